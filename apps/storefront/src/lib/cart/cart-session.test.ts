import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => new Map(),
}));
const { adoptCartOnLogin, loadSessionCart, sessionCartQuantity, withSessionCart } =
  await import('./cart-session');

const GUEST = 'G'.repeat(32);
const CUSTOMER = 'C'.repeat(32);
const FRESH = 'F'.repeat(32);

type Call = { operation: string; variables: Record<string, unknown>; token: string | undefined };

/** A cookie jar that remembers what was written, as the API route's overlay jar does. */
function jar(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name: string) => values.get(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  };
}

/** Commerce answering each operation by name; records what was asked. */
function commerce(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const headers = init.headers as Record<string, string>;
    calls.push({ operation, variables: body.variables, token: headers.Authorization });
    const answer = answers[operation];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return Response.json(answer(body.variables));
  });
  return calls;
}

const cart = (id: string, total = 0) => ({ id, total_quantity: total, items: [] });
const missing = (id: string) => ({
  errors: [
    {
      message: `Could not find a cart with ID "${id}"`,
      extensions: { category: 'graphql-no-such-entity' },
    },
  ],
  data: { cart: null },
});

afterEach(() => vi.unstubAllGlobals());

describe("the session's cart on the server", () => {
  it('asks commerce nothing for a shopper without a cart, and creates none by looking', async () => {
    const calls = commerce({});
    const cookies = jar({});
    expect(await loadSessionCart({ locale: 'us', cookies, currency: 'USD' })).toEqual({
      ok: true,
      data: null,
    });
    expect(await sessionCartQuantity({ locale: 'us', cookies, currency: 'USD' })).toEqual({
      ok: true,
      data: 0,
    });
    expect(calls).toEqual([]);
    expect(cookies.values.has('cart')).toBe(false);
  });

  it("loads the customer's own cart with a token, whatever the cart cookie says, and the cookie follows it", async () => {
    const calls = commerce({ CustomerCart: () => ({ data: { customerCart: cart(CUSTOMER, 2) } }) });
    const cookies = jar({ customer: 'token', cart: GUEST });
    const result = await loadSessionCart({ locale: 'us', cookies, currency: 'USD' });
    expect(result).toMatchObject({ ok: true, data: { id: CUSTOMER } });
    expect(calls.map((c) => c.operation)).toEqual(['CustomerCart']);
    expect(cookies.values.get('cart')).toBe(CUSTOMER);
  });

  it('forgets a guest cart that commerce no longer knows, so the next add starts a new one', async () => {
    commerce({ Cart: (v) => missing(String(v.cartId)) });
    const cookies = jar({ cart: GUEST });
    expect(await loadSessionCart({ locale: 'us', cookies, currency: 'USD' })).toEqual({
      ok: true,
      data: null,
    });
    expect(cookies.values.has('cart')).toBe(false);
  });

  it('keeps the guest cart when commerce is away', async () => {
    commerce({
      CartTotalQty: () => {
        throw new TypeError('fetch failed');
      },
    });
    const cookies = jar({ cart: GUEST });
    const result = await sessionCartQuantity({ locale: 'us', cookies, currency: 'USD' });
    expect(result.ok).toBe(false);
    expect(cookies.values.get('cart')).toBe(GUEST);
  });

  it('creates a cart on the first add and remembers it', async () => {
    commerce({ CreateEmptyCart: () => ({ data: { createEmptyCart: FRESH } }) });
    const cookies = jar({});
    const result = await withSessionCart(
      { locale: 'us', cookies, currency: 'USD' },
      { create: true },
      async (id) => ({
        ok: true as const,
        data: id,
      }),
    );
    expect(result).toEqual({ ok: true, data: FRESH });
    expect(cookies.values.get('cart')).toBe(FRESH);
  });

  it('starts a new cart and adds again when the stored guest cart has gone', async () => {
    commerce({ CreateEmptyCart: () => ({ data: { createEmptyCart: FRESH } }) });
    const cookies = jar({ cart: GUEST });
    const tried: string[] = [];
    const result = await withSessionCart(
      { locale: 'us', cookies, currency: 'USD' },
      { create: true },
      async (id) => {
        tried.push(id);
        return id === GUEST
          ? {
              ok: false as const,
              kind: 'graphql' as const,
              data: null,
              errors: [
                {
                  message: `Could not find a cart with ID "${id}"`,
                  category: 'graphql-no-such-entity',
                },
              ],
            }
          : { ok: true as const, data: id };
      },
    );
    expect(tried).toEqual([GUEST, FRESH]);
    expect(result).toEqual({ ok: true, data: FRESH });
    expect(cookies.values.get('cart')).toBe(FRESH);
  });

  it('keeps the cart when commerce refuses a change with another no-such-entity, such as an invalid coupon', async () => {
    const calls = commerce({});
    const cookies = jar({ cart: GUEST });
    const refused = {
      ok: false as const,
      kind: 'graphql' as const,
      data: null,
      errors: [
        {
          message: "The coupon code isn't valid. Verify the code and try again.",
          category: 'graphql-no-such-entity',
        },
      ],
    };
    const result = await withSessionCart(
      { locale: 'us', cookies, currency: 'USD' },
      { create: false },
      async () => refused,
    );
    expect(result).toEqual(refused);
    expect(cookies.values.get('cart')).toBe(GUEST);
    expect(calls).toEqual([]);
  });

  it('does not create a cart for a change to a cart the shopper does not have', async () => {
    const calls = commerce({});
    const result = await withSessionCart(
      { locale: 'us', cookies: jar({}), currency: 'USD' },
      { create: false },
      async () => ({ ok: true as const, data: 1 }),
    );
    expect(result).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('logging in with a guest cart', () => {
  it("merges the guest cart into the customer's and then follows the customer cart", async () => {
    const calls = commerce({
      CustomerCartTotalQty: () => ({ data: { customerCart: cart(CUSTOMER, 1) } }),
      MergeCarts: () => ({ data: { mergeCarts: cart(CUSTOMER, 3) } }),
    });
    const cookies = jar({ customer: 'new-token', cart: GUEST });
    await adoptCartOnLogin({ locale: 'us', cookies, currency: 'USD' });
    expect(calls.map((c) => [c.operation, c.token])).toEqual([
      ['CustomerCartTotalQty', 'Bearer new-token'],
      ['MergeCarts', 'Bearer new-token'],
    ]);
    expect(calls[1]!.variables).toEqual({ sourceCartId: GUEST, destinationCartId: CUSTOMER });
    expect(cookies.values.get('cart')).toBe(CUSTOMER);
  });

  it('merges nothing without a guest cart, or when it already is the customer cart', async () => {
    for (const initial of [{ customer: 't' }, { customer: 't', cart: CUSTOMER }] as Array<
      Record<string, string>
    >) {
      const calls = commerce({
        CustomerCartTotalQty: () => ({ data: { customerCart: cart(CUSTOMER) } }),
      });
      const cookies = jar(initial);
      await adoptCartOnLogin({ locale: 'us', cookies, currency: 'USD' });
      expect(calls.map((c) => c.operation)).toEqual(['CustomerCartTotalQty']);
      expect(cookies.values.get('cart')).toBe(CUSTOMER);
    }
  });

  it('still follows the customer cart when commerce refuses the merge (the guest cart was ordered)', async () => {
    commerce({
      CustomerCartTotalQty: () => ({ data: { customerCart: cart(CUSTOMER) } }),
      MergeCarts: () => ({ errors: [{ message: "The cart isn't active." }], data: null }),
    });
    const cookies = jar({ customer: 't', cart: GUEST });
    await adoptCartOnLogin({ locale: 'us', cookies, currency: 'USD' });
    expect(cookies.values.get('cart')).toBe(CUSTOMER);
  });
});
