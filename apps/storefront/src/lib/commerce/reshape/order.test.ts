import { describe, expect, it } from 'vitest';
import type { CustomerOrderQuery, CustomerOrdersQuery } from '@/gql/graphql';
import { orderDetailView, orderHistoryView, orderTotalsRows } from './order';

type RawOrder = NonNullable<
  NonNullable<NonNullable<CustomerOrderQuery['customer']>['orders']>['items'][number]
>;

type HistoryItems = NonNullable<NonNullable<CustomerOrdersQuery['customer']>['orders']>['items'];

const eur = (value: number | null) => ({ value, currency: 'EUR' as const });

const address = {
  firstname: 'Anna',
  lastname: 'Huber',
  company: null,
  street: ['Kärntner Straße 1', null, ''],
  postcode: '1010',
  city: 'Wien',
  region: null,
  country_code: 'AT' as const,
  telephone: '+4315120000',
};

const order = (overrides: Partial<RawOrder> = {}): RawOrder => ({
  id: 'MQ==',
  number: '000000001',
  order_date: '2026-11-24 21:52:00',
  status: 'pending',
  shipping_method: 'Standard delivery',
  carrier: 'Post',
  payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }, null],
  shipping_address: address,
  billing_address: null,
  gift_message: null,
  items: [
    {
      __typename: 'OrderItem',
      id: 'MQ==',
      product_name: 'Aurelia Duvet',
      product_sku: 'DUVET-AU-135',
      product_url_key: 'aurelia-duvet',
      quantity_ordered: 2,
      product_sale_price: eur(149.9),
      prices: null,
      selected_options: [{ label: 'Size', value: '135 × 200 cm' }, null],
      entered_options: [{ label: 'Monogram', value: 'AH' }],
    },
    {
      __typename: 'BundleOrderItem',
      id: 'Mg==',
      product_name: 'Sleep set',
      product_sku: 'SET-1',
      product_url_key: null,
      quantity_ordered: 1,
      product_sale_price: eur(0.1),
      prices: null,
      selected_options: [],
      entered_options: null,
      bundle_options: [
        {
          uid: 'b1',
          label: 'Pillow',
          values: [{ uid: 'v1', product_name: 'Aurelia Pillow', quantity: 2 }, null],
        },
        {
          uid: 'b2',
          label: 'Cover',
          values: [{ uid: 'v2', product_name: 'Linen cover', quantity: 1 }],
        },
        { uid: 'b3', label: 'Empty', values: [] },
      ],
    },
    null,
  ],
  total: {
    subtotal: eur(299.9),
    // As a commerce older than Magento 2.4.7 would leave them.
    subtotal_excl_tax: eur(null),
    subtotal_incl_tax: eur(null),
    shipping_handling: null,
    discounts: [
      { label: 'WELCOME10', amount: eur(29.99) },
      { label: 'Zero', amount: eur(0) },
    ],
    total_shipping: eur(0),
    taxes: [{ title: 'USt.', rate: 20, amount: eur(53.98) }],
    total_tax: eur(53.98),
    grand_total: eur(323.89),
  },
  ...overrides,
});

describe('the order history', () => {
  const page = (
    items: HistoryItems,
    pageInfo: {
      current_page: number | null;
      page_size: number | null;
      total_pages: number | null;
    } | null,
    total: number | null,
  ): CustomerOrdersQuery => ({
    customer: { orders: { items, page_info: pageInfo, total_count: total } },
  });

  it('lists each order with its number, date, status, units and total in minor units', () => {
    const view = orderHistoryView(
      page(
        [
          {
            id: 'MQ==',
            number: '000000001',
            order_date: '2026-11-24 21:52:00',
            status: 'Pending Payment',
            items: [{ id: '1', quantity_ordered: 2 }, { id: '2', quantity_ordered: 1 }, null],
            total: { grand_total: eur(323.89) },
          },
          null,
        ],
        { current_page: 2, page_size: 10, total_pages: 3 },
        21,
      ),
    );
    expect(view).toEqual({
      orders: [
        {
          number: '000000001',
          orderDate: '2026-11-24T21:52:00.000Z',
          status: { key: 'pending_payment', served: 'Pending Payment' },
          quantity: 3,
          grandTotal: { minor: 32389, currency: 'EUR' },
        },
      ],
      page: { currentPage: 2, totalPages: 3, totalCount: 21 },
    });
  });

  it('is an empty first page when the customer has no orders', () => {
    expect(
      orderHistoryView(page([], { current_page: 1, page_size: 10, total_pages: 0 }, 0)),
    ).toEqual({ orders: [], page: { currentPage: 1, totalPages: 0, totalCount: 0 } });
    expect(orderHistoryView({ customer: null })).toEqual({
      orders: [],
      page: { currentPage: 1, totalPages: 0, totalCount: 0 },
    });
  });

  it('reads a page without page_info as the one page its orders fill', () => {
    const view = orderHistoryView(
      page(
        [
          {
            id: 'MQ==',
            number: '7',
            order_date: 'not a date',
            status: 'fraud',
            items: null,
            total: null,
          },
        ],
        null,
        null,
      ),
    );
    expect(view.page).toEqual({ currentPage: 1, totalPages: 1, totalCount: 1 });
    expect(view.orders[0]).toMatchObject({
      orderDate: null,
      status: { key: null, served: 'fraud' },
      quantity: 0,
      grandTotal: null,
    });
  });
});

