import { describe, expect, it } from 'vitest';
import {
  isStorable,
  negotiatedEncoding,
  pageCacheKey,
  replayableHeaders,
  requestCookies,
  varyWithEncoding,
  withNonce,
} from './page-cache';

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
  });

  it('reads cookies as Next does: names untrimmed, the last duplicate wins, bad encoding dropped', () => {
    const cookies = requestCookies(
      get('/', { Cookie: 'currency=GBP; currency =EUR; store=a%20b' }),
    );
    expect(cookies.get('currency')).toBe('GBP');
    expect(cookies.get('currency ')).toBe('EUR');
    expect(cookies.get('store')).toBe('a b');
    expect(requestCookies(get('/', { Cookie: 'currency=GBP; currency=EUR' })).get('currency')).toBe(
      'EUR',
    );
    expect(requestCookies(get('/', { Cookie: 'currency=%E0%A4%A' })).has('currency')).toBe(false);
    expect(requestCookies(get('/', { Cookie: 'customer' })).get('customer')).toBe('true');
  });

  it('keys the currency Next renders with, whatever spaces, tabs or duplicates the header holds', () => {
    const gbp = pageCacheKey(get('/duvets', { Cookie: 'currency=GBP; store=default' }));
    const eur = pageCacheKey(get('/duvets', { Cookie: 'currency=EUR; store=default' }));
    for (const trick of [
      'currency=GBP; currency =EUR; store=default',
      'currency=GBP; currency\t=EUR; store=default',
      'currency=GBP;currency= EUR; store=default',
      'currency=EUR; currency=GBP; store=default',
    ]) {
      const key = pageCacheKey(get('/duvets', { Cookie: trick }));
      expect(key).not.toBe(eur);
      if (!trick.includes('= EUR')) expect(key).toBe(gbp);
    }
  });

  it('never serves from the cache a shopper with a session or a pending message, whatever its value', () => {
    for (const cookie of [
      'customer=abc',
      'refreshToken=r',
      'message=Hello',
      'customer',
      'customer=',
      'refreshToken',
    ]) {
      expect(pageCacheKey(get('/bed-linen', { Cookie: `currency=EUR; ${cookie}` }))).toBeNull();
    }
  });

  it('serves a shopper whose only personal cookie is a cart the same page as everyone (its counts load in the browser)', () => {
    const anonymous = pageCacheKey(get('/bed-linen', { Cookie: 'currency=EUR' }));
    expect(anonymous).not.toBeNull();
    expect(
      pageCacheKey(get('/bed-linen', { Cookie: `currency=EUR; cart=${'a'.repeat(32)}` })),
    ).toBe(anonymous);
    expect(pageCacheKey(get('/bed-linen', { Cookie: 'cart=x; customer=abc' }))).toBeNull();
  });

  it('never keeps or answers the cart page or checkout, with or without a cart', () => {
    for (const path of ['/cart', '/us/cart', '/at/cart/', '/checkout', '/me/checkout/shipping']) {
      expect(pageCacheKey(get(path)), path).toBeNull();
      expect(pageCacheKey(get(path, { Cookie: 'cart=abc' })), path).toBeNull();
    }
    expect(pageCacheKey(get('/cartography'))).not.toBeNull();
  });

  it('never keeps or answers any checkout step or the thank-you page, in any storefront', () => {
    const steps = ['user-account', 'shipping', 'billing', 'payment', 'thank-you'];
    for (const prefix of ['', '/en', '/us', '/me', '/sa', '/at']) {
      for (const step of steps) {
        const path = `${prefix}/checkout/${step}`;
        expect(pageCacheKey(get(path)), path).toBeNull();
        expect(pageCacheKey(get(`${path}?utm_source=mail`)), path).toBeNull();
      }
    }
    expect(pageCacheKey(get('/checkouts-guide'))).not.toBeNull();
  });

  it('never keeps or answers an account page or the newsletter confirmation, signed in or not, under any storefront prefix', () => {
    for (const path of [
      '/customer',
      '/customer/my-profile',
      '/customer/login-register?ref=passwordReset',
      '/at/customer/addresses-details',
      '/us/customer/',
      '/en/customer/order-history/1',
      '/at/newsletter/confirm?code=abc',
    ]) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    expect(pageCacheKey(get('/customer-care'))).not.toBeNull();
    expect(pageCacheKey(get('/at/customer-care/impressum'))).not.toBeNull();
  });

  it('never keeps or answers the order history or an order, its pages and its numbers included, for a shopper with or without a session', () => {
    for (const path of [
      '/customer/order-history',
      '/customer/order-history?page=2',
      '/us/customer/order-history',
      '/at/customer/order-history?page=3',
      '/customer/order-history/000000001',
      '/us/customer/order-history/000000001',
      '/at/customer/order-history/000000042',
      '/me/customer/order-history/000000007?x=1',
    ]) {
      expect(pageCacheKey(get(path)), path).toBeNull();
      expect(pageCacheKey(get(path, { Cookie: 'currency=EUR' })), path).toBeNull();
      expect(pageCacheKey(get(path, { Cookie: 'customer=abc' })), path).toBeNull();
    }
  });

  it('never answers from the cache a request the proxy would redirect by locale', () => {
    expect(pageCacheKey(get('/'))).not.toBeNull();
    expect(pageCacheKey(get('/', { Cookie: 'locale=me' }))).toBeNull();
    expect(pageCacheKey(get('/', { 'Accept-Language': 'de-AT,de;q=0.9' }))).toBeNull();
    expect(pageCacheKey(get('/', { 'Accept-Language': 'en-GB,en;q=0.9' }))).not.toBeNull();
    expect(pageCacheKey(get('/at'))).not.toBeNull();
    expect(pageCacheKey(get('/%E0%A4%A'))).toBeNull();
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

  it('answers gzip only to a client that accepts it, and otherwise no encoding at all', () => {
    expect(negotiatedEncoding('gzip, deflate, br')).toBe('gzip');
    expect(negotiatedEncoding('br;q=1, gzip;q=0.5')).toBe('gzip');
    expect(negotiatedEncoding('*')).toBe('gzip');
    expect(negotiatedEncoding('deflate')).toBe('identity');
    expect(negotiatedEncoding('br')).toBe('identity');
    expect(negotiatedEncoding('gzip;q=0, *')).toBe('identity');
    expect(negotiatedEncoding('*;q=0')).toBe('identity');
    expect(negotiatedEncoding('identity')).toBe('identity');
    expect(negotiatedEncoding('')).toBe('identity');
  });

  it('keeps only successful HTML or RSC answers that set no cookie', () => {
    expect(isStorable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isStorable(200, { 'content-type': 'text/x-component' })).toBe(true);
    expect(isStorable(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isStorable(307, {})).toBe(false);
    expect(isStorable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isStorable(200, { 'content-type': 'application/json' })).toBe(false);
  });

  it('never replays headers of one connection, one moment, one encoding or one nonce', () => {
    expect(
      replayableHeaders({
        'content-type': 'text/html',
        'content-length': 10,
        date: 'x',
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
        'content-encoding': 'gzip',
        'content-security-policy': "script-src 'nonce-abc'",
        vary: 'rsc',
      }),
    ).toEqual({ 'content-type': 'text/html', vary: 'rsc' });
    expect(varyWithEncoding('RSC, Accept-Encoding')).toBe('RSC, Accept-Encoding');
    expect(varyWithEncoding('RSC')).toBe('RSC, Accept-Encoding');
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
  });

  it('swaps a stored nonce for a fresh one everywhere in the body', () => {
    const body = Buffer.from('<script nonce="a+b/c=">1</script><script nonce="a+b/c=">2</script>');
    expect(withNonce(body, 'a+b/c=', 'NEW').toString()).toBe(
      '<script nonce="NEW">1</script><script nonce="NEW">2</script>',
    );
  });
});
