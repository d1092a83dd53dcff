import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';
import { rawRequest } from '../testing/raw-http';

describe('requests with a bad Host or URL', () => {
  let commerce: TestCommerce;
  let host: string;

  beforeAll(async () => {
    commerce = await startTestCommerce({ seed: false });
    host = new URL(commerce.url).host;
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers 400 to a path whose percent-encoding does not decode', async () => {
    const response = await rawRequest(commerce.url, `GET /%zz HTTP/1.1\r\nHost: ${host}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Bad request' });
  });

  it('answers 400 to a /graphql path with invalid UTF-8 in its encoding', async () => {
    const response = await rawRequest(
      commerce.url,
      `GET /graphql%E0%A4%A HTTP/1.1\r\nHost: ${host}`,
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['a space and a port out of range', 'exa mple:99999'],
    ['a port out of range', 'example.com:99999'],
    ['credentials', 'user@example.com'],
    ['a path', 'example.com/graphql'],
    ['an unclosed IPv6 bracket', '[::1'],
  ])('answers 400 to a Host header with %s', async (_, badHost) => {
    const response = await rawRequest(commerce.url, `GET /health HTTP/1.1\r\nHost: ${badHost}`);
    expect(response.status).toBe(400);
  });

  it.each([
    ['an asterisk', 'GET * HTTP/1.1'],
    ['an absolute URL with a bad port', 'GET http://example.com:99999/health HTTP/1.1'],
    ['a backslash in the path', 'GET /media\\..\\secret.txt HTTP/1.1'],
    ['a space in the path', 'GET /gra phql HTTP/1.1'],
  ])('answers 400 to a request target with %s', async (_, requestLine) => {
    const response = await rawRequest(commerce.url, `${requestLine}\r\nHost: ${host}`);
    expect(response.status).toBe(400);
  });

  it('answers 400 to an HTTP/1.1 request without Host', async () => {
    const response = await rawRequest(commerce.url, 'GET /health HTTP/1.1');
    expect(response.status).toBe(400);
  });

  it('serves an HTTP/1.0 request without Host', async () => {
    const response = await rawRequest(commerce.url, 'GET /health HTTP/1.0');
    expect(response.status).toBe(200);
  });

  it('keeps serving after refusing malformed requests', async () => {
    await rawRequest(commerce.url, `GET /%zz HTTP/1.1\r\nHost: ${host}`);
    await rawRequest(commerce.url, 'GET /health HTTP/1.1\r\nHost: exa mple:99999');
    expect((await fetch(`${commerce.url}/health`)).status).toBe(200);
  });
});
