import { describe, expect, it } from 'vitest';
import {
  billingAddressArguments,
  checkoutAddressSchema,
  checkoutAddressSchemaFor,
  guestAccountSchema,
  paymentCallbackArguments,
  placeOrderArguments,
  placeOrderByStripeArguments,
  shippingAddressArguments,
  shippingMethodSchema,
} from './checkout-schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const address = {
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Mariahilfer Straße 1',
  apartment: '',
  neighborhood: '',
  extra: '',
  city: 'Wien',
  postcode: '1060',
  country_code: 'AT',
  region: '',
  telephone: '+43 1 234 56789',
};

describe('the guest e-mail step', () => {
  it('asks for a valid e-mail', () => {
    expect(
      messages(guestAccountSchema.safeParse({ email: '', createAccount: false, password: '' })),
    ).toEqual({ email: 'required' });
    expect(
      messages(
        guestAccountSchema.safeParse({ email: 'anna@', createAccount: false, password: '' }),
      ),
    ).toEqual({ email: 'invalidEmail' });
  });

  it('ignores the password while no account is to be created', () => {
    expect(
      guestAccountSchema.safeParse({
        email: 'anna@example.com',
        createAccount: false,
        password: '',
      }).success,
    ).toBe(true);
  });

  it('asks for a strong password when an account is to be created with the order', () => {
    expect(
      messages(
        guestAccountSchema.safeParse({
          email: 'anna@example.com',
          createAccount: true,
          password: '',
        }),
      ),
    ).toEqual({ password: 'required' });
    expect(
      messages(
        guestAccountSchema.safeParse({
          email: 'anna@example.com',
          createAccount: true,
          password: 'abcdef',
        }),
      ),
    ).toEqual({ password: 'passwordRule' });
    expect(
      guestAccountSchema.safeParse({
        email: 'anna@example.com',
        createAccount: true,
        password: 'Abcdef',
      }).success,
    ).toBe(true);
  });
});

describe('the checkout address form', () => {
  it('accepts a complete address', () => {
    expect(checkoutAddressSchema.safeParse(address).success).toBe(true);
  });

  it('asks for the country first, and for a correct phone number', () => {
    expect(
      messages(
        checkoutAddressSchema.safeParse({ ...address, country_code: '', telephone: '12345' }),
      ),
    ).toEqual({
      country_code: 'selectCountry',
      telephone: 'phone',
    });
  });

  it('asks for the real first and last name and the required fields', () => {
    expect(
      messages(
        checkoutAddressSchema.safeParse({ ...address, firstname: 'A1', street: ' ', city: '' }),
      ),
    ).toEqual({
      firstname: 'realName',
      street: 'required',
      city: 'required',
    });
  });
});

describe('what the checkout methods take', () => {
  it('takes a shipping address as a saved address id or an address, never both', () => {
    expect(shippingAddressArguments.safeParse({ customer_address_id: 4 }).success).toBe(true);
    expect(
      shippingAddressArguments.safeParse({ customer_address_id: 4, address: {} }).success,
    ).toBe(false);
    expect(shippingAddressArguments.safeParse({ customer_address_id: -1 }).success).toBe(false);
  });

  it('takes at most four street lines and bounded texts', () => {
    const input = {
      firstname: 'A',
      lastname: 'B',
      street: ['1', '2', '3', '4', '5'],
      city: 'C',
      country_code: 'US',
      telephone: '1',
    };
    expect(shippingAddressArguments.safeParse({ address: input }).success).toBe(false);
    expect(
      shippingAddressArguments.safeParse({ address: { ...input, street: ['x'.repeat(256)] } })
        .success,
    ).toBe(false);
  });

  it('takes the billing address as same-as-shipping, a saved address id or an address', () => {
    expect(billingAddressArguments.safeParse({ same_as_shipping: true }).success).toBe(true);
    expect(billingAddressArguments.safeParse({ same_as_shipping: false }).success).toBe(false);
    expect(billingAddressArguments.safeParse({ customer_address_id: 2 }).success).toBe(true);
  });

  it('refuses carrier and method codes that are not plain words', () => {
    expect(
      shippingMethodSchema.safeParse({ carrier_code: 'flatrate', method_code: 'flatrate' }).success,
    ).toBe(true);
    expect(shippingMethodSchema.safeParse({ carrier_code: 'a b', method_code: 'x' }).success).toBe(
      false,
    );
    expect(
      shippingMethodSchema.safeParse({ carrier_code: 'a'.repeat(65), method_code: 'x' }).success,
    ).toBe(false);
  });

  it('creates an account with the order only with a strong password', () => {
    expect(placeOrderArguments.safeParse({}).success).toBe(true);
    expect(placeOrderArguments.safeParse({ createAccount: { password: 'weak' } }).success).toBe(
      false,
    );
    expect(placeOrderArguments.safeParse({ createAccount: { password: 'Strong1' } }).success).toBe(
      true,
    );
  });
});

