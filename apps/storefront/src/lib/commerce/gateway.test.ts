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

describe('the commerce gateway, when a call is refused for its customer token', () => {
  const refused = {
    errors: [
      {
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      },
    ],
  };
  afterEach(() => vi.unstubAllGlobals());

  /** A jar that remembers what the call wrote to it. */
  function cookieJar(initial: Record<string, string>) {
    const values = new Map(Object.entries(initial));
    return {
      values,
      get: (name: string) => values.get(name),
      set: (name: string, value: string) => void values.set(name, value),
      delete: (name: string) => void values.delete(name),
    };
  }

  /** Commerce, whose valid access token is `valid` and which exchanges `refreshable` once. */
  function commerce(valid: string, refreshable: string, next: { token: string; refresh: string }) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = String(init.body);
      const bearer = (init.headers as Record<string, string>)['Authorization'] ?? '';
      if (body.includes('refreshCustomerToken')) {
        calls.push('refresh');
        const { refreshToken } = JSON.parse(body).variables as { refreshToken: string };
        return Response.json(
          refreshToken === refreshable
            ? { data: { refreshCustomerToken: { token: next.token, refresh_token: next.refresh } } }
            : { errors: [{ message: 'The refresh token is not valid.' }] },
        );
      }
      if (body.includes('customer_access_token_lifetime'))
        return Response.json({ data: { storeConfig: { customer_access_token_lifetime: 1 } } });
      calls.push(bearer);
      return Response.json(
        bearer === `Bearer ${valid}` ? { data: { storeConfig: { id: 1 } } } : refused,
      );
    });
    return calls;
  }

  it('sends it once more with the tokens of the refresh that retired it, keeping the shopper signed in', async () => {
    const calls = commerce('new-access', 'spent-by-the-page', {
      token: 'new-access',
      refresh: 'new-refresh',
    });
    const jar = cookieJar({ customer: 'retired-access', refreshToken: 'spent-by-the-page' });
    const result = await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(result.ok).toBe(true);
    expect(calls).toEqual(['Bearer retired-access', 'refresh', 'Bearer new-access']);
    expect(jar.values.get('customer')).toBe('new-access');
    expect(jar.values.get('refreshToken')).toBe('new-refresh');
  });

  it('logs the shopper out when commerce refuses the refresh token as well', async () => {
    const calls = commerce('someone-else', 'another-token', { token: 'x', refresh: 'y' });
    const jar = cookieJar({
      customer: 'revoked-access',
      refreshToken: 'revoked-refresh',
      cart: 'c1',
    });
    const result = await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(result.ok).toBe(false);
    expect(calls).toEqual(['Bearer revoked-access', 'refresh']);
    expect(jar.values.has('customer')).toBe(false);
    expect(jar.values.has('refreshToken')).toBe(false);
  });

  it('logs the shopper out without a refresh token, and sends the call only once', async () => {
    const calls = commerce('someone-else', 'another-token', { token: 'x', refresh: 'y' });
    const jar = cookieJar({ customer: 'expired-access' });
    const result = await commerceRequest(document, {}, { locale: 'en', cookies: jar });
    expect(result.ok).toBe(false);
    expect(calls).toEqual(['Bearer expired-access']);
    expect(jar.values.has('customer')).toBe(false);
  });
});
