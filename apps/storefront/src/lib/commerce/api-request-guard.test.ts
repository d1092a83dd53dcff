import { describe, expect, it } from 'vitest';
import {
  apiBodyLimit,
  isFromShop,
  isJsonContentType,
  readLimitedText,
  refuseApiRequest,
} from './api-request-guard';

const shop = 'https://shop.example';
const request = (overrides: Partial<Parameters<typeof isFromShop>[0]> = {}) => ({
  contentType: 'application/json',
  contentLength: null,
  origin: shop,
  secFetchSite: 'same-origin',
  ...overrides,
});

describe('the API route guard', () => {
  it('limits bodies to 64 KB unless API_BODY_LIMIT_BYTES says otherwise', () => {
    expect(apiBodyLimit(undefined)).toBe(65_536);
    expect(apiBodyLimit('')).toBe(65_536);
    expect(apiBodyLimit('-1')).toBe(65_536);
    expect(apiBodyLimit('1024')).toBe(1024);
  });

  it('accepts application/json with or without a charset, and nothing else', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it('takes a request from the shop by its Origin, or by Sec-Fetch-Site when Origin is absent', () => {
    const configured = { origin: shop };
    expect(isFromShop(request(), configured)).toBe(true);
    expect(isFromShop(request({ origin: null }), configured)).toBe(true);
    expect(isFromShop(request({ origin: 'https://evil.example' }), configured)).toBe(false);
    expect(isFromShop(request({ origin: 'http://shop.example' }), configured)).toBe(false);
    expect(isFromShop(request({ origin: 'null' }), configured)).toBe(false);
    expect(isFromShop(request({ origin: null, secFetchSite: 'cross-site' }), configured)).toBe(
      false,
    );
    expect(isFromShop(request({ origin: null, secFetchSite: null }), configured)).toBe(false);
  });

  it('without SITE_URL, takes the host the request was sent to, whatever TLS ended before it', () => {
    const byHost = { host: 'shop.example' };
    expect(isFromShop(request({ origin: 'https://shop.example' }), byHost)).toBe(true);
    expect(isFromShop(request({ origin: 'http://shop.example' }), byHost)).toBe(true);
    expect(isFromShop(request({ origin: 'https://shop.example.evil' }), byHost)).toBe(false);
    expect(isFromShop(request({ origin: 'null' }), byHost)).toBe(false);
  });

  it('lets a read through from anywhere, but a change of state only from the shop', () => {
    const evil = request({ origin: 'https://evil.example', secFetchSite: 'cross-site' });
    const options = { shop: { origin: shop }, limitBytes: 100 };
    expect(refuseApiRequest(evil, { ...options, changesState: false })).toBeNull();
    expect(refuseApiRequest(evil, { ...options, changesState: true })?.status).toBe(403);
    expect(refuseApiRequest(request(), { ...options, changesState: true })).toBeNull();
    expect(
      refuseApiRequest(request({ contentLength: '101' }), { ...options, changesState: false })
        ?.status,
    ).toBe(413);
  });

  it('stops reading a stream at the limit', async () => {
    const body = new Blob(['x'.repeat(300)]).stream();
    expect(await readLimitedText(body, 100)).toMatchObject({ ok: false, status: 413 });
    expect(await readLimitedText(new Blob(['{"a":1}']).stream(), 100)).toEqual({
      ok: true,
      text: '{"a":1}',
    });
  });
});
