import { request as httpRequest } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, startTestCommerce, type TestCommerce } from '../testing/index';
import { MAX_BODY_BYTES } from './body-limit';

describe('HTTP', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('GET /graphql answers a query from the URL', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const response = await fetch(`${commerce.url}/graphql?query=${query}`, {
      headers: { accept: 'application/json', Store: 'at' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'at' } } });
  });

  it('GET /graphql serves GraphiQL to a browser outside production', async () => {
    const response = await fetch(`${commerce.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });

  it('/health reports the database ok with its driver and latency', async () => {
    const response = await fetch(`${commerce.url}/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      database: {
        status: 'ok',
        driver: process.env['DATABASE_URL'] ? 'postgres' : 'pglite',
        latencyMs: expect.any(Number),
      },
    });
  });

  it('echoes the caller’s x-request-id', async () => {
    const { headers } = await commerce.gql(
      '{ storeConfig { store_code } }',
      {},
      { 'x-request-id': 'storefront-4f2c' },
    );
    expect(headers.get('x-request-id')).toBe('storefront-4f2c');
  });

  it('gives every request an x-request-id when the caller sends none', async () => {
    const response = await fetch(`${commerce.url}/health`);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 413 to a body over 1 MB declared by Content-Length', async () => {
    const query = `{ storeConfig { store_code } } #${'x'.repeat(MAX_BODY_BYTES)}`;
    const response = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.errors[0].extensions.category).toBe('graphql-input');
  });

  it('answers 413 to a chunked body over 1 MB, without Content-Length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${commerce.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_BODY_BYTES + chunk.length) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('answers a query sent chunked, without Content-Length', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${commerce.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'transfer-encoding': 'chunked',
          },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        });
        request.on('error', reject);
        request.write('{"query":"{ storeConfig ');
        request.end('{ store_code } }"}');
      },
    );
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: { storeConfig: { store_code: 'default' } } });
  });

  it('answers 404 for an unknown path', async () => {
    const response = await fetch(`${commerce.url}/nowhere`);
    expect(response.status).toBe(404);
  });
});

describe('HTTP with its database gone', () => {
  it('/health answers 503 with the database in error', async () => {
    const database = await openTestDatabase();
    const commerce = await startCommerce({
      database,
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
    });
    try {
      await database.close();
      const response = await fetch(`${commerce.url}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'error',
        database: { status: 'error', latencyMs: null },
      });
    } finally {
      await commerce.close();
    }
  });
});

describe('request logs', () => {
  it('carry the request id on every line of a request, the masked error’s original included', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const database = await openTestDatabase();
    const commerce = await startCommerce({
      database,
      logger,
      // The cart purge's first pass would meet the closed database and log a failure of its own.
      config: {
        port: 0,
        host: '127.0.0.1',
        nodeEnv: 'production',
        cartPurge: { ...loadConfig().cartPurge, intervalMs: 0 },
      },
    });
    try {
      await database.close(); // every query now fails in a way no client should see
      const linesBefore = lines.length;
      const response = await fetch(`${commerce.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-9d1e' },
        body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
      });
      const body = await response.json();
      expect(body.errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { category: 'internal' },
      });
      for (let wait = 0; wait < 50 && !lines.some((l) => l['msg'] === 'request completed'); wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));

      // The mail outbox's sender runs beside requests and logs its own failed passes.
      const ofRequest = lines.slice(linesBefore).filter((line) => line['module'] !== 'mail');
      expect(ofRequest.map((line) => line['msg'])).toEqual(
        expect.arrayContaining(['unexpected error while serving GraphQL', 'request completed']),
      );
      for (const line of ofRequest) expect(line).toMatchObject({ requestId: 'trace-9d1e' });
      const unexpected = ofRequest.find(
        (l) => l['msg'] === 'unexpected error while serving GraphQL',
      );
      expect(unexpected?.['err']).toMatchObject({ message: expect.any(String) });
    } finally {
      await commerce.close();
    }
  });
});
