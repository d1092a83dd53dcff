import { describe, expect, it } from 'vitest';
import { cartAddressInput, customerAddressInput } from './address-input';

const countries = [
  {
    id: 'US',
    name: 'United States',
    regions: [{ id: 43, code: 'NY', name: 'New York' }],
  },
  { id: 'AT', name: 'Austria', regions: [] },
];

const values = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: '350 Fifth Avenue',
  apartment: '',
  neighborhood: 'Midtown',
  extra: ' ',
  city: 'New York',
  postcode: '10118',
  country_code: 'US',
  region: 'New York',
  telephone: '+1 212 555 0100',
};

/** What both inputs carry: the street list without its empty entries. */
const postal = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['350 Fifth Avenue', 'Midtown'],
  city: 'New York',
  postcode: '10118',
  country_code: 'US',
  telephone: '+1 212 555 0100',
};

describe('what an address form sends', () => {
  it('sends the address book a listed region with its code and id, and the defaults', () => {
    expect(
      customerAddressInput(
        { ...values, default_shipping: true, default_billing: false },
        countries,
      ),
    ).toEqual({
      ...postal,
      region: 'New York',
      region_code: 'NY',
      region_id: 43,
      default_shipping: true,
      default_billing: false,
    });
  });

  it('sends the address book a typed region as it is, without code or id', () => {
    const input = customerAddressInput(
      {
        ...values,
        country_code: 'AT',
        region: '',
        default_shipping: false,
        default_billing: false,
      },
      countries,
    );
    expect(input.region).toBe('');
    expect(input).not.toHaveProperty('region_code');
    expect(input).not.toHaveProperty('region_id');
  });

  it('sends the cart a listed region with its id, and leaves an empty region out', () => {
    expect(cartAddressInput(values, countries)).toEqual({
      ...postal,
      region: 'New York',
      region_id: 43,
    });
    const austrian = cartAddressInput({ ...values, country_code: 'AT', region: '' }, countries);
    expect(austrian).not.toHaveProperty('region');
    expect(austrian).not.toHaveProperty('region_id');
  });
});
