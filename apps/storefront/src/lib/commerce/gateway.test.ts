import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER, RENDER_ID_HEADER, takeRenderFailed } from '@/lib/security/render-marks';

vi.mock('server-only', () => ({}));
const incoming = new Headers();
vi.mock('next/headers', () => ({ headers: async () => incoming, cookies: async () => new Map() }));
const { commerceRequest } = await import('./gateway');

const document = { toString: () => 'query StoreConfig { storeConfig { id } }' } as never;
const jar = { get: () => undefined, set: () => undefined, delete: () => undefined };
const sent: Array<Record<string, string>> = [];

describe('the commerce gateway, for the request it serves', () => {
  beforeEach(() => {
    incoming.set(RENDER_ID_HEADER, 'render-1');
    incoming.set(CLIENT_IP_HEADER, '203.0.113.7');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
    takeRenderFailed('render-1');
  });

  function commerceAnswers(answer: () => Promise<Response>) {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return answer();
    });
  }

  it("forwards the shopper's address to commerce as X-Forwarded-For", async () => {
    commerceAnswers(async () => Response.json({ data: { storeConfig: { id: 1 } } }));
    const result = await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(result.ok).toBe(true);
    expect(sent[0]!['X-Forwarded-For']).toBe('203.0.113.7');
    expect(takeRenderFailed('render-1')).toBe(false);
  });

  it('marks the render failed when commerce cannot be reached or answers errors', async () => {
    commerceAnswers(async () => {
      throw new TypeError('fetch failed');
    });
    await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(takeRenderFailed('render-1')).toBe(true);

    commerceAnswers(async () => new Response('Bad gateway', { status: 502 }));
    await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(takeRenderFailed('render-1')).toBe(true);
  });
});
