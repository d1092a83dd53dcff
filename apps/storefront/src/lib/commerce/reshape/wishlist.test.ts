import { describe, expect, it } from 'vitest';
import type { WishlistFieldsFragment } from '@/gql/graphql';
import { customerWishlistView, wishlistItemsCountOf, wishlistView } from './wishlist';

type RawItem = NonNullable<NonNullable<WishlistFieldsFragment['items_v2']>['items'][number]>;

const product = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SimpleProduct' as const,
  uid: 'MTA=',
  sku: 'PILLOW-50',
  name: 'Aurelia Pillow',
  url_key: 'aurelia-pillow',
  url_rewrites: [{ url: 'aurelia-pillow' }],
  stock_status: 'IN_STOCK' as const,
  only_x_left_in_stock: null,
  small_image: { url: '/media/catalog/au/aurelia-pillow.webp', label: '' },
  price_range: {
    minimum_price: {
      regular_price: { value: 59, currency: 'EUR' as const },
      final_price: { value: 49.9, currency: 'EUR' as const },
    },
  },
  ...overrides,
});

const simple = (id: string, overrides: Record<string, unknown> = {}) =>
  ({
    __typename: 'SimpleWishlistItem',
    id,
    quantity: 1,
    added_at: '2026-11-24 10:00:00',
    product: product(overrides),
  }) as RawItem;

const list = (items: Array<RawItem | null>, count?: number | null): WishlistFieldsFragment => ({
  id: '4',
  items_count: count === undefined ? items.length : count,
  items_v2: { items },
});

describe('the wish list view', () => {
  it('keeps what the page shows of an item: product, link, picture, prices and stock', () => {
    const view = wishlistView(list([simple('11')]));
    expect(view).toEqual({
      id: '4',
      itemsCount: 1,
      items: [
        {
          id: '11',
          quantity: 1,
          typename: 'SimpleWishlistItem',
          product: {
            uid: 'MTA=',
            sku: 'PILLOW-50',
            name: 'Aurelia Pillow',
            typename: 'SimpleProduct',
            href: '/aurelia-pillow',
            image: { src: '/media/catalog/au/aurelia-pillow.webp', alt: 'Aurelia Pillow' },
            price: {
              final: { value: 49.9, currency: 'EUR' },
              regular: { value: 59, currency: 'EUR' },
            },
            inStock: true,
            onlyLeft: null,
          },
          childSku: null,
          options: [],
        },
      ],
    });
  });

  it('leaves out null items and items whose product is gone', () => {
    const view = wishlistView(
      list([null, { ...simple('12'), product: null } as RawItem, simple('13')]),
    );
    expect(view?.items.map((item) => item.id)).toEqual(['13']);
  });

  it("names a configurable's chosen variant and options, and a bundle's selections", () => {
    const configurable = {
      ...simple('21', { __typename: 'ConfigurableProduct', sku: 'DUVET' }),
      __typename: 'ConfigurableWishlistItem',
      child_sku: 'DUVET-200',
      configurable_options: [{ option_label: 'Size', value_label: '200 × 220 cm' }, null],
    } as RawItem;
    const bundle = {
      ...simple('22', { __typename: 'BundleProduct', sku: 'SET' }),
      __typename: 'BundleWishlistItem',
      bundle_options: [
        { label: 'Pillowcases', values: [{ label: 'Oxford', quantity: 2 }] },
        { label: 'Sheet', values: [{ label: 'Fitted', quantity: 1 }] },
        { label: 'Nothing chosen', values: [] },
      ],
    } as RawItem;
    const [c, b] = wishlistView(list([configurable, bundle]))!.items;
    expect(c).toMatchObject({
      childSku: 'DUVET-200',
      options: [{ label: 'Size', value: '200 × 220 cm' }],
    });
    expect(b).toMatchObject({
      childSku: null,
      options: [
        { label: 'Pillowcases', value: '2 × Oxford' },
        { label: 'Sheet', value: 'Fitted' },
      ],
    });
  });

  it('tells an out-of-stock product and a low one', () => {
    const [out, low] = wishlistView(
      list([
        simple('31', { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: 2 }),
        simple('32', { only_x_left_in_stock: 2 }),
      ]),
    )!.items;
    expect(out?.product).toMatchObject({ inStock: false, onlyLeft: null });
    expect(low?.product).toMatchObject({ inStock: true, onlyLeft: 2 });
  });

  it('takes the first wish list of the customer, and none without an id', () => {
    expect(customerWishlistView([null, { ...list([]), id: null }, list([simple('1')])])?.id).toBe(
      '4',
    );
    expect(customerWishlistView([])).toBeNull();
    expect(customerWishlistView(null)).toBeNull();
  });
});

describe('the wish list count', () => {
  it("sums items_count across the customer's wish lists", () => {
    expect(wishlistItemsCountOf([{ items_count: 2 }, null, { items_count: 3 }])).toBe(5);
  });

  it('is zero without wish lists or counts', () => {
    expect(wishlistItemsCountOf(null)).toBe(0);
    expect(wishlistItemsCountOf([{ items_count: null }])).toBe(0);
  });
});
