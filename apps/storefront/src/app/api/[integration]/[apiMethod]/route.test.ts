import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { POST } = await import('./route');

const shop = 'http://shop.test';

function post(
  method: string,
  init: { body?: BodyInit; headers?: Record<string, string>; duplex?: 'half' } = {},
) {
  const request = new NextRequest(`${shop}/api/magento/${method}`, {
    method: 'POST',
    body: init.body ?? '{}',
    headers: { host: 'shop.test', 'content-type': 'application/json', ...init.headers },
    ...(init.duplex ? { duplex: init.duplex } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  return POST(request, { params: Promise.resolve({ integration: 'magento', apiMethod: method }) });
}

const alert = JSON.stringify({ sku: 'DUVET-1', email: 'a@example.com' });

describe('POST /api/magento/{apiMethod} before it reads the body', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers 404 for an unknown method whatever the body', async () => {
    expect((await post('noSuchMethod', { body: 'x'.repeat(200_000) })).status).toBe(404);
  });

  it('refuses a body declared larger than the limit with 413', async () => {
    const response = await post('products', {
      body: JSON.stringify({ search: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const response = await post('products', { headers: { 'content-length': '104857600' } });
    expect(response.status).toBe(413);
  });

  it('refuses a streamed body that grows past the limit with 413', async () => {
    vi.stubEnv('API_BODY_LIMIT_BYTES', '1024');
    const chunk = new TextEncoder().encode('x'.repeat(600));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await post('products', { body, duplex: 'half' });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('accepts JSON only: text/plain and form posts are 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post('products', { headers: { 'content-type': type } });
      expect(response.status).toBe(415);
    }
  });

  it('refuses a method that changes state from another origin with 403', async () => {
    const evil = await post('subscribeProductAlertStock', {
      body: alert,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const crossSite = await post('subscribeProductAlertStock', {
      body: alert,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const plainText = await post('subscribeProductAlertStock', {
      body: alert,
      headers: { origin: shop, 'content-type': 'text/plain' },
    });
    expect(plainText.status).toBe(415);
  });

  it('refuses every cart change from another site with 403, before asking commerce', async () => {
    const changes: Array<[string, unknown]> = [
      ['createEmptyCart', {}],
      ['mergeCarts', {}],
      ['addProductsToCart', { cartItems: [{ sku: 'A', quantity: 1 }] }],
      ['updateCartItems', { cart_items: [{ cart_item_uid: 'MQ==', quantity: 2 }] }],
      ['removeItemFromCart', { cart_item_uid: 'MQ==' }],
      ['clearCart', {}],
      ['setGuestEmailOnCart', { email: 'a@example.com' }],
      ['applyCouponsToCart', { coupon_codes: ['WELCOME10'] }],
      ['removeCouponsFromCart', {}],
      ['setGiftWrapOnCart', {}],
      ['unsetGiftWrapOnCart', {}],
      ['setGiftWrapDetails', { message: 'Hi', from: 'A', to: 'B' }],
      ['moveCartItemsToWishlist', {}],
    ];
    for (const [method, args] of changes) {
      const response = await post(method, {
        body: JSON.stringify(args),
        headers: { origin: 'https://evil.example', cookie: `cart=${'a'.repeat(32)}` },
      });
      expect(response.status, method).toBe(403);
    }
  });

  it('takes the shop origin from SITE_URL when it is set', async () => {
    vi.stubEnv('SITE_URL', 'https://www.loomfront.example');
    const fromHost = await post('subscribeProductAlertStock', {
      body: alert,
      headers: { origin: shop },
    });
    expect(fromHost.status).toBe(403);
  });
});
