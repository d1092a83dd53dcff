// A customer's wish list as services see it. Magento Open Source gives every customer one, made
// the first time it is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../composition-root';
import type { CommerceDatabase } from '../../db/database';
import { customerContexts, refusalOf } from '../../testing/service-context';
import { openTestDatabase } from '../../testing/test-database';

let database: CommerceDatabase;
let services: Services;
const as = customerContexts(() => services);

beforeAll(async () => {
  database = await openTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('a customer wish list', () => {
  it('is made on the first read, empty, and is the same one on every later read', async () => {
    const context = await as(930_001);
    const first = await services.wishlists.customerWishlist(context);
    expect(await services.wishlists.itemsCount(first.id!)).toBe(0);
    expect(first.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(first.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await services.wishlists.customerWishlists(context, {});
    expect(again).toEqual([first]);
    expect(await services.wishlists.customerWishlistById(context, first.id!)).toEqual(first);
  });

  it('is made once when the first reads arrive at the same time', async () => {
    const context = await as(930_002);
    const lists = await Promise.all(
      [1, 2, 3].map(() => services.wishlists.customerWishlist(context)),
    );
    expect(new Set(lists.map((list) => list.id)).size).toBe(1);
  });

  it('pages its items (none yet)', async () => {
    const context = await as(930_001);
    const list = await services.wishlists.customerWishlist(context);
    expect(
      await services.wishlists.items(context, list.id!, { pageSize: 5, currentPage: 1 }),
    ).toEqual({
      items: [],
      page_info: { current_page: 1, page_size: 5, total_pages: 0 },
    });
  });

  it('answers another customer’s wish list id as a missing one: null', async () => {
    const adas = await services.wishlists.customerWishlist(await as(930_003));
    const bob = await as(930_004);
    expect(await services.wishlists.customerWishlistById(bob, adas.id!)).toBeNull();
    expect(await services.wishlists.customerWishlistById(bob, '2000000000')).toBeNull();
    expect(await services.wishlists.customerWishlistById(bob, 'not-an-id')).toBeNull();
  });

  it('refuses a guest', async () => {
    const guest = await as(null);
    for (const work of [
      services.wishlists.customerWishlist(guest),
      services.wishlists.customerWishlists(guest, {}),
      services.wishlists.customerWishlistById(guest, '1'),
    ]) {
      expect((await refusalOf(work)).category).toBe('graphql-authorization');
    }
  });
});

describe('a customer’s orders and compare list before checkout and compare exist', () => {
  it('answers an empty order history page', async () => {
    const context = await as(930_005);
    expect(await services.sales.customerOrders(context, {})).toEqual({
      items: [],
      page_info: { current_page: 1, page_size: 20, total_pages: 0 },
      total_count: 0,
    });
    expect(
      await services.sales.customerOrders(context, {
        filter: { number: { eq: '000000001' } },
        pageSize: 5,
        currentPage: 2,
      }),
    ).toMatchObject({ items: [], total_count: 0 });
  });

  it("refuses Magento's bad pages and an unbounded order number filter", async () => {
    const context = await as(930_005);
    expect(
      (await refusalOf(services.sales.customerOrders(context, { currentPage: 0 }))).message,
    ).toBe('currentPage value must be greater than 0.');
    expect((await refusalOf(services.sales.customerOrders(context, { pageSize: 0 }))).message).toBe(
      'pageSize value must be greater than 0.',
    );
    const many = Array.from({ length: 101 }, (_, n) => String(n));
    expect(
      (
        await refusalOf(
          services.sales.customerOrders(context, { filter: { number: { in: many } } }),
        )
      ).message,
    ).toBe('A filter may list at most 100 order numbers.');
  });

  it('answers a compare list of null', async () => {
    expect(await services.compare.customerList(await as(930_005))).toBeNull();
  });

  it('refuses a guest', async () => {
    const guest = await as(null);
    expect((await refusalOf(services.sales.customerOrders(guest, {}))).category).toBe(
      'graphql-authorization',
    );
    expect((await refusalOf(services.compare.customerList(guest))).category).toBe(
      'graphql-authorization',
    );
  });
});
