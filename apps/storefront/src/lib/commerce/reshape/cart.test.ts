import { describe, expect, it } from 'vitest';
import { cartView, giftWrapConfigView, type RawCart, type RawCartItem } from './cart';

const usd = (value: number) => ({ value, currency: 'USD' });

const pillow: RawCartItem = {
  __typename: 'SimpleCartItem',
  uid: 'item-1',
  quantity: 2,
  product: {
    __typename: 'SimpleProduct',
    uid: 'p-1',
    sku: 'PILLOW-1',
    name: 'Sovereign Pillow',
    url_key: 'sovereign-pillow',
    url_rewrites: [{ url: 'sovereign-pillow.html' }],
    small_image: { url: 'https://commerce.test/media/catalog/product/p.svg', label: '' },
    stock_status: 'IN_STOCK',
    saleable_qty: 4,
    is_returnable: false,
    is_product_alert_available: true,
  },
  prices: {
    price: usd(49.9),
    row_total: usd(99.8),
    row_total_including_tax: usd(108.78),
    total_item_discount: usd(0),
    discounts: [],
  },
};

const duvet: RawCartItem = {
  __typename: 'ConfigurableCartItem',
  uid: 'item-2',
  quantity: 1,
  saleable_qty: 0,
  is_available: false,
  errors: [{ message: 'Not enough' }, null, { message: '' }],
  product: { __typename: 'ConfigurableProduct', uid: 'p-2', sku: 'DUVET', name: 'Palazzo Duvet' },
  configured_variant: {
    uid: 'v-2',
    sku: 'DUVET-200',
    name: 'Palazzo Duvet 200',
    stock_status: 'OUT_OF_STOCK',
    saleable_qty: 0,
  },
  configurable_options: [
    { option_label: 'Size', value_label: '200 × 200 cm' },
    null,
    { option_label: 'Colour', value_label: null },
  ],
  prices: {
    price: usd(300),
    row_total: usd(300),
    row_total_including_tax: usd(327),
    total_item_discount: usd(30),
    discounts: [
      { label: 'WELCOME10', amount: usd(30) },
      { label: 'No amount', amount: null },
    ],
  },
};

const base: RawCart = {
  id: 'a'.repeat(32),
  email: null,
  is_virtual: false,
  total_quantity: 3,
  items: [pillow, null, duvet],
  applied_coupons: [{ code: 'WELCOME10' }, null],
  prices: {
    subtotal_excluding_tax: usd(399.8),
    subtotal_including_tax: usd(435.78),
    subtotal_with_discount_excluding_tax: usd(369.8),
    grand_total: usd(405.78),
    discounts: [{ label: 'WELCOME10', amount: usd(30) }],
    applied_taxes: [{ label: 'Sales tax', amount: usd(35.98) }],
  },
};