describe('one order', () => {
  const detail = (raw: RawOrder, number = raw.number) =>
    orderDetailView({ customer: { orders: { items: [raw] } } }, number);

  it('shows its items with their selected, entered and bundle options and row totals without floats', () => {
    const view = detail(order())!;
    expect(view.items).toEqual([
      {
        id: 'MQ==',
        name: 'Aurelia Duvet',
        sku: 'DUVET-AU-135',
        urlKey: 'aurelia-duvet',
        quantity: 2,
        options: [
          { label: 'Size', value: '135 × 200 cm' },
          { label: 'Monogram', value: 'AH' },
        ],
        price: { minor: 14990, currency: 'EUR' },
        rowTotal: { minor: 29980, currency: 'EUR' },
      },
      {
        id: 'Mg==',
        name: 'Sleep set',
        sku: 'SET-1',
        urlKey: null,
        quantity: 1,
        options: [
          { label: 'Pillow', value: '2 × Aurelia Pillow' },
          { label: 'Cover', value: 'Linen cover' },
        ],
        price: { minor: 10, currency: 'EUR' },
        rowTotal: { minor: 10, currency: 'EUR' },
      },
    ]);
  });

  it('shows its addresses, shipping and payment method, status and date', () => {
    const view = detail(order())!;
    expect(view).toMatchObject({
      number: '000000001',
      orderDate: '2026-11-24T21:52:00.000Z',
      status: { key: 'pending', served: 'pending' },
      quantity: 3,
      shippingAddress: {
        name: 'Anna Huber',
        company: '',
        street: ['Kärntner Straße 1'],
        postcode: '1010',
        city: 'Wien',
        region: '',
        countryCode: 'AT',
        telephone: '+4315120000',
      },
      billingAddress: null,
      shippingMethod: 'Standard delivery',
      paymentMethods: ['Check / Money order'],
      giftMessage: null,
    });
  });

  it('keeps a gift message only when it says something', () => {
    expect(
      detail(order({ gift_message: { from: 'Anna', to: 'Max', message: 'Schlaf gut!' } }))!
        .giftMessage,
    ).toEqual({ from: 'Anna', to: 'Max', message: 'Schlaf gut!' });
    expect(
      detail(order({ gift_message: { from: 'Anna', to: 'Max', message: ' ' } }))!.giftMessage,
    ).toBeNull();
  });

  it('shows prices and row totals with tax where the storefront shows prices so, and without in the US', () => {
    const [duvet] = order().items!;
    const priced = order({
      items: [
        {
          ...duvet!,
          prices: {
            price: eur(124.92),
            price_including_tax: eur(149.9),
            row_total: eur(249.83),
            row_total_including_tax: eur(299.8),
          },
        },
      ],
    });
    const withTax = orderDetailView(
      { customer: { orders: { items: [priced] } } },
      '000000001',
      true,
    );
    expect(withTax!.items[0]).toMatchObject({
      price: { minor: 14990, currency: 'EUR' },
      rowTotal: { minor: 29980, currency: 'EUR' },
    });
    const withoutTax = orderDetailView({ customer: { orders: { items: [priced] } } }, '000000001');
    expect(withoutTax!.items[0]).toMatchObject({
      price: { minor: 12492, currency: 'EUR' },
      rowTotal: { minor: 24983, currency: 'EUR' },
    });
  });

  it('is none when commerce finds no order of that number for the customer', () => {
    expect(orderDetailView({ customer: { orders: { items: [] } } }, '000000001')).toBeNull();
    expect(orderDetailView({ customer: null }, '000000001')).toBeNull();
  });

  it('is none when commerce answers an order of another number than the one asked for', () => {
    expect(detail(order({ number: '000000002' }), '000000001')).toBeNull();
  });
});

