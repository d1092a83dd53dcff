// Requests an attacker can send cheaply, each answered with a clear error while the service keeps
// answering /health at once (ADR 0024). Found by probing the running service from outside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type GraphQLResponseBody, type TestCommerce } from '../testing/index';
import { defaultMaxPageSize, queryLimits } from './guard-rails';
import { maxVariableDepth } from './input-hygiene';
import {
  invalidBodyMessage,
  invalidQueryStringMessage,
  malformedFormBodyMessage,
  malformedQueryStringMessage,
} from '../http/text-encoding';

const costRefusal = new RegExp(
  `^Query cost of \\d+ exceeds the limit of ${queryLimits.maxCost}\\.$`,
);

/**
 * POSTs a raw body, so tests can send what JSON.stringify cannot (12,000 levels, bad JSON, bytes
 * that are not UTF-8). A stream goes out chunked, without Content-Length.
 */
async function postRaw(
  commerce: TestCommerce,
  body: string | Uint8Array | ReadableStream<Uint8Array>,
): Promise<{ status: number; body: GraphQLResponseBody }> {
  const response = await fetch(`${commerce.url}/graphql`, {
    method: 'POST',
    // No Accept, as curl sends: Yoga then answers request errors with their HTTP status.
    headers: { 'content-type': 'application/json' },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as GraphQLResponseBody };
}

/** GETs /graphql with a query string written as sent, percent-encoding and all. */
async function getRaw(
  commerce: TestCommerce,
  search: string,
): Promise<{ status: number; body: GraphQLResponseBody }> {
  const response = await fetch(`${commerce.url}/graphql?${search}`);
  return { status: response.status, body: (await response.json()) as GraphQLResponseBody };
}

/** `before`, the bytes, then `after`: a JSON body with bytes in a string that are not UTF-8. */
function bytesBetween(before: string, bytes: number[], after: string): Uint8Array {
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(before), ...bytes, ...encoder.encode(after)]);
}

/** The body in two chunks, split inside the bytes, sent as a chunked upload. */
function streamOf(body: Uint8Array, splitAt: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body.subarray(0, splitAt));
      controller.enqueue(body.subarray(splitAt));
      controller.close();
    },
  });
}

/**
 * The service still answers: GET /health is 200, and its database ping works. A stuck event loop
 * or an exhausted pool would time the request out (speed itself is measured in bench/, never here).
 */
async function expectHealthy(commerce: TestCommerce): Promise<void> {
  const response = await fetch(`${commerce.url}/health`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string; database: { status: string } };
  expect(body.status).toBe('ok');
  expect(body.database.status).toBe('ok');
}

function expectRefused(
  answer: { status: number; body: GraphQLResponseBody },
  status: number,
  message: string | RegExp,
): void {
  expect(answer.status).toBe(status);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors).toHaveLength(1);
  const [error] = answer.body.errors!;
  if (typeof message === 'string') expect(error!.message).toBe(message);
  else expect(error!.message).toMatch(message);
  expect(error!.extensions?.['category']).toBe('graphql-input');
}

