import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callApiMethod, LOCALE_REQUEST_HEADER } from './api-client';
import type { SearchHit } from './types/catalog';
import type { StockAlertView } from './types/product';

const hit: SearchHit = { key: 'MQ==', label: 'Woolux Merino Duvet', href: '/woolux', image: null };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApiMethod', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the shopper home (of their storefront) when an answer carries graphql-authorization', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    answer(200, {
      data: null,
      errors: [
        { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
      ],
    });
    const result = await callApiMethod('at', 'customer');
    expect(result).toMatchObject({ ok: false, message: "The current customer isn't authorized." });
    expect(assign).toHaveBeenCalledWith('/at');
  });

  it('keeps the shopper on the page for any other error', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    answer(200, {
      data: null,
      errors: [
        { message: 'The account sign-in was incorrect', category: 'graphql-authentication' },
      ],
    });
    await callApiMethod('en', 'generateCustomerToken', { email: 'a@b.at', password: 'x' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('posts the arguments to the method route with the storefront locale', async () => {
    const fetchMock = answer(200, { data: [hit] });
    const result = await callApiMethod('me', 'productSearch', { search: 'silk', pageSize: 6 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/magento/productSearch',
      expect.objectContaining({
        method: 'POST',
        body: '{"search":"silk","pageSize":6}',
        headers: expect.objectContaining({ [LOCALE_REQUEST_HEADER]: 'me' }),
      }),
    );
    expect(result).toEqual({ ok: true, data: [hit] });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<SearchHit[]>();
  });

  it('sends an empty object for a method without arguments', async () => {
    const fetchMock = answer(200, { data: { storeCode: 'default' } });
    await callApiMethod('en', 'storeConfig');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/magento/storeConfig',
      expect.objectContaining({ body: '{}' }),
    );
  });

  it('joins GraphQL errors into one failure message', async () => {
    answer(200, { data: null, errors: [{ message: 'No such sku' }, { message: 'Try later' }] });
    const result = await callApiMethod('en', 'subscribeProductAlertStock', {
      sku: 'LF-1',
      email: 'mira@example.com',
    });
    expect(result).toMatchObject({ ok: false, status: 200, message: 'No such sku, Try later' });
  });

  it('answers the route message for a refused call and status 0 when the network fails', async () => {
    answer(400, { message: 'Invalid arguments' });
    expect(await callApiMethod('en', 'storeConfig')).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid arguments',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await callApiMethod('en', 'storeConfig')).toEqual({
      ok: false,
      status: 0,
      message: 'Request failed',
    });
  });

  it('types each call from the registry: its name, its arguments and its answer', () => {
    // Never run: `npm run typecheck` fails when one of the marked calls starts to compile.
    const calls = () => {
      // @ts-expect-error: no such method in the registry
      void callApiMethod('en', 'dropAllTables', {});
      // @ts-expect-error: productSearch needs its search term
      void callApiMethod('en', 'productSearch', { pageSize: 6 });
      // @ts-expect-error: pageSize is a number
      void callApiMethod('en', 'productSearch', { search: 'silk', pageSize: '6' });
      // @ts-expect-error: the stock alert needs sku and email
      void callApiMethod('en', 'subscribeProductAlertStock');
      // @ts-expect-error: the registry's schemas are strict
      void callApiMethod('en', 'route', { url: 'duvets', locale: 'en' });
    };
    expect(calls).toBeTypeOf('function');
    expectTypeOf(callApiMethod<'subscribeProductAlertStock'>)
      .returns.resolves.extract<{ ok: true }>()
      .toEqualTypeOf<{ ok: true; data: StockAlertView }>();
  });
});
