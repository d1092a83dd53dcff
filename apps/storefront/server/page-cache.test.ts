import { describe, expect, it } from 'vitest';
import { isStorable, pageCacheKey, replayableHeaders } from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
});

describe('the page cache rules', () => {
  it('keys a page by its address, currency and store cookies and the headers Next varies by', () => {
    const plain = pageCacheKey(get('/bed-linen?page=2'));
    expect(plain).not.toBeNull();
    expect(pageCacheKey(get('/bed-linen?page=2', { Cookie: 'locale=en' }))).toBe(plain);
    expect(pageCacheKey(get('/bed-linen?page=3'))).not.toBe(plain);
    expect(
      pageCacheKey(get('/bed-linen?page=2', { Cookie: 'currency=USD; store=default' })),
    ).not.toBe(plain);
    expect(pageCacheKey(get('/bed-linen?page=2', { RSC: '1' }))).not.toBe(plain);
    expect(pageCacheKey(get('/bed-linen?page=2', { 'Accept-Encoding': 'gzip, br' }))).not.toBe(
      plain,
    );
  });

  it('never serves from the cache a shopper with a session, a cart or a pending message', () => {
    for (const cookie of ['customer=abc', 'refreshToken=r', 'cart=x', 'message=Hello']) {
      expect(pageCacheKey(get('/bed-linen', { Cookie: `currency=EUR; ${cookie}` }))).toBeNull();
    }
    // An empty cookie is no session.
    expect(pageCacheKey(get('/bed-linen', { Cookie: 'customer=' }))).not.toBeNull();
  });

  it('caches only GET requests for pages, never assets, API routes, media or the version file', () => {
    expect(pageCacheKey({ method: 'POST', url: '/bed-linen', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'HEAD', url: '/bed-linen', headers: {} })).toBeNull();
    for (const url of [
      '/_next/static/a.js',
      '/api/magento/products',
      '/media/x.webp',
      '/version.json',
    ]) {
      expect(pageCacheKey(get(url))).toBeNull();
    }
  });

  it('keeps only successful HTML or RSC answers that set no cookie', () => {
    expect(isStorable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isStorable(200, { 'content-type': 'text/x-component' })).toBe(true);
    expect(isStorable(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isStorable(307, {})).toBe(false);
    expect(isStorable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isStorable(200, { 'content-type': 'application/json' })).toBe(false);
  });

  it('never replays headers of one connection or one moment', () => {
    expect(
      replayableHeaders({
        'content-type': 'text/html',
        'content-length': 10,
        date: 'x',
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
        vary: 'rsc',
      }),
    ).toEqual({ 'content-type': 'text/html', vary: 'rsc' });
  });
});
