import { describe, expect, it, inject } from 'vitest';

const post = (path: string, body: string) =>
  fetch(new URL(path, inject('storefrontUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the storefront API middleware', () => {
  it('runs a registered method and answers its data', async () => {
    const response = await post('/api/magento/storeConfig', '{}');
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('EUR');
  });

  it('serves the spec call categoryList by url_key and getCategoryList without filters', async () => {
    const byKey = await post(
      '/api/magento/categoryList',
      JSON.stringify({ filters: { url_key: { in: ['bed-linen', 'duvets'] } } }),
    );
    expect(byKey.status).toBe(200);
    const found = (await byKey.json()) as { data: { categoryList: { url_path: string }[] } };
    expect(found.data.categoryList.map((c) => c.url_path).sort()).toEqual(['bed-linen', 'duvets']);

    const all = await post('/api/magento/getCategoryList', '{}');
    expect(all.status).toBe(200);
    const list = (await all.json()) as { data: { categoryList: unknown[] } };
    expect(list.data.categoryList.length).toBeGreaterThan(0);
  });

  it('answers a stale currency cookie with data in the store default currency, not an error', async () => {
    const response = await fetch(new URL('/api/magento/products', inject('storefrontUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'store=default; currency=JPY' },
      body: JSON.stringify({ filter: { url_key: { eq: 'aurelia-sateen-bed-linen-set' } } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      errors?: unknown;
      data: { products: { items: { price_range: unknown }[] } };
    };
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data.products.items[0]?.price_range)).toContain('EUR');
  });

  it('answers 404 for a method the registry does not know', async () => {
    const response = await post('/api/magento/dropAllTables', '{}');
    expect(response.status).toBe(404);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('/api/magento/storeConfig', '{not json');
    expect(response.status).toBe(400);
  });

  it('answers 500 Unknown middleware for an unknown integration', async () => {
    const response = await post('/api/shopify/storeConfig', '{}');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ message: 'Unknown middleware' });
  });
});

describe('the version file', () => {
  it('serves the build id as JSON without caching', async () => {
    const response = await fetch(new URL('/version.json', inject('storefrontUrl')));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version?: unknown };
    expect(typeof body.version).toBe('string');
    expect(String(body.version).length).toBeGreaterThan(0);
  });
});

describe('the storefront API middleware refuses', () => {
  const alert = JSON.stringify({ sku: 'no-such-sku', email: 'shopper@example.com' });
  const send = (path: string, headers: Record<string, string>, body: string) =>
    fetch(new URL(path, inject('storefrontUrl')), { method: 'POST', headers, body });

  it('a change of state from another site (403), and lets the shop itself through', async () => {
    const json = { 'content-type': 'application/json' };
    const evil = { ...json, origin: 'https://evil.example' };
    expect((await send('/api/magento/subscribeProductAlertStock', evil, alert)).status).toBe(403);
    const crossSite = { ...json, 'sec-fetch-site': 'cross-site' };
    expect((await send('/api/magento/subscribeProductAlertStock', crossSite, alert)).status).toBe(
      403,
    );
    const own = { ...json, origin: new URL(inject('storefrontUrl')).origin };
    expect((await send('/api/magento/subscribeProductAlertStock', own, alert)).status).not.toBe(
      403,
    );
  });

  it('anything but JSON (415) and bodies over the limit (413)', async () => {
    const plain = { 'content-type': 'text/plain', origin: 'https://evil.example' };
    expect((await send('/api/magento/subscribeProductAlertStock', plain, alert)).status).toBe(415);
    const big = JSON.stringify({ search: 'x'.repeat(100_000) });
    expect(
      (await send('/api/magento/products', { 'content-type': 'application/json' }, big)).status,
    ).toBe(413);
  });

  it('a path that is not valid percent encoding with 400, not 500', async () => {
    expect(
      (await send('/api/magento/%c0', { 'content-type': 'application/json' }, '{}')).status,
    ).toBe(400);
    expect(
      (await fetch(new URL('/media/%c0%ae%c0%ae/x.webp', inject('storefrontUrl')))).status,
    ).toBe(400);
  });
});
