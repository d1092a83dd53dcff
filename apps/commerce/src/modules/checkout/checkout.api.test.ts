// Checkout over HTTP, as clients call it: shipping and billing addresses (typed or from the
// address book), shipping rates by country, weight and subtotal, free-shipping rules, every
// offline payment method, Magento's errors, and the cart guard in front of all of it. Shipping
// and payment configuration are the demo ones (seed/steps/checkout.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { customerContexts } from '../../testing/service-context';
import { ADD, CREATE_GUEST_CART, CUSTOMER_CART } from '../sales-rule/testing/fixtures';
import {
  CHECKOUT_CART,
  CREATE_ADDRESS,
  SET_BILLING,
  SET_METHOD,
  SET_PAYMENT,
  SET_SHIPPING,
  berlin,
  insertCheckoutFixture,
} from './testing/fixtures';

type Items = Array<{ sku: string; quantity: number }>;
interface Rate {
  carrier_code: string;
  method_code: string | null;
  amount: { value: number; currency: string };
}

describe('checkout on the cart', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  const as = (
    who: SignedInCustomer | null,
    query: string,
    variables: Record<string, unknown>,
    store = 'default',
  ) => (who ? who.gql(query, variables, store) : commerce.gql(query, variables, { Store: store }));

  const cartWith = async (items: Items, store = 'default', who: SignedInCustomer | null = null) => {
    const created = who
      ? await who.gql(CUSTOMER_CART, {}, store)
      : await commerce.gql(CREATE_GUEST_CART, {}, { Store: store });
    expect(created.body.errors).toBeUndefined();
    const id = who
      ? (created.body.data!['customerCart'].id as string)
      : (created.body.data!['createGuestCart'].cart.id as string);
    if (items.length) {
      const added = await as(who, ADD, { id, items }, store);
      expect(added.body.errors).toBeUndefined();
      expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    }
    return id;
  };

  /** Sets the shipping address and answers the cart (failing the test on an error). */
  const ship = async (
    id: string,
    address: Record<string, unknown>,
    store = 'default',
    who: SignedInCustomer | null = null,
  ) => {
    const { body } = await as(who, SET_SHIPPING, { id, addresses: [{ address }] }, store);
    expect(body.errors).toBeUndefined();
    return body.data!['setShippingAddressesOnCart'].cart;
  };
  const choose = async (
    id: string,
    carrier_code: string,
    method_code: string,
    store = 'default',
    who: SignedInCustomer | null = null,
  ) => {
    const { body } = await as(
      who,
      SET_METHOD,
      { id, methods: [{ carrier_code, method_code }] },
      store,
    );
    expect(body.errors).toBeUndefined();
    return body.data!['setShippingMethodsOnCart'].cart;
  };
  const methodsOf = (cart: { shipping_addresses: Array<{ available_shipping_methods: Rate[] }> }) =>
    cart.shipping_addresses[0]!.available_shipping_methods;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { rateLimits: { search: null, mutations: null, login: null } },
    });
    await insertCheckoutFixture(commerce.database.db);
    ada = await signUp(commerce, 'default');
    bob = await signUp(commerce, 'default');
  });
  afterAll(async () => {
    await commerce?.close();
  });

  describe('a cart before checkout', () => {
    it('answers Magento values without addresses, with the methods it may pay by', async () => {
      const { body } = await commerce.gql(CHECKOUT_CART, {
        id: await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]),
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!['cart']).toMatchObject({
        shipping_addresses: [],
        billing_address: null,
        available_payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }],
        selected_payment_method: { code: '', title: '', purchase_order_number: null },
      });
    });
  });

  describe('the shipping address', () => {
    it('is saved as typed, without empty street lines, with the country named', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const cart = await ship(id, berlin);
      expect(cart.shipping_addresses).toHaveLength(1);
      expect(cart.shipping_addresses[0]).toMatchObject({
        firstname: 'Ada',
        lastname: 'Weaver',
        company: 'Leinen & Co',
        street: ['Hauptstraße 1', '2. OG'],
        city: 'Berlin',
        postcode: '10115',
        telephone: '+49 (30) 123-4567',
        region: { code: 'BE', label: 'Berlin', region_id: 82 },
        country: { code: 'DE', label: 'Germany' },
        pickup_location_code: null,
        items_weight: 1.5,
        cart_items: [{ quantity: 1 }],
        selected_shipping_method: null,
      });
      expect(cart.shipping_addresses[0].cart_items_v2).toHaveLength(1);
    });

    it('uses the first entry of several and keeps the courier notes', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const { body } = await commerce.gql(SET_SHIPPING, {
        id,
        addresses: [
          { address: berlin, customer_notes: ' Ring twice ' },
          { address: { ...berlin, city: 'Hamburg', region: 'HH', postcode: '20095' } },
        ],
        type: 'delivery',
      });
      expect(body.errors).toBeUndefined();
      const [address] = body.data!['setShippingAddressesOnCart'].cart.shipping_addresses;
      expect(address).toMatchObject({ city: 'Berlin', customer_notes: 'Ring twice' });
    });

    it('replaces the previous shipping address', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      await ship(id, berlin);
      const cart = await ship(id, {
        ...berlin,
        city: 'München',
        region: 'Bayern',
        postcode: '80331',
      });
      expect(cart.shipping_addresses.map((a: { city: string }) => a.city)).toEqual(['München']);
    });

    it('takes a region of a country with regions by code, name or id', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'us');
      const address = {
        ...berlin,
        city: 'New York',
        postcode: '10001',
        country_code: 'US',
        telephone: '212 555 0100',
      };
      const byCode = await ship(id, { ...address, region: 'NY' }, 'us');
      expect(byCode.shipping_addresses[0].region).toMatchObject({ code: 'NY', label: 'New York' });
      const byName = await ship(id, { ...address, region: 'california' }, 'us');
      expect(byName.shipping_addresses[0].region).toMatchObject({
        code: 'CA',
        label: 'California',
      });
      const regionId = byName.shipping_addresses[0].region.region_id as number;
      const byId = await ship(id, { ...address, region_id: regionId }, 'us');
      expect(byId.shipping_addresses[0].region).toMatchObject({ code: 'CA', region_id: regionId });
    });
  });

  describe('address validation', () => {
    const refusal = async (address: Record<string, unknown>, store = 'default') => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], store);
      const { body } = await commerce.gql(
        SET_SHIPPING,
        { id, addresses: [{ address }] },
        { Store: store },
      );
      expect(body.data?.['setShippingAddressesOnCart'] ?? null).toBeNull();
      return firstError(body);
    };

    it('refuses a telephone number that is not 10 to 14 digits', async () => {
      expect(await refusal({ ...berlin, telephone: '030 1234' })).toEqual({
        message: 'Enter a correct phone number.',
        category: 'graphql-input',
      });
      expect((await refusal({ ...berlin, telephone: '+49 30 1234 5678 9012' })).message).toBe(
        'Enter a correct phone number.',
      );
      expect((await refusal({ ...berlin, telephone: 'call me maybe' })).message).toBe(
        'Enter a correct phone number.',
      );
    });

    it('names the first required field left empty', async () => {
      expect((await refusal({ ...berlin, firstname: '  ' })).message).toBe(
        '"firstname" is required. Enter and try again.',
      );
      expect((await refusal({ ...berlin, street: ['', ' '] })).message).toBe(
        '"street" is required. Enter and try again.',
      );
      expect((await refusal({ ...berlin, postcode: '' })).message).toBe(
        '"postcode" is required. Enter and try again.',
      );
    });

    it('refuses a country the website does not know or does not serve', async () => {
      expect(await refusal({ ...berlin, country_code: 'XX' })).toEqual({
        message: 'Invalid value of "XX" provided for the countryId field.',
        category: 'graphql-input',
      });
      expect((await refusal({ ...berlin, country_code: 'JP' })).message).toBe(
        'Invalid value of "JP" provided for the countryId field.',
      );
    });

    it('requires a known region where the country needs one', async () => {
      const us = { ...berlin, country_code: 'US', city: 'Albany', region: null, postcode: '12207' };
      expect((await refusal({ ...us, telephone: '518 555 0100' }, 'us')).message).toBe(
        '"regionId" is required. Enter and try again.',
      );
      expect(
        (await refusal({ ...us, telephone: '518 555 0100', region: 'Atlantis' }, 'us')).message,
      ).toBe('Invalid value of "Atlantis" provided for the regionId field.');
      expect((await refusal({ ...berlin, region_id: 12 })).message).toBe(
        'Invalid value of "12" provided for the regionId field.',
      );
    });

    it('bounds street lines and field sizes', async () => {
      expect((await refusal({ ...berlin, street: ['a', 'b', 'c', 'd', 'e'] })).message).toBe(
        '"Street Address" cannot contain more than 4 lines.',
      );
      expect((await refusal({ ...berlin, city: 'x'.repeat(256) })).message).toBe(
        '"city" length must be equal or less than 255 characters.',
      );
    });

    it('refuses both or neither of an address and an address id, and other method types', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const both = await commerce.gql(SET_SHIPPING, {
        id,
        addresses: [{ address: berlin, customer_address_id: 1 }],
      });
      expect(firstError(both.body).message).toBe(
        'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      );
      const neither = await commerce.gql(SET_SHIPPING, { id, addresses: [{}] });
      expect(firstError(neither.body).message).toBe(
        'The shipping address must contain either "customer_address_id" or "address".',
      );
      const none = await commerce.gql(SET_SHIPPING, { id, addresses: [] });
      expect(firstError(none.body).message).toBe(
        'Required parameter "shipping_addresses" is missing',
      );
      const many = await commerce.gql(SET_SHIPPING, {
        id,
        addresses: Array.from({ length: 11 }, () => ({ address: berlin })),
      });
      expect(firstError(many.body).message).toBe('At most 10 shipping addresses can be sent.');
      const pickup = await commerce.gql(SET_SHIPPING, {
        id,
        addresses: [{ address: berlin }],
        type: 'pickup',
      });
      expect(firstError(pickup.body)).toEqual({
        message: 'Invalid value of "pickup" provided for the shipping_method_type field.',
        category: 'graphql-input',
      });
    });

    it('refuses a shipping address on a cart with nothing to ship', async () => {
      const id = await cartWith([{ sku: 'CR-GUIDE', quantity: 1 }]);
      const { body } = await commerce.gql(SET_SHIPPING, { id, addresses: [{ address: berlin }] });
      expect(firstError(body)).toEqual({
        message: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
        category: 'graphql-input',
      });
    });
  });

  describe('shipping rates', () => {
    it('offers standard delivery by weight and the express flat rate, taxed at the destination', async () => {
      const cart = await ship(await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]), berlin);
      expect(methodsOf(cart)).toEqual([
        {
          carrier_code: 'tablerate',
          carrier_title: 'Standard',
          method_code: 'bestway',
          method_title: 'Standard delivery',
          available: true,
          error_message: null,
          amount: { value: 4.9, currency: 'EUR' },
          base_amount: { value: 4.9, currency: 'EUR' },
          price_excl_tax: { value: 4.12 },
          price_incl_tax: { value: 4.9 },
        },
        {
          carrier_code: 'flatrate',
          carrier_title: 'Express',
          method_code: 'flatrate',
          method_title: 'Express courier',
          available: true,
          error_message: null,
          amount: { value: 14.9, currency: 'EUR' },
          base_amount: { value: 14.9, currency: 'EUR' },
          price_excl_tax: { value: 12.52 },
          price_incl_tax: { value: 14.9 },
        },
      ]);
    });

    it('charges the weight tier the package reaches and the destination country its own table', async () => {
      const id = await cartWith([{ sku: 'CR-TOWEL', quantity: 2 }]);
      const heavy = await ship(id, berlin);
      expect(heavy.shipping_addresses[0].items_weight).toBe(6);
      expect(methodsOf(heavy)[0]).toMatchObject({
        carrier_code: 'tablerate',
        amount: { value: 7.9 },
      });
      const swiss = await ship(id, {
        ...berlin,
        city: 'Zürich',
        region: 'ZH',
        postcode: '8001',
        country_code: 'CH',
        telephone: '+41 44 123 45 67',
      });
      expect(methodsOf(swiss).map((m: Rate) => [m.carrier_code, m.amount.value])).toEqual([
        ['tablerate', 19.9],
        ['flatrate', 14.9],
      ]);
    });

    it('adds free standard delivery from the subtotal threshold', async () => {
      const cart = await ship(await cartWith([{ sku: 'CR-SHEET', quantity: 3 }]), berlin);
      expect(
        methodsOf(cart).map((m: Rate) => [m.carrier_code, m.method_code, m.amount.value]),
      ).toEqual([
        ['freeshipping', 'freeshipping', 0],
        ['tablerate', 'bestway', 4.9],
        ['flatrate', 'flatrate', 14.9],
      ]);
    });

    it('answers "no shipping methods for this country" where nothing ships', async () => {
      const cart = await ship(await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]), {
        ...berlin,
        city: 'London',
        region: null,
        postcode: 'SW1A 1AA',
        country_code: 'GB',
        telephone: '+44 20 7946 0018',
      });
      expect(methodsOf(cart)).toEqual([
        expect.objectContaining({
          carrier_code: 'flatrate',
          method_code: null,
          method_title: null,
          available: false,
          error_message: 'no shipping methods for this country',
          amount: { value: 0, currency: 'EUR' },
        }),
      ]);
    });

    it('prices a state of its own and adds sales tax on top of shipping in the US', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'us');
      const address = {
        ...berlin,
        country_code: 'US',
        telephone: '212 555 0100',
        city: 'New York',
        region: 'NY',
        postcode: '10001',
      };
      const newYork = await ship(id, address, 'us');
      expect(methodsOf(newYork)[1]).toMatchObject({
        carrier_code: 'flatrate',
        amount: { value: 19.95, currency: 'USD' },
        price_excl_tax: { value: 19.95 },
        price_incl_tax: { value: 21.72 },
      });
      const cart = await choose(id, 'flatrate', 'flatrate', 'us');
      expect(cart.prices).toMatchObject({
        grand_total: { value: 43.48, currency: 'USD' },
        applied_taxes: [{ label: 'US-NY Sales Tax 8.875%', amount: { value: 3.54 } }],
      });
      const hawaii = await ship(
        id,
        { ...address, city: 'Honolulu', region: 'HI', postcode: '96813' },
        'us',
      );
      expect(methodsOf(hawaii)[0]).toMatchObject({
        carrier_code: 'tablerate',
        amount: { value: 14.95 },
      });
      // Hawaii has no sales tax rate here: the flat rate stays chosen, untaxed.
      expect(hawaii.prices.grand_total.value).toBe(39.94);
    });

    it('shows rates in a display currency as prices are converted, and charges them so', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      await ship(id, berlin);
      const usd = { Store: 'default', 'Content-Currency': 'USD' };
      const { body } = await commerce.gql(
        SET_METHOD,
        { id, methods: [{ carrier_code: 'tablerate', method_code: 'bestway' }] },
        usd,
      );
      expect(body.errors).toBeUndefined();
      const cart = body.data!['setShippingMethodsOnCart'].cart;
      // 4.90 EUR × 1.085 = 5.32 → 6.00 USD, as converted prices round (ADR 0028).
      expect(methodsOf(cart)[0]).toMatchObject({
        amount: { value: 6, currency: 'USD' },
        base_amount: { value: 4.9, currency: 'EUR' },
      });
      expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({
        amount: { value: 6, currency: 'USD' },
        base_amount: { value: 4.9, currency: 'EUR' },
      });
      expect(cart.prices.grand_total).toEqual({ value: 61, currency: 'USD' });
    });

    it('prices the Middle East in the store view currency', async () => {
      const cart = await ship(
        await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'me'),
        {
          ...berlin,
          city: 'Dubai',
          region: 'AE-DU',
          postcode: null,
          country_code: 'AE',
          telephone: '+971 4 123 4567',
        },
        'me',
      );
      expect(methodsOf(cart).map((m: Rate) => [m.carrier_code, m.amount])).toEqual([
        ['tablerate', { value: 20, currency: 'AED' }],
        ['flatrate', { value: 45, currency: 'AED' }],
      ]);
    });
  });

  describe('the tax destination', () => {
    it('is the billing address of a cart with nothing to ship', async () => {
      const id = await cartWith([{ sku: 'CR-GUIDE', quantity: 1 }], 'us');
      const before = await commerce.gql(CHECKOUT_CART, { id }, { Store: 'us' });
      expect(before.body.data!['cart'].prices.applied_taxes[0].label).toBe(
        'US-NY Sales Tax 8.875%',
      );
      const { body } = await commerce.gql(
        SET_BILLING,
        {
          id,
          billing: {
            address: {
              ...berlin,
              country_code: 'US',
              city: 'Austin',
              region: 'TX',
              postcode: '73301',
              telephone: '512 555 0100',
            },
          },
        },
        { Store: 'us' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!['setBillingAddressOnCart'].cart.prices).toMatchObject({
        grand_total: { value: 15.94 },
        applied_taxes: [{ label: 'US-TX Sales Tax 6.25%', amount: { value: 0.94 } }],
      });
    });
  });

  describe('the shipping method', () => {
    it('is chosen among the rates and counted in the grand total with its tax', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      await ship(id, berlin);
      const cart = await choose(id, 'tablerate', 'bestway');
      expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({
        carrier_code: 'tablerate',
        carrier_title: 'Standard',
        method_code: 'bestway',
        method_title: 'Standard delivery',
        amount: { value: 4.9, currency: 'EUR' },
        base_amount: { value: 4.9, currency: 'EUR' },
      });
      expect(cart.prices).toMatchObject({
        grand_total: { value: 54.8, currency: 'EUR' },
        subtotal_including_tax: { value: 49.9 },
        applied_taxes: [{ label: 'DE VAT 19%', amount: { value: 8.75 } }],
      });
    });

    it('costs nothing under a free-shipping cart rule', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 4 }]);
      await ship(id, berlin);
      const cart = await choose(id, 'flatrate', 'flatrate');
      expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
      expect(methodsOf(cart).every((m: Rate) => m.amount.value === 0)).toBe(true);
      expect(cart.prices.grand_total.value).toBe(199.6);
    });

    it('follows the address: a method the new address does not offer is no longer chosen', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 3 }]);
      await ship(id, berlin);
      await choose(id, 'freeshipping', 'freeshipping');
      const swiss = await ship(id, {
        ...berlin,
        city: 'Zürich',
        region: 'ZH',
        postcode: '8001',
        country_code: 'CH',
        telephone: '+41 44 123 45 67',
      });
      expect(swiss.shipping_addresses[0].selected_shipping_method).toBeNull();
    });

    it('refuses a method the address does not offer, several methods, and a cart without an address', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const early = await commerce.gql(SET_METHOD, {
        id,
        methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
      });
      expect(firstError(early.body)).toEqual({
        message: 'The shipping address is missing. Set the address and try again.',
        category: 'graphql-input',
      });
      await ship(id, berlin);
      const unknown = await commerce.gql(SET_METHOD, {
        id,
        methods: [{ carrier_code: 'freeshipping', method_code: 'freeshipping' }],
      });
      expect(firstError(unknown.body)).toEqual({
        message: 'Carrier with such method not found: freeshipping, freeshipping',
        category: 'graphql-input',
      });
      const two = await commerce.gql(SET_METHOD, {
        id,
        methods: [
          { carrier_code: 'flatrate', method_code: 'flatrate' },
          { carrier_code: 'tablerate', method_code: 'bestway' },
        ],
      });
      expect(firstError(two.body).message).toBe('You cannot specify multiple shipping methods.');
      const blank = await commerce.gql(SET_METHOD, {
        id,
        methods: [{ carrier_code: ' ', method_code: 'flatrate' }],
      });
      expect(firstError(blank.body).message).toBe('Required parameter "carrier_code" is missing.');
    });
  });

  describe('the billing address', () => {
    it('is saved on its own, or as the shipping address too with same_as_shipping', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const own = await commerce.gql(SET_BILLING, { id, billing: { address: berlin } });
      expect(own.body.errors).toBeUndefined();
      const cart = own.body.data!['setBillingAddressOnCart'].cart;
      expect(cart.billing_address).toMatchObject({
        city: 'Berlin',
        street: ['Hauptstraße 1', '2. OG'],
        country: { code: 'DE', label: 'Germany' },
        customer_notes: null,
      });
      expect(cart.shipping_addresses).toEqual([]);
      const same = await commerce.gql(SET_BILLING, {
        id,
        billing: {
          address: { ...berlin, city: 'Köln', region: 'NW', postcode: '50667' },
          same_as_shipping: true,
        },
      });
      const both = same.body.data!['setBillingAddressOnCart'].cart;
      expect(both.billing_address.city).toBe('Köln');
      expect(both.shipping_addresses[0].city).toBe('Köln');
    });

    it('refuses both or neither of an address and an address id', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const both = await commerce.gql(SET_BILLING, {
        id,
        billing: { address: berlin, customer_address_id: 1 },
      });
      expect(firstError(both.body).message).toBe(
        'The billing address cannot contain "customer_address_id" and "address" at the same time',
      );
      const neither = await commerce.gql(SET_BILLING, { id, billing: { same_as_shipping: true } });
      expect(firstError(neither.body).message).toBe(
        'The billing address must contain either "customer_address_id" or "address".',
      );
    });
  });

  describe('payment methods', () => {
    it('offers check / money order on the international store, and takes it', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const { body } = await commerce.gql(SET_PAYMENT, {
        id,
        payment: { code: 'checkmo', purchase_order_number: ' PO-7 ' },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!['setPaymentMethodOnCart'].cart.selected_payment_method).toEqual({
        code: 'checkmo',
        title: 'Check / Money order',
        purchase_order_number: 'PO-7',
      });
    });

    it('offers cash on delivery in the Middle East only', async () => {
      for (const store of ['me', 'sa']) {
        const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], store);
        const { body } = await commerce.gql(
          SET_PAYMENT,
          { id, payment: { code: 'cashondelivery' } },
          { Store: store },
        );
        expect(body.errors).toBeUndefined();
        const cart = body.data!['setPaymentMethodOnCart'].cart;
        expect(cart.available_payment_methods).toEqual([
          { code: 'checkmo', title: 'Check / Money order' },
          { code: 'cashondelivery', title: 'Cash On Delivery' },
        ]);
        expect(cart.selected_payment_method.code).toBe('cashondelivery');
      }
      for (const store of ['default', 'at', 'us']) {
        const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], store);
        const { body } = await commerce.gql(
          SET_PAYMENT,
          { id, payment: { code: 'cashondelivery' } },
          { Store: store },
        );
        expect(firstError(body)).toEqual({
          message: 'The requested Payment Method is not available.',
          category: 'graphql-input',
        });
      }
    });

    it('names the Austrian methods in German', async () => {
      const { body } = await commerce.gql(
        CHECKOUT_CART,
        { id: await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'at') },
        { Store: 'at' },
      );
      expect(body.data!['cart'].available_payment_methods).toEqual([
        { code: 'checkmo', title: 'Vorauskasse per Überweisung' },
      ]);
    });

    it('offers only "free" while the grand total is zero', async () => {
      const id = await cartWith([{ sku: 'CO-SAMPLE', quantity: 1 }]);
      const checkmo = await commerce.gql(SET_PAYMENT, { id, payment: { code: 'checkmo' } });
      expect(firstError(checkmo.body).message).toBe(
        'The requested Payment Method is not available.',
      );
      const { body } = await commerce.gql(SET_PAYMENT, { id, payment: { code: 'free' } });
      expect(body.errors).toBeUndefined();
      expect(body.data!['setPaymentMethodOnCart'].cart).toMatchObject({
        is_virtual: true,
        available_payment_methods: [{ code: 'free', title: 'No Payment Information Required' }],
        selected_payment_method: { code: 'free' },
      });
      // Once the cart costs something, "free" is no longer its method.
      await commerce.gql(ADD, { id, items: [{ sku: 'CR-GUIDE', quantity: 1 }] });
      const after = await commerce.gql(CHECKOUT_CART, { id });
      expect(after.body.data!['cart'].selected_payment_method).toEqual({
        code: '',
        title: '',
        purchase_order_number: null,
      });
    });

    it('refuses an unknown or empty method code', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const unknown = await commerce.gql(SET_PAYMENT, { id, payment: { code: 'braintree' } });
      expect(firstError(unknown.body).message).toBe(
        'The requested Payment Method is not available.',
      );
      const empty = await commerce.gql(SET_PAYMENT, { id, payment: { code: ' ' } });
      expect(firstError(empty.body).message).toBe(
        'Required parameter "code" for "payment_method" is missing.',
      );
    });
  });

  describe('concurrent writes', () => {
    it('leave one shipping address whatever the order they run in', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const cities = ['Berlin', 'Potsdam', 'Spandau', 'Köpenick', 'Pankow', 'Wedding'];
      const answers = await Promise.all(
        cities.map((city) =>
          commerce.gql(SET_SHIPPING, { id, addresses: [{ address: { ...berlin, city } }] }),
        ),
      );
      for (const answer of answers) expect(answer.body.errors).toBeUndefined();
      const { body } = await commerce.gql(CHECKOUT_CART, { id });
      expect(body.data!['cart'].shipping_addresses).toHaveLength(1);
      expect(cities).toContain(body.data!['cart'].shipping_addresses[0].city);
    });
  });

  describe('the checkout an order reads', () => {
    it("gives the cart's addresses, method with its amounts and payment as typed values", async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      await ship(id, berlin);
      await choose(id, 'flatrate', 'flatrate');
      await commerce.gql(SET_BILLING, { id, billing: { address: { ...berlin, company: null } } });
      await commerce.gql(SET_PAYMENT, { id, payment: { code: 'checkmo' } });
      const services = commerce.commerce.services;
      const context = await customerContexts(() => services)(null);
      const cart = await services.cart.guarded(context, id);
      const checkout = await services.checkout.checkoutOf(context, cart);
      expect(checkout).toMatchObject({
        shippingAddress: {
          type: 'shipping',
          street: ['Hauptstraße 1', '2. OG'],
          countryId: 'DE',
          regionCode: 'BE',
          shippingMethodType: 'delivery',
        },
        shippingMethod: {
          carrierCode: 'flatrate',
          methodCode: 'flatrate',
          carrierTitle: 'Express',
          methodTitle: 'Express courier',
          amountMinor: 1490,
          baseAmountMinor: 1490,
          currency: 'EUR',
          baseCurrency: 'EUR',
        },
        billingAddress: { type: 'billing', company: null, sameAsShipping: false },
        paymentMethod: { code: 'checkmo', title: 'Check / Money order', purchaseOrderNumber: null },
      });
    });

    it('gives nothing before checkout, and an empty cart no payment methods', async () => {
      const empty = await cartWith([]);
      const { body } = await commerce.gql(SET_PAYMENT, { id: empty, payment: { code: 'checkmo' } });
      expect(firstError(body).message).toBe('The requested Payment Method is not available.');
      const services = commerce.commerce.services;
      const context = await customerContexts(() => services)(null);
      const cart = await services.cart.guarded(context, empty);
      expect(await services.checkout.checkoutOf(context, cart)).toEqual({
        shippingAddress: null,
        shippingMethod: null,
        billingAddress: null,
        paymentMethod: null,
      });
    });

    it('answers Magento texts for a missing cart id', async () => {
      const { body } = await commerce.gql(
        `mutation { setShippingMethodsOnCart(input: { cart_id: "", shipping_methods: [] }) { cart { id } } }`,
      );
      expect(firstError(body)).toEqual({
        message: 'Required parameter "cart_id" is missing',
        category: 'graphql-input',
      });
    });
  });

  describe('isolation', () => {
    let adaAddressId: number;
    let adaCart: string;

    beforeAll(async () => {
      const created = await ada.gql(CREATE_ADDRESS, {
        input: {
          firstname: 'Ada',
          lastname: 'Weaver',
          street: ['Unter den Linden 5'],
          city: 'Berlin',
          region: { region_code: 'BE' },
          postcode: '10117',
          country_code: 'DE',
          telephone: '+49 30 7654321',
        },
      });
      expect(created.body.errors).toBeUndefined();
      adaAddressId = created.body.data!['createCustomerAddress'].id as number;
      adaCart = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default', ada);
    });

    it('lets a customer ship and bill to an address of their own book', async () => {
      const shipped = await ada.gql(SET_SHIPPING, {
        id: adaCart,
        addresses: [{ customer_address_id: adaAddressId }],
      });
      expect(shipped.body.errors).toBeUndefined();
      expect(
        shipped.body.data!['setShippingAddressesOnCart'].cart.shipping_addresses[0],
      ).toMatchObject({ street: ['Unter den Linden 5'], city: 'Berlin', postcode: '10117' });
      const billed = await ada.gql(SET_BILLING, {
        id: adaCart,
        billing: { customer_address_id: adaAddressId },
      });
      expect(billed.body.data!['setBillingAddressOnCart'].cart.billing_address.street).toEqual([
        'Unter den Linden 5',
      ]);
    });

    it("answers another customer's address id as a missing one", async () => {
      const bobCart = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default', bob);
      const shipping = await bob.gql(SET_SHIPPING, {
        id: bobCart,
        addresses: [{ customer_address_id: adaAddressId }],
      });
      expect(firstError(shipping.body)).toEqual({
        message: `Could not find a address with ID "${adaAddressId}"`,
        category: 'graphql-no-such-entity',
      });
      const billing = await bob.gql(SET_BILLING, {
        id: bobCart,
        billing: { customer_address_id: adaAddressId },
      });
      expect(firstError(billing.body).category).toBe('graphql-no-such-entity');
    });

    it('refuses address ids to guests', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      for (const [query, variables] of [
        [SET_SHIPPING, { id, addresses: [{ customer_address_id: adaAddressId }] }],
        [SET_BILLING, { id, billing: { customer_address_id: adaAddressId } }],
      ] as const) {
        const { body } = await commerce.gql(query, variables);
        expect(firstError(body)).toEqual({
          message: "The current customer isn't authorized.",
          category: 'graphql-authorization',
        });
      }
    });

    it("answers every checkout operation on another's cart as on a missing cart", async () => {
      const guestCart = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const attempts: Array<[SignedInCustomer | null, string]> = [
        [bob, adaCart],
        [null, adaCart],
        [bob, guestCart],
      ];
      for (const [who, id] of attempts) {
        for (const [query, variables] of [
          [SET_SHIPPING, { id, addresses: [{ address: berlin }] }],
          [SET_METHOD, { id, methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] }],
          [SET_BILLING, { id, billing: { address: berlin } }],
          [SET_PAYMENT, { id, payment: { code: 'checkmo' } }],
        ] as const) {
          const { body } = await as(who, query, variables);
          expect(firstError(body)).toEqual({
            message: `Could not find a cart with ID "${id}"`,
            category: 'graphql-no-such-entity',
          });
        }
      }
      // Ada's checkout is as she left it.
      const { body } = await ada.gql(CHECKOUT_CART, { id: adaCart });
      expect(body.data!['cart'].shipping_addresses[0].city).toBe('Berlin');
      expect(body.data!['cart'].selected_payment_method.code).toBe('');
    });
  });
});