/** `{ "a": { "a": … 1 } }`, `depth` objects deep, written by hand (JSON.stringify would overflow). */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('abuse: cost and page size', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('refuses the 188-byte related_products attack at once and stays healthy', async () => {
    const answer = await commerce.gql(
      '{ products(filter:{}, pageSize:100){ items { related_products { related_products { related_products { related_products { related_products { sku } } } } } } } }',
    );
    expectRefused(answer, 200, costRefusal);
    await expectHealthy(commerce);
  });

  it('refuses the original attack with pageSize 1000000 for its page size', async () => {
    const answer = await commerce.gql(
      '{ products(filter:{}, pageSize:1000000){ items { related_products { related_products { related_products { related_products { related_products { sku } } } } } } } }',
    );
    expectRefused(
      answer,
      200,
      `pageSize value 1000000 is greater than the maximum of ${defaultMaxPageSize}.`,
    );
    await expectHealthy(commerce);
  });

  it('refuses upsell_products fanning out, alone and mixed with related_products', async () => {
    for (const [outer, inner] of [
      ['upsell_products', 'upsell_products'],
      ['upsell_products', 'related_products'],
    ]) {
      const answer = await commerce.gql(
        `{ products(pageSize: 50) { items { ${outer} { ${inner} { ${outer} { ${inner} { sku name } } } } } } }`,
      );
      expectRefused(answer, 200, costRefusal);
    }
    await expectHealthy(commerce);
  });

  it('refuses crosssell_products fanning out, alone and mixed with upsell_products', async () => {
    for (const [outer, inner] of [
      ['crosssell_products', 'crosssell_products'],
      ['crosssell_products', 'upsell_products'],
    ]) {
      const answer = await commerce.gql(
        `{ products(pageSize: 50) { items { ${outer} { ${inner} { ${outer} { ${inner} { sku name } } } } } } }`,
      );
      expectRefused(answer, 200, costRefusal);
    }
    await expectHealthy(commerce);
  });

  it('refuses aliases that multiply a list', async () => {
    const aliases = Array.from(
      { length: 25 },
      (_, index) =>
        `p${index}: products(pageSize: 100) { items { sku name related_products { sku } } }`,
    );
    const answer = await commerce.gql(`{ ${aliases.join(' ')} }`);
    expectRefused(answer, 200, costRefusal);
    await expectHealthy(commerce);
  });

  it('refuses fragments that spread a list many times', async () => {
    const answer = await commerce.gql(
      `{ products(pageSize: 100) { items { ...A ...A ...B } } }
       fragment A on ProductInterface { related_products { ...B } upsell_products { ...B } }
       fragment B on ProductInterface { related_products { sku name url_key } ... on ProductInterface { upsell_products { sku name } } }`,
    );
    expectRefused(answer, 200, costRefusal);
    await expectHealthy(commerce);
  });

  it('refuses pageSize over the maximum on products, categoryList, categories and reviews', async () => {
    const over = defaultMaxPageSize + 1;
    const message = `pageSize value ${over} is greater than the maximum of ${defaultMaxPageSize}.`;
    for (const query of [
      `{ products(pageSize: ${over}) { total_count } }`,
      `{ categoryList(pageSize: ${over}) { uid } }`,
      `{ categories(pageSize: ${over}) { total_count } }`,
      `{ products(pageSize: 1) { items { reviews(pageSize: ${over}) { items { summary } } } } }`,
    ]) {
      expectRefused(await commerce.gql(query), 200, message);
    }
    const byVariable = await commerce.gql('query($n: Int) { categoryList(pageSize: $n) { uid } }', {
      n: over,
    });
    expectRefused(byVariable, 200, message);
    await expectHealthy(commerce);
  });

  it('serves the storefront largest page of 99 category entries', async () => {
    const { body } = await commerce.gql('{ categoryList(pageSize: 99) { uid name } }');
    expect(body.errors).toBeUndefined();
  });
});