describe('cartView', () => {
  it('drops null items and keeps the others in order', () => {
    const view = cartView(base);
    expect(view).not.toHaveProperty('id');
    expect(view.items.map((item) => item.uid)).toEqual(['item-1', 'item-2']);
    expect(view.totalQuantity).toBe(3);
  });

  it('gives a line its product page, local picture and stock facts', () => {
    const [line] = cartView(base).items;
    expect(line?.product).toEqual({
      typename: 'SimpleProduct',
      uid: 'p-1',
      sku: 'PILLOW-1',
      name: 'Sovereign Pillow',
      href: '/sovereign-pillow.html',
      image: { src: '/media/catalog/product/p.svg', alt: 'Sovereign Pillow' },
      stockStatus: 'IN_STOCK',
      saleableQty: 4,
      isReturnable: false,
      isProductAlertAvailable: true,
      isGiftWrapAvailable: false,
    });
    expect(line?.variant).toBeNull();
    expect(line?.prices.totalDiscount).toBeNull();
  });

  it('gives a configurable line its variant and only complete option choices', () => {
    const line = cartView(base).items[1];
    expect(line?.variant).toMatchObject({ sku: 'DUVET-200', stockStatus: 'OUT_OF_STOCK' });
    expect(line?.configurableOptions).toEqual([{ label: 'Size', value: '200 × 200 cm' }]);
    expect(line?.prices.totalDiscount).toEqual(usd(30));
    expect(line).toMatchObject({ saleableQty: 0, isAvailable: false, errors: ['Not enough'] });
    expect(line?.prices.discounts).toEqual([{ label: 'WELCOME10', amount: usd(30) }]);
  });

  it('prices bundle parts in the line currency', () => {
    const bundle: RawCartItem = {
      __typename: 'BundleCartItem',
      uid: 'item-3',
      quantity: 1,
      product: { __typename: 'BundleProduct', uid: 'p-3', sku: 'SET', name: 'Bed set' },
      bundle_options: [
        {
          uid: 'o-1',
          label: 'Pillow',
          values: [{ uid: 'v-1', label: 'Nobilis', quantity: 2, price: 80 }, null],
        },
      ],
      prices: { price: usd(250), row_total: usd(250), row_total_including_tax: usd(250) },
    };
    const view = cartView({ ...base, items: [bundle] });
    expect(view.items[0]?.bundleOptions).toEqual([
      {
        uid: 'o-1',
        label: 'Pillow',
        values: [{ uid: 'v-1', label: 'Nobilis', quantity: 2, price: usd(80) }],
      },
    ]);
  });

  it('keeps coupons, discounts, taxes and the totals', () => {
    const view = cartView(base);
    expect(view.couponCodes).toEqual(['WELCOME10']);
    expect(view.prices).toEqual({
      subtotalExcludingTax: usd(399.8),
      subtotalIncludingTax: usd(435.78),
      subtotalWithDiscountExcludingTax: usd(369.8),
      grandTotal: usd(405.78),
      discounts: [{ label: 'WELCOME10', amount: usd(30) }],
      appliedTaxes: [{ label: 'Sales tax', amount: usd(35.98) }],
      giftWrap: null,
    });
    expect(view.giftWrapDetails).toBeNull();
  });

  it('reads gift wrap when it is priced and its details when any were given', () => {
    const wrapped: RawCartItem = {
      ...pillow,
      is_gift_wrap_applied: true,
      product: { ...pillow.product, is_gift_wrap_available: true },
    };
    const line = cartView({ ...base, items: [wrapped] }).items[0];
    expect(line?.isGiftWrapApplied).toBe(true);
    expect(line?.product.isGiftWrapAvailable).toBe(true);
    const view = cartView({
      ...base,
      prices: { ...base.prices, gift_wrap: usd(5) },
      gift_message: { message: 'Happy birthday', from: 'Ann', to: null },
    });
    expect(view.prices.giftWrap).toEqual(usd(5));
    expect(view.giftWrapDetails).toEqual({ message: 'Happy birthday', from: 'Ann', to: '' });
  });

  it('reads an empty cart without items, coupons or prices', () => {
    expect(cartView({ id: 'b'.repeat(32), items: null, total_quantity: 0 })).toEqual({
      email: null,
      isVirtual: false,
      totalQuantity: 0,
      hasOutOfStockItems: false,
      items: [],
      couponCodes: [],
      prices: {
        subtotalExcludingTax: null,
        subtotalIncludingTax: null,
        subtotalWithDiscountExcludingTax: null,
        grandTotal: null,
        discounts: [],
        appliedTaxes: [],
        giftWrap: null,
      },
      giftWrapDetails: null,
    });
  });
});

describe('giftWrapConfigView', () => {
  it('offers gift wrap only when commerce says it is enabled', () => {
    expect(
      giftWrapConfigView({
        available: true,
        price: usd(5),
        message_max_length: 500,
        name_max_length: 100,
      }),
    ).toEqual({ enabled: true, price: usd(5), messageMaxLength: 500, nameMaxLength: 100 });
    expect(giftWrapConfigView(null)).toEqual({
      enabled: false,
      price: null,
      messageMaxLength: 0,
      nameMaxLength: 0,
    });
  });
});