describe('the order totals', () => {
  it('are subtotal, each discount taken off, shipping, each tax and the grand total, in minor units', () => {
    expect(orderTotalsRows(order().total)).toEqual([
      { kind: 'subtotal', label: null, rate: null, minor: 29990, currency: 'EUR' },
      { kind: 'discount', label: 'WELCOME10', rate: null, minor: -2999, currency: 'EUR' },
      { kind: 'shipping', label: null, rate: null, minor: 0, currency: 'EUR' },
      { kind: 'tax', label: 'USt.', rate: 20, minor: 5398, currency: 'EUR' },
      { kind: 'grandTotal', label: null, rate: null, minor: 32389, currency: 'EUR' },
    ]);
  });

  it('show subtotal and shipping with tax, then the grand total and the tax it includes, where prices include tax', () => {
    const rows = orderTotalsRows(
      {
        ...order().total!,
        subtotal: eur(249.92),
        subtotal_excl_tax: eur(249.92),
        subtotal_incl_tax: eur(299.9),
        total_shipping: eur(8.25),
        shipping_handling: { amount_including_tax: eur(9.9) },
        grand_total: eur(279.81),
        taxes: [{ title: 'MwSt. 20 %', rate: 20, amount: eur(46.64) }],
      },
      true,
    );
    expect(rows).toEqual([
      { kind: 'subtotal', label: null, rate: null, minor: 29990, currency: 'EUR' },
      { kind: 'discount', label: 'WELCOME10', rate: null, minor: -2999, currency: 'EUR' },
      { kind: 'shipping', label: null, rate: null, minor: 990, currency: 'EUR' },
      { kind: 'grandTotal', label: null, rate: null, minor: 27981, currency: 'EUR' },
      { kind: 'includedTax', label: 'MwSt. 20 %', rate: 20, minor: 4664, currency: 'EUR' },
    ]);
  });

  it('fall back to the subtotal and shipping without tax from a commerce older than Magento 2.4.7', () => {
    const rows = orderTotalsRows(order().total, true);
    expect(rows.map((row) => [row.kind, row.minor])).toEqual([
      ['subtotal', 29990],
      ['discount', -2999],
      ['shipping', 0],
      ['grandTotal', 32389],
      ['includedTax', 5398],
    ]);
  });

  it('take a discount off whether commerce sends it positive or signed', () => {
    const rows = orderTotalsRows({
      ...order().total!,
      discounts: [{ label: '', amount: eur(-5) }],
    });
    expect(rows.find((row) => row.kind === 'discount')).toEqual({
      kind: 'discount',
      label: null,
      rate: null,
      minor: -500,
      currency: 'EUR',
    });
  });

  it('show the tax total when commerce itemises no tax, and no tax row when there is none', () => {
    const itemised = orderTotalsRows({ ...order().total!, taxes: [] });
    expect(itemised.filter((row) => row.kind === 'tax')).toEqual([
      { kind: 'tax', label: null, rate: null, minor: 5398, currency: 'EUR' },
    ]);
    const untaxed = orderTotalsRows({ ...order().total!, taxes: null, total_tax: eur(0) });
    expect(untaxed.some((row) => row.kind === 'tax')).toBe(false);
  });

  it("keep the order's own currency", () => {
    const usd = { value: 10, currency: 'USD' as const };
    const rows = orderTotalsRows({
      subtotal: usd,
      subtotal_excl_tax: { value: null, currency: null },
      subtotal_incl_tax: { value: null, currency: null },
      shipping_handling: null,
      discounts: null,
      total_shipping: usd,
      taxes: null,
      total_tax: { value: 0, currency: 'USD' },
      grand_total: { value: 20, currency: 'USD' },
    });
    expect(rows.map((row) => row.currency)).toEqual(['USD', 'USD', 'USD']);
  });

  it('leave out an amount commerce did not send', () => {
    expect(orderTotalsRows(null)).toEqual([]);
    expect(
      orderTotalsRows({ ...order().total!, grand_total: eur(null) }).some(
        (row) => row.kind === 'grandTotal',
      ),
    ).toBe(false);
  });
});
