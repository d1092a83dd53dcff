import { describe, expect, it } from 'vitest';
import {
  addressIdArguments,
  createAddressArguments,
  createReviewArguments,
  customerReviewsArguments,
  loginArguments,
  registerArguments,
} from './customer-arguments';

const address = {
  firstname: 'Anna',
  lastname: 'Huber',
  street: ['Kärntner Straße 1'],
  city: 'Wien',
  postcode: '1010',
  country_code: 'AT',
  telephone: '+4315120000',
};

describe('the account methods refuse what commerce should never see', () => {
  it('refuses unknown fields, so a caller cannot slip in another customer field', () => {
    expect(loginArguments.safeParse({ email: 'a@b.at', password: 'x', id: 7 }).success).toBe(false);
  });

  it('refuses a registration that breaks the password rule', () => {
    expect(
      registerArguments.safeParse({
        email: 'a@b.at',
        firstname: 'Anna',
        lastname: 'Huber',
        password: 'short',
      }).success,
    ).toBe(false);
  });

  it('takes one to four street lines and no more', () => {
    expect(createAddressArguments.safeParse({ address }).success).toBe(true);
    expect(
      createAddressArguments.safeParse({
        address: { ...address, street: ['1', '2', '3', '4', '5'] },
      }).success,
    ).toBe(false);
    expect(createAddressArguments.safeParse({ address: { ...address, street: [] } }).success).toBe(
      false,
    );
  });

  it('takes positive whole address ids only', () => {
    for (const id of [0, -1, 1.5, '3']) {
      expect(addressIdArguments.safeParse({ id }).success, String(id)).toBe(false);
    }
  });

  it('bounds the review page size and the review text', () => {
    expect(customerReviewsArguments.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(
      createReviewArguments.safeParse({
        sku: 'S',
        nickname: 'Anna',
        summary: 'Soft',
        text: 'x'.repeat(5001),
        ratings: [],
      }).success,
    ).toBe(false);
  });
});
