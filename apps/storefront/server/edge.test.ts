import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, RENDER_ID_HEADER } from '../src/lib/security/render-marks';
import { isMalformedPath, withEdge } from './edge';

describe('the storefront server edge', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(https: boolean) {
    const seen: Array<Record<string, unknown>> = [];
    const handler = withEdge(
      async (request, response) => {
        seen.push({ ...request.headers });
        if (request.url === '/boom') throw new Error('boom');
        response.setHeader('content-type', 'text/plain');
        response.end('ok');
      },
      { https },
    );
    server = createServer((request, response) => {
      handler(request, response).catch(() => {
        response.writeHead(500);
        response.end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    return { seen, get: (path: string, headers = {}) => fetch(base + path, { headers }) };
  }

  it('answers an API or media path that is not valid percent encoding with 400', async () => {
    const edge = await serve(false);
    for (const path of ['/media/%c0%ae%c0%ae/x.webp', '/api/magento/%c0']) {
      const response = await edge.get(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(isMalformedPath('/media/catalog/a%20b.webp')).toBe(false);
    expect(isMalformedPath('/bed-linen%c0')).toBe(false);
  });

  it('puts the security headers on every answer, errors included', async () => {
    const edge = await serve(true);
    for (const path of ['/api/magento/products', '/boom']) {
      const response = await edge.get(path);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
    const plain = await serve(false);
    expect((await plain.get('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('sets its internal request headers itself, whatever the client sent', async () => {
    const edge = await serve(false);
    await edge.get('/', { [RENDER_ID_HEADER]: 'forged', [CLIENT_IP_HEADER]: '10.0.0.1' });
    expect(edge.seen[0]![RENDER_ID_HEADER]).toBeUndefined();
    expect(edge.seen[0]![CLIENT_IP_HEADER]).toBe('127.0.0.1');
  });
});