describe('abuse: input hygiene', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  const literalNul = 'String value contains a NUL character (U+0000).';
  const fields = [
    {
      name: 'sku',
      query: (value: string) => `{ products(filter: { sku: { eq: ${value} } }) { total_count } }`,
      variable: 'query($v: String) { products(filter: { sku: { eq: $v } }) { total_count } }',
    },
    {
      name: 'url_key',
      query: (value: string) =>
        `{ products(filter: { url_key: { in: ["x", ${value}] } }) { total_count } }`,
      variable: 'query($v: String) { products(filter: { url_key: { eq: $v } }) { total_count } }',
    },
    {
      name: 'name.match',
      query: (value: string) => `{ categoryList(filters: { name: { match: ${value} } }) { uid } }`,
      variable: 'query($v: String) { categoryList(filters: { name: { match: $v } }) { uid } }',
    },
    {
      name: 'route',
      query: (value: string) => `{ route(url: ${value}) { type } }`,
      variable: 'query($v: String!) { route(url: $v) { type } }',
    },
    {
      name: 'urlResolver',
      query: (value: string) => `{ urlResolver(url: ${value}) { type } }`,
      variable: 'query($v: String!) { urlResolver(url: $v) { type } }',
    },
  ];

  for (const field of fields) {
    it(`refuses a NUL byte in ${field.name} written as a literal`, async () => {
      const answer = await commerce.gql(field.query('"bed\\u0000linen"'));
      expectRefused(answer, 200, literalNul);
      await expectHealthy(commerce);
    });

    it(`refuses a NUL byte in ${field.name} sent as a variable`, async () => {
      const answer = await commerce.gql(field.variable, { v: 'bed\u0000linen' });
      expectRefused(answer, 400, 'Variable "$v" contains a NUL character (U+0000).');
      await expectHealthy(commerce);
    });
  }

  it('refuses a NUL byte deep inside an input object variable, naming its path', async () => {
    const answer = await commerce.gql(
      'query($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }',
      { f: { url_key: { in: ['a', 'b\u0000'] } } },
    );
    expectRefused(answer, 400, 'Variable "$f.url_key.in[1]" contains a NUL character (U+0000).');
  });

  it('refuses a lone surrogate in a variable and in a literal', async () => {
    const variable = await postRaw(
      commerce,
      '{"query":"query($v: String) { products(search: $v) { total_count } }","variables":{"v":"a\\ud800b"}}',
    );
    expectRefused(variable, 400, 'Variable "$v" is not valid Unicode (a lone surrogate).');
    const literal = await commerce.gql('{ products(search: "a\\uD800b") { total_count } }');
    expect(literal.body.errors?.[0]?.message).toMatch(/Invalid Unicode escape sequence/);
    expect(literal.body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('refuses variables nested 12,000 deep before anything recurses over them', async () => {
    const answer = await postRaw(
      commerce,
      `{"query":"query($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }","variables":{"f":${nestedJson(12_000)}}}`,
    );
    expectRefused(answer, 400, `Variables are nested more than ${maxVariableDepth} levels deep.`);
    await expectHealthy(commerce);
  });

  const searchQuery = 'query($v: String) { products(search: $v) { total_count } }';
  const searchBody = (bytes: number[]) =>
    bytesBetween(`{"query":"${searchQuery}","variables":{"v":"pillow`, bytes, '"}}');

  it.each([
    ['an overlong encoding of "." (C0 AE)', [0xc0, 0xae]],
    ['a byte that is never UTF-8 (FF)', [0xff]],
    ['an encoded surrogate (ED A0 80)', [0xed, 0xa0, 0x80]],
    ['a sequence cut short (E2 82)', [0xe2, 0x82]],
  ])('refuses a POST body with %s in a variable', async (_, bytes) => {
    const answer = await postRaw(commerce, searchBody(bytes));
    expectRefused(answer, 400, invalidBodyMessage);
    await expectHealthy(commerce);
  });

  it('refuses bytes that are not UTF-8 in the query text of a POST body', async () => {
    const body = bytesBetween(
      '{"query":"{ products(search: \\"pillow',
      [0xc0, 0xae],
      '\\") { total_count } }"}',
    );
    expectRefused(await postRaw(commerce, body), 400, invalidBodyMessage);
  });

  it('refuses bytes that are not UTF-8 in a chunked POST body split inside them', async () => {
    const body = searchBody([0xe2, 0x82, 0xff]);
    const answer = await postRaw(commerce, streamOf(body, body.length - 4));
    expectRefused(answer, 400, invalidBodyMessage);
    await expectHealthy(commerce);
  });

  it('serves a UTF-8 body with accents and emoji, sent whole or chunked', async () => {
    const body = new TextEncoder().encode(
      JSON.stringify({ query: searchQuery, variables: { v: 'Kissen é 🛏' } }),
    );
    for (const sent of [body, streamOf(body, body.length - 5)]) {
      const answer = await postRaw(commerce, sent);
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toHaveProperty('products.total_count');
    }
  });

  const getQuery = `query=${encodeURIComponent(searchQuery)}`;

  it.each([
    ['an overlong encoding of "." (%C0%AE)', '%C0%AE'],
    ['a byte that is never UTF-8 (%FF)', '%FF'],
    ['an encoded surrogate (%ED%A0%80)', '%ED%A0%80'],
  ])('refuses GET variables percent-encoded with %s', async (_, encoded) => {
    const answer = await getRaw(
      commerce,
      `${getQuery}&variables=%7B%22v%22%3A%22a${encoded}%22%7D`,
    );
    expectRefused(answer, 400, invalidQueryStringMessage);
    await expectHealthy(commerce);
  });

  it('refuses a GET query text percent-encoded as bytes that are not UTF-8', async () => {
    const answer = await getRaw(
      commerce,
      'query=%7B%20products(search%3A%20%22%FF%22)%20%7B%20total_count%20%7D%20%7D',
    );
    expectRefused(answer, 400, invalidQueryStringMessage);
  });

  it('refuses GET variables with malformed percent-encoding', async () => {
    const answer = await getRaw(commerce, `${getQuery}&variables=%7B%22v%22%3A%22100%zz%22%7D`);
    expectRefused(answer, 400, malformedQueryStringMessage);
    await expectHealthy(commerce);
  });

  it('refuses a form body whose parameters are percent-encoded as bytes that are not UTF-8', async () => {
    for (const [variables, message] of [
      ['%7B%22v%22%3A%22a%C0%AE%22%7D', invalidBodyMessage],
      ['%7B%22v%22%3A%22100%zz%22%7D', malformedFormBodyMessage],
    ] as const) {
      const response = await fetch(`${commerce.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${getQuery}&variables=${variables}`,
      });
      const answer = {
        status: response.status,
        body: (await response.json()) as GraphQLResponseBody,
      };
      expectRefused(answer, 400, message);
    }
    await expectHealthy(commerce);
  });

  it('serves GET variables percent-encoded as UTF-8', async () => {
    const variables = encodeURIComponent(JSON.stringify({ v: 'Kissen é 🛏' }));
    const answer = await getRaw(commerce, `${getQuery}&variables=${variables}`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toHaveProperty('products.total_count');
  });

  it('accepts ordinary nested filter variables', async () => {
    const { body } = await commerce.gql(
      'query($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }',
      { f: { sku: { in: ['LF-CUPRUM-PILLOW'] } } },
    );
    expect(body).toEqual({ data: { products: { total_count: 1 } } });
  });
});

describe('abuse: limit errors and production answers', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { nodeEnv: 'production' } });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('words the depth limit plainly, without "Syntax Error"', async () => {
    let selection = 'name';
    for (let level = 0; level < 18; level += 1) selection = `ofType { ${selection} }`;
    const answer = await commerce.gql(
      `{ __type(name: "StoreConfig") { fields { type { ${selection} } } } }`,
    );
    expect(answer.body.errors?.[0]?.message).toBe('Query depth limit of 20 exceeded, found 22.');
    expect(answer.body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('words the token limit plainly, without "Syntax Error"', async () => {
    const answer = await commerce.gql(`{ storeConfig { ${'store_code '.repeat(2100)} } }`);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Token limit of 2000 exceeded/);
    expect(answer.body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('answers malformed JSON in production without the parser error', async () => {
    const answer = await postRaw(commerce, '{"query": "{ storeConfig { store_code } }"');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        message: 'POST body sent invalid JSON.',
        extensions: { code: 'BAD_REQUEST', category: 'graphql-input' },
      },
    ]);
    await expectHealthy(commerce);
  });

  it('answers bad variables in production without cause or stack', async () => {
    const answer = await commerce.gql('query($n: Int) { products(pageSize: $n) { total_count } }', {
      n: 'many',
    });
    expect(answer.body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
    expect(JSON.stringify(answer.body)).not.toMatch(/originalError|stack|cause|\.ts:/);
  });
});
