import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type RunningCommerce } from '../app';
import type { CommerceDatabase } from '../db/database';
import { openTestDatabase } from '../testing/index';
import { MAX_BODY_BYTES } from './body-limit';
import type { WebhookHandler } from './webhooks';

describe('POST /webhooks/:provider', () => {
  let database: CommerceDatabase;
  let commerce: RunningCommerce;
  const received: Array<{ rawBody: Uint8Array; headers: Headers }> = [];
  let releaseStream: () => void = () => {};

  const recordingProvider: WebhookHandler = async (rawBody, headers) => {
    received.push({ rawBody, headers });
    return Response.json({ received: true });
  };
  // Sends its first part, then waits for the test to have read it before finishing.
  const streamingProvider: WebhookHandler = async () => {
    const released = new Promise<void>((resolve) => (releaseStream = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('first part;'));
        await released;
        controller.enqueue(encoder.encode('second part'));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/plain' } });
  };
  const failingProvider: WebhookHandler = async () => {
    throw new Error('signing secret missing');
  };

  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    commerce = await startCommerce({
      database,
      migrate: false,
      config: { port: 0, host: '127.0.0.1', nodeEnv: 'production', logLevel: 'silent' },
      webhooks: { acme: recordingProvider, streaming: streamingProvider, broken: failingProvider },
    });
  });

  afterAll(async () => {
    await commerce?.close();
    await database?.close();
  });

  it('hands the handler the exact bytes sent, whitespace and key order included', async () => {
    const payload = '{ "id":"evt_1",\n\t"type" :  "payment_intent.succeeded" ,"amount":1.50 }\r\n';
    const response = await fetch(`${commerce.url}/webhooks/acme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'acme-signature': 't=1,v1=abc' },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const last = received.at(-1)!;
    expect(Buffer.from(last.rawBody).toString('utf8')).toBe(payload);
    expect(last.headers.get('acme-signature')).toBe('t=1,v1=abc');
  });

  it('hands the handler bytes that are not valid UTF-8 unchanged', async () => {
    const payload = new Uint8Array([0x00, 0xff, 0xfe, 0x7b, 0x0a, 0x80]);
    const response = await fetch(`${commerce.url}/webhooks/acme`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect([...received.at(-1)!.rawBody]).toEqual([...payload]);
  });

  it('answers 413 to a body over 1 MB declared by Content-Length', async () => {
    const before = received.length;
    const response = await fetch(`${commerce.url}/webhooks/acme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(received.length).toBe(before);
  });

  it('answers 413 to a chunked body over 1 MB', async () => {
    const before = received.length;
    const status = await postChunked(`${commerce.url}/webhooks/acme`, MAX_BODY_BYTES + 1);
    expect(status).toBe(413);
    expect(received.length).toBe(before);
  });

  it('hands the handler a chunked body of exactly 1 MB', async () => {
    const status = await postChunked(`${commerce.url}/webhooks/acme`, MAX_BODY_BYTES);
    expect(status).toBe(200);
    expect(received.at(-1)!.rawBody.byteLength).toBe(MAX_BODY_BYTES);
  });

  it.each(['unknown', 'constructor', '__proto__', 'toString'])(
    'answers 404 for a provider with no handler: %s',
    async (provider) => {
      const response = await fetch(`${commerce.url}/webhooks/${provider}`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(404);
    },
  );

  it('answers 404 to a GET', async () => {
    expect((await fetch(`${commerce.url}/webhooks/acme`)).status).toBe(404);
  });

  it('answers 500 without the cause when a handler throws', async () => {
    const response = await fetch(`${commerce.url}/webhooks/broken`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });

  it('streams a response to the client before it is complete', async () => {
    const response = await fetch(`${commerce.url}/webhooks/streaming`, {
      method: 'POST',
      body: '{}',
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // The handler finishes only once this first part has arrived: a buffering edge never sends it.
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('first part;');
    releaseStream();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += decoder.decode(part.value, { stream: true });
    }
    expect(rest).toBe('second part');
  });
});

/** POSTs `size` bytes with Transfer-Encoding: chunked (no Content-Length); resolves the status. */
function postChunked(url: string, size: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, {
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
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}
