import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxyMedia } from './media-proxy';

afterEach(() => {
  vi.unstubAllEnvs();
});

function upstream(status: number, body: string | null, headers: Record<string, string> = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));
}

describe('proxyMedia', () => {
  it('streams the file from COMMERCE_URL with its content and cache headers', async () => {
    vi.stubEnv('COMMERCE_URL', 'http://commerce.test:4300');
    const fetchImpl = upstream(200, 'IMG', {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'set-cookie': 'x=1',
    });
    const response = await proxyMedia(
      new Request('http://s/media/a/b.webp'),
      ['a', 'b.webp'],
      fetchImpl,
    );
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://commerce.test:4300/media/a/b.webp');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('IMG');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 404 when the commerce service has no such file or the path is unsafe', async () => {
    const missing = await proxyMedia(new Request('http://s/media/x'), ['x'], upstream(404, 'no'));
    expect(missing.status).toBe(404);
    const fetchImpl = upstream(200, 'IMG');
    const unsafe = await proxyMedia(new Request('http://s/media/x'), ['..', 'x'], fetchImpl);
    expect(unsafe.status).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('answers HEAD without a body and 502 when the commerce service fails', async () => {
    const head = await proxyMedia(
      new Request('http://s/media/x', { method: 'HEAD' }),
      ['x'],
      upstream(200, 'IMG', { 'content-length': '3' }),
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('3');
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await proxyMedia(new Request('http://s/media/x'), ['x'], failing)).status).toBe(502);
    expect(
      (await proxyMedia(new Request('http://s/media/x'), ['x'], upstream(500, 'e'))).status,
    ).toBe(502);
  });
});