describe('checkoutAddressSchemaFor', () => {
  const countries = [{ id: 'AT', regions: [{ name: 'Wien' }] }];
  const address = {
    firstname: 'Lena',
    lastname: 'Berger',
    street: 'Kärntner Straße 12',
    apartment: '',
    neighborhood: '',
    extra: '',
    city: 'Wien',
    postcode: '1010',
    country_code: 'AT',
    telephone: '+43 1 234 5678',
  };

  it('names the region as required where the country lists regions', () => {
    const result = checkoutAddressSchemaFor(countries).safeParse({ ...address, region: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['region', 'required'],
    ]);
  });

  it('takes the address with one of its regions', () => {
    const result = checkoutAddressSchemaFor(countries).safeParse({ ...address, region: 'Wien' });
    expect(result.success).toBe(true);
  });
});

describe('the card payment arguments', () => {
  it('take a Stripe PaymentMethod id and an optional account password', () => {
    expect(placeOrderByStripeArguments.safeParse({ paymentMethodId: 'pm_card_visa' }).success).toBe(
      true,
    );
    expect(
      placeOrderByStripeArguments.safeParse({
        paymentMethodId: 'pm_1Q2w3E4r5T6y',
        createAccount: { password: 'Checkout2026' },
      }).success,
    ).toBe(true);
  });

  it('refuse anything that is not a bounded pm_ id, and extra fields such as a cart id', () => {
    for (const paymentMethodId of [
      '',
      'card_visa',
      'pm_',
      'pm_card visa',
      'pm_card_visa"}',
      `pm_${'a'.repeat(251)}`,
    ]) {
      expect(
        placeOrderByStripeArguments.safeParse({ paymentMethodId }).success,
        paymentMethodId,
      ).toBe(false);
    }
    expect(
      placeOrderByStripeArguments.safeParse({ paymentMethodId: 'pm_card_visa', cartId: 'x' })
        .success,
    ).toBe(false);
    expect(
      placeOrderByStripeArguments.safeParse({
        paymentMethodId: 'pm_card_visa',
        createAccount: { password: 'short' },
      }).success,
    ).toBe(false);
  });

  it('take the intent and client secret Stripe appends to the return URL', () => {
    expect(
      paymentCallbackArguments.safeParse({
        paymentIntentId: 'pi_3abc',
        clientSecret: 'pi_3abc_secret_XyZ123',
      }).success,
    ).toBe(true);
  });

  it('refuse a malformed intent id or client secret', () => {
    for (const [paymentIntentId, clientSecret] of [
      ['', 'pi_3abc_secret_x'],
      ['pi_3abc', ''],
      ['pm_3abc', 'pi_3abc_secret_x'],
      ['pi_3abc', 'secret'],
      ['pi_3abc', 'pi_3abc_secret_<script>'],
      [`pi_${'a'.repeat(121)}`, 'pi_3abc_secret_x'],
    ] as const) {
      expect(
        paymentCallbackArguments.safeParse({ paymentIntentId, clientSecret }).success,
        `${paymentIntentId} ${clientSecret}`,
      ).toBe(false);
    }
  });
});
