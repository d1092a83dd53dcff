import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';
import { rawRequest } from '../testing/raw-http';

const EVIL = 'https://evil.example';
const mutation =
  'mutation { subscribeProductAlertStock(input: { sku: "LF-PALAZZO-DUVET", email: "victim@example.com" }) { success } }';

describe('cross-site requests', () => {
  let commerce: TestCommerce;
  const graphql = () => `${commerce.url}/graphql`;
  const alerts = async () =>
    (await commerce.database.db.selectFrom('product_alert_stock').select('email').execute()).length;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { corsOrigins: ['https://shop.loomfront.test'] },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  const multipart = (): FormData => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: mutation }));
    form.set('map', '{}');
    return form;
  };
  const refused: Array<[string, () => BodyInit, string | undefined]> = [
    ['a urlencoded form', () => new URLSearchParams({ query: mutation }), undefined],
    ['a multipart form', multipart, undefined],
    ['text/plain', () => JSON.stringify({ query: mutation }), 'text/plain'],
    ['application/graphql', () => mutation, 'application/graphql'],
  ];
  it.each(refused)(
    'refuses a mutation posted as %s from another site',
    async (_name, body, type) => {
      const response = await fetch(graphql(), {
        method: 'POST',
        headers: {
          Origin: EVIL,
          accept: 'application/json',
          ...(type ? { 'content-type': type } : {}),
        },
        body: body(),
      });
      expect(response.status).toBe(415);
      // Yoga refuses the body types it does not read (text/plain) with an empty 415 itself.
      const text = await response.text();
      if (text)
        expect(JSON.parse(text)).toMatchObject({
          errors: [{ extensions: { category: 'graphql-input' } }],
        });
      expect(text).not.toContain('"data"');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await alerts()).toBe(0);
    },
  );

  it('refuses a mutation in the URL of a text/plain POST', async () => {
    const response = await fetch(`${graphql()}?query=${encodeURIComponent(mutation)}`, {
      method: 'POST',
      headers: { Origin: EVIL, 'content-type': 'text/plain' },
      body: '',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await alerts()).toBe(0);
  });

  it('refuses a mutation sent by GET', async () => {
    const response = await fetch(`${graphql()}?query=${encodeURIComponent(mutation)}`, {
      headers: { Origin: EVIL, accept: 'application/json' },
    });
    expect(response.status).toBe(405);
    expect(await alerts()).toBe(0);
  });

  it('answers form-posted mutations 415 with a graphql-input error', async () => {
    const response = await fetch(graphql(), {
      method: 'POST',
      headers: { Origin: EVIL, accept: 'application/json' },
      body: new URLSearchParams({ query: mutation }),
    });
    expect(response.status).toBe(415);
    const answer = (await response.json()) as {
      errors: Array<{ message: string; extensions: { category: string } }>;
    };
    expect(answer.errors[0]).toMatchObject({
      message: 'Mutations must be sent as a POST request with Content-Type: application/json.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('runs a mutation posted as JSON, and queries by GET or form', async () => {
    const json = await fetch(graphql(), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ query: mutation }),
    });
    expect(json.status).toBe(200);
    expect(await alerts()).toBe(1);
    const query = '{ storeConfig { store_code } }';
    const byGet = await fetch(`${graphql()}?query=${encodeURIComponent(query)}`);
    expect(byGet.status).toBe(200);
    const byForm = await fetch(graphql(), { method: 'POST', body: new URLSearchParams({ query }) });
    expect(byForm.status).toBe(200);
  });

  it('marks every answer nosniff: GraphQL, health, media and not found', async () => {
    for (const path of [
      '/graphql?query=%7B__typename%7D',
      '/health',
      '/media/none.webp',
      '/nowhere',
    ])
      expect((await fetch(`${commerce.url}${path}`)).headers.get('x-content-type-options')).toBe(
        'nosniff',
      );
  });

  it('marks the 400 for a request the adapter cannot parse nosniff too', async () => {
    const response = await rawRequest(commerce.url, 'GET /health HTTP/1.1\r\nHost: exa mple:99999');
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows a listed origin’s preflight and refuses any other', async () => {
    const preflight = (origin: string) =>
      fetch(graphql(), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight('https://shop.loomfront.test');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.loomfront.test');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await preflight(EVIL);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${graphql()}?query=%7B__typename%7D`, {
      headers: { Origin: EVIL },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin read an answer, and says every answer varies by Origin', async () => {
    const query = `${graphql()}?query=%7B__typename%7D`;
    const listed = await fetch(query, { headers: { Origin: 'https://shop.loomfront.test' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.loomfront.test');
    expect(listed.headers.get('vary')).toBe('Origin');
    expect(await listed.json()).toEqual({ data: { __typename: 'Query' } });
    const server = await fetch(query);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    expect(server.headers.get('vary')).toBe('Origin');
    expect(server.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await server.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('CORS by default', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('allows no origin at all', async () => {
    const response = await fetch(`${commerce.url}/graphql`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.loomfront.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
