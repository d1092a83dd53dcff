import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { checkoutAddressSchemaFor } from '@/lib/checkout/checkout-schemas';
import {
  addressFieldsSchema,
  addressSchema,
  addressSchemaFor,
  changeEmailSchema,
  changePasswordSchema,
  loginSchema,
  personalDataSchema,
  regionMissing,
  registerSchema,
  resetPasswordSchema,
  streetLines,
} from './account-schemas';

/** The dictionary keys of a failed parse, by field path. */
function problems(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const registration = {
  firstname: 'Anna',
  lastname: 'Huber',
  email: 'anna@example.at',
  password: 'Linen2026',
  confirmPassword: 'Linen2026',
  is_subscribed: false,
};

describe('login', () => {
  it('requires both fields with "This field is required"', () => {
    expect(problems(loginSchema, { email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it('refuses an address that is not an e-mail', () => {
    expect(problems(loginSchema, { email: 'anna@', password: 'x' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' anna@example.at ', password: 'x' }).email).toBe(
      'anna@example.at',
    );
  });
});

describe('registration', () => {
  it('accepts a complete registration', () => {
    expect(problems(registerSchema, registration)).toEqual({});
  });

  it('applies the password rule: 6 characters with an uppercase and a lowercase letter', () => {
    for (const password of ['Ab1', 'linen2026', 'LINEN2026']) {
      expect(
        problems(registerSchema, { ...registration, password, confirmPassword: password }),
        password,
      ).toEqual({ password: 'passwordRule' });
    }
    expect(
      problems(registerSchema, { ...registration, password: 'Abcdef', confirmPassword: 'Abcdef' }),
    ).toEqual({});
  });

  it('says "Passwords don\'t match" on the repeated password', () => {
    expect(problems(registerSchema, { ...registration, confirmPassword: 'Linen2027' })).toEqual({
      confirmPassword: 'passwordsMismatch',
    });
  });

  it('asks for a real first and last name', () => {
    for (const name of ['A', '123', 'x1', '--']) {
      expect(problems(registerSchema, { ...registration, firstname: name }), name).toEqual({
        firstname: 'realName',
      });
    }
    for (const name of ['Jörg', "O'Neill", 'Anna-Lena', 'Zoë', 'محمد']) {
      expect(problems(registerSchema, { ...registration, lastname: name }), name).toEqual({});
    }
  });

  it('bounds every text, so no request is unbounded', () => {
    expect(problems(registerSchema, { ...registration, firstname: 'A'.repeat(256) })).toEqual({
      firstname: 'tooLong',
    });
  });
});

describe('profile', () => {
  it('accepts an empty or a past date of birth, and refuses a future or malformed one', () => {
    const base = { prefix: '', firstname: 'Anna', lastname: 'Huber', gender: '' };
    expect(problems(personalDataSchema, { ...base, date_of_birth: '' })).toEqual({});
    expect(problems(personalDataSchema, { ...base, date_of_birth: '1990-04-12' })).toEqual({});
    expect(problems(personalDataSchema, { ...base, date_of_birth: '2999-01-01' })).toEqual({
      date_of_birth: 'dateOfBirth',
    });
    expect(problems(personalDataSchema, { ...base, date_of_birth: '12.04.1990' })).toEqual({
      date_of_birth: 'dateOfBirth',
    });
  });

  it('needs the current password to change the e-mail', () => {
    expect(problems(changeEmailSchema, { email: 'new@example.at', password: '' })).toEqual({
      password: 'required',
    });
  });

  it('applies the password rule and the repeat check to a password change and a reset', () => {
    expect(
      problems(changePasswordSchema, {
        currentPassword: 'old',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({ password: 'passwordRule', confirmPassword: 'passwordsMismatch' });
    expect(
      problems(resetPasswordSchema, {
        email: 'anna@example.at',
        password: 'Linen2026',
        confirmPassword: 'Linen2026',
      }),
    ).toEqual({});
  });
});

describe('address', () => {
  const address = {
    firstname: 'Anna',
    lastname: 'Huber',
    street: 'Kärntner Straße 1',
    apartment: '',
    neighborhood: '',
    extra: '',
    city: 'Wien',
    postcode: '1010',
    country_code: 'AT',
    region: '',
    telephone: '+43 1 512 00 00',
    default_shipping: true,
    default_billing: false,
  };

  it('accepts a complete address', () => {
    expect(problems(addressSchema, address)).toEqual({});
  });

  it('applies the spec phone pattern: 10 to 14 digits with separators', () => {
    expect(problems(addressSchema, { ...address, telephone: '12345' })).toEqual({
      telephone: 'phone',
    });
    expect(problems(addressSchema, { ...address, telephone: '(0043) 660-123 45 67' })).toEqual({});
  });

  it('asks for a country to be selected first', () => {
    expect(problems(addressSchema, { ...address, country_code: '' })).toEqual({
      country_code: 'selectCountry',
    });
  });

  it('sends street, apartment, neighborhood and extra in that order, empty entries dropped', () => {
    expect(
      streetLines({ street: 'Hauptstraße 5', apartment: '', neighborhood: 'Döbling', extra: ' ' }),
    ).toEqual(['Hauptstraße 5', 'Döbling']);
  });
});

describe('regionMissing', () => {
  const countries = [
    { id: 'AT', regions: [{ name: 'Wien' }, { name: 'Tirol' }] },
    { id: 'GB', regions: [] },
  ];

  it('asks for a region where the country lists regions and none is chosen', () => {
    expect(regionMissing({ country_code: 'AT', region: '' }, countries)).toBe(true);
    expect(regionMissing({ country_code: 'AT' }, countries)).toBe(true);
  });

  it('refuses a region the country does not list', () => {
    expect(regionMissing({ country_code: 'AT', region: 'Bavaria' }, countries)).toBe(true);
  });

  it('accepts one of the country regions', () => {
    expect(regionMissing({ country_code: 'AT', region: 'Tirol' }, countries)).toBe(false);
  });

  it('never asks where the country lists no regions, or is unknown', () => {
    expect(regionMissing({ country_code: 'GB', region: '' }, countries)).toBe(false);
    expect(regionMissing({ country_code: 'FR', region: '' }, countries)).toBe(false);
  });
});

describe('one address schema for the address book and the checkout', () => {
  const countries = [
    { id: 'US', regions: [{ name: 'New York' }] },
    { id: 'AT', regions: [] },
  ];
  const fields = {
    firstname: 'Jane',
    lastname: 'Doe',
    street: '350 Fifth Avenue',
    apartment: 'Suite 21',
    neighborhood: '',
    extra: '',
    city: 'New York',
    postcode: '10118',
    country_code: 'US',
    region: 'New York',
    telephone: '+1 212 555 0100',
  };
  const book = { ...fields, default_shipping: false, default_billing: true };

  it('asks the same of both forms: name, street, phone pattern and country', () => {
    const wrong = {
      ...fields,
      firstname: 'J1',
      street: ' ',
      telephone: '12345',
      country_code: '',
    };
    const expected = {
      firstname: 'realName',
      street: 'required',
      telephone: 'phone',
      country_code: 'selectCountry',
    };
    expect(problems(addressFieldsSchema, wrong)).toEqual(expected);
    expect(
      problems(addressSchema, { ...wrong, default_shipping: false, default_billing: false }),
    ).toEqual(expected);
    expect(problems(checkoutAddressSchemaFor(countries), wrong)).toEqual(expected);
  });

  it('names the region as required in both forms where the country lists regions', () => {
    expect(problems(addressSchemaFor(countries), { ...book, region: '' })).toEqual({
      region: 'required',
    });
    expect(problems(checkoutAddressSchemaFor(countries), { ...fields, region: '' })).toEqual({
      region: 'required',
    });
  });

  it('takes a country without regions with no region in both forms', () => {
    const austrian = { country_code: 'AT', region: '', postcode: '1010', city: 'Wien' };
    expect(problems(addressSchemaFor(countries), { ...book, ...austrian })).toEqual({});
    expect(problems(checkoutAddressSchemaFor(countries), { ...fields, ...austrian })).toEqual({});
  });

  it('keeps the address book defaults in the address book only', () => {
    expect(problems(addressSchema, fields)).toEqual({
      default_shipping: expect.any(String),
      default_billing: expect.any(String),
    });
    expect(checkoutAddressSchemaFor(countries).parse(book)).not.toHaveProperty('default_billing');
  });
});
