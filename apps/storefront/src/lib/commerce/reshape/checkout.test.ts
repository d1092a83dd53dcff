import { describe, expect, it } from 'vitest';
import { checkoutView, orderSummaryView, type RawCheckoutCart } from './checkout';

const address = {
  firstname: 'Jane',
  lastname: 'Doe',
  company: null,
  street: ['1 Main St', null, 'Downtown'],
  city: 'Austin',
  postcode: '78701',
  telephone: '5125550100',
  country: { code: 'US', label: 'United States' },
  region: { code: 'TX', label: 'Texas', region_id: 57 },
};

const base: RawCheckoutCart = { id: 'masked', email: null, is_virtual: false, items: [] };

describe('the checkout view of a cart', () => {
  it('reads the first shipping address, its methods and the selected one', () => {
    const view = checkoutView({
      ...base,
      email: 'jane@example.com',
      shipping_addresses: [
        {
          ...address,
          available_shipping_methods: [
            {
              carrier_code: 'flatrate',
              method_code: 'flatrate',
              carrier_title: 'Flat Rate',
              method_title: 'Fixed',
              available: true,
              amount: { value: 5, currency: 'USD' },
            },
            {
              carrier_code: 'tablerate',
              method_code: null,
              carrier_title: 'Table',
              available: false,
              error_message: 'no shipping methods for this country',
              amount: { value: 0, currency: 'USD' },
            },
            null,
          ],
          selected_shipping_method: {
            carrier_code: 'flatrate',
            method_code: 'flatrate',
            carrier_title: 'Flat Rate',
            method_title: 'Fixed',
            amount: { value: 5, currency: 'USD' },
          },
        },
      ],
    });
    expect(view.email).toBe('jane@example.com');
    expect(view.shippingAddress).toMatchObject({
      street: ['1 Main St', 'Downtown'],
      countryCode: 'US',
      region: 'Texas',
      regionId: 57,
      company: '',
    });
    expect(view.shippingMethods.map((method) => [method.carrierCode, method.available])).toEqual([
      ['flatrate', true],
      ['tablerate', false],
    ]);
    expect(view.shippingMethods[1]?.errorMessage).toBe('no shipping methods for this country');
    expect(view.selectedShippingMethod).toMatchObject({
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
    });
  });

  it('has no addresses, methods or e-mail while checkout has set none', () => {
    const view = checkoutView({ ...base, shipping_addresses: [], billing_address: null });
    expect(view).toMatchObject({
      email: null,
      shippingAddress: null,
      billingAddress: null,
      selectedShippingMethod: null,
      shippingMethods: [],
      paymentMethods: [],
      selectedPaymentMethod: null,
    });
  });

  it('takes an address without a country as not set', () => {
    expect(
      checkoutView({ ...base, billing_address: { ...address, country: { code: '', label: '' } } })
        .billingAddress,
    ).toBeNull();
  });

  it('marks card payment methods as needing their own fields and offline ones as not', () => {
    const view = checkoutView({
      ...base,
      available_payment_methods: [
        { code: 'checkmo', title: 'Check / Money order' },
        { code: 'stripe_payments', title: 'Card' },
        { code: 'free', title: 'No Payment Information Required' },
      ],
      selected_payment_method: { code: 'checkmo', title: 'Check / Money order' },
    });
    expect(view.paymentMethods.map((method) => [method.code, method.needsFields])).toEqual([
      ['checkmo', false],
      ['stripe_payments', true],
      ['free', false],
    ]);
    expect(view.selectedPaymentMethod).toBe('checkmo');
  });
});

describe('the summary of a placed order', () => {
  it('reads the lines and the totals commerce recorded', () => {
    const usd = (value: number | null) => ({ value, currency: 'USD' as const });
    const view = orderSummaryView({
      number: '000000007',
      shipping_method: 'Express - Flat Rate',
      items: [
        {
          product_name: 'Baby Pillow',
          product_sku: 'LF-BABY-PILLOW',
          quantity_ordered: 2,
          product_sale_price: usd(43),
          prices: null,
        },
        null,
        {
          product_name: null,
          product_sku: 'LF-X',
          quantity_ordered: null,
          product_sale_price: usd(1),
          prices: null,
        },
      ],
      total: {
        subtotal: usd(86),
        subtotal_excl_tax: usd(null),
        subtotal_incl_tax: usd(null),
        shipping_handling: null,
        total_shipping: usd(19.95),
        total_tax: usd(7.63),
        grand_total: usd(113.58),
        discounts: [{ label: 'WELCOME20', amount: usd(17.2) }],
        taxes: null,
      },
    });
    expect(view.lines).toEqual([
      {
        name: 'Baby Pillow',
        sku: 'LF-BABY-PILLOW',
        quantity: 2,
        price: usd(43),
        rowTotalMinor: 8600,
      },
      { name: 'LF-X', sku: 'LF-X', quantity: 0, price: usd(1), rowTotalMinor: 0 },
    ]);
    expect(view).toMatchObject({ number: '000000007', shippingMethod: 'Express - Flat Rate' });
    expect(view.totals.map((row) => [row.kind, row.label, row.minor])).toEqual([
      ['subtotal', null, 8600],
      ['discount', 'WELCOME20', -1720],
      ['shipping', null, 1995],
      ['tax', null, 763],
      ['grandTotal', null, 11358],
    ]);
  });

  it('shows the lines and totals with tax where the storefront shows prices so', () => {
    const eur = (value: number | null) => ({ value, currency: 'EUR' as const });
    const view = orderSummaryView(
      {
        number: '100000003',
        shipping_method: null,
        items: [
          {
            product_name: 'Aurelia Duvet',
            product_sku: 'DUVET-AU',
            quantity_ordered: 2,
            product_sale_price: eur(124.92),
            prices: {
              price: eur(124.92),
              price_including_tax: eur(149.9),
              row_total: eur(249.83),
              row_total_including_tax: eur(299.8),
            },
          },
        ],
        total: {
          subtotal: eur(249.83),
          subtotal_excl_tax: eur(249.83),
          subtotal_incl_tax: eur(299.8),
          shipping_handling: null,
          discounts: null,
          total_shipping: eur(0),
          total_tax: eur(49.97),
          grand_total: eur(299.8),
          taxes: [{ title: 'MwSt. 20 %', rate: 20, amount: eur(49.97) }],
        },
      },
      true,
    );
    expect(view.lines[0]).toMatchObject({ price: eur(149.9), rowTotalMinor: 29980 });
    expect(view.totals.map((row) => [row.kind, row.label, row.minor])).toEqual([
      ['subtotal', null, 29980],
      ['shipping', null, 0],
      ['grandTotal', null, 29980],
      ['includedTax', 'MwSt. 20 %', 4997],
    ]);
  });
});
