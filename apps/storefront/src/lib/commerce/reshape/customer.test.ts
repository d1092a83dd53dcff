import { describe, expect, it } from 'vitest';
import { addressesView, countriesView, customerReviewsView, customerView } from './customer';

describe('the customer view', () => {
  it('keeps the date of the date of birth, whether commerce sends a date or a date-time', () => {
    const base = {
      email: 'anna@example.at',
      firstname: 'Anna',
      lastname: 'Huber',
      prefix: null,
      suffix: null,
      gender: 2,
      taxvat: null,
      is_subscribed: true,
    };
    expect(customerView({ customer: { ...base, date_of_birth: '1990-04-12 00:00:00' } })).toEqual({
      email: 'anna@example.at',
      firstname: 'Anna',
      lastname: 'Huber',
      prefix: '',
      dateOfBirth: '1990-04-12',
      gender: 2,
      isSubscribed: true,
    });
    expect(customerView({ customer: { ...base, date_of_birth: null } })?.dateOfBirth).toBeNull();
  });

  it('is null when commerce answers no customer', () => {
    expect(customerView({ customer: null })).toBeNull();
  });
});

describe('the address book', () => {
  it('drops addresses without an id and empty street lines', () => {
    const address = {
      id: 4,
      firstname: 'Anna',
      lastname: 'Huber',
      company: null,
      street: ['Kärntner Straße 1', null, ''],
      city: 'Wien',
      postcode: '1010',
      country_code: 'AT' as const,
      telephone: '+4315120000',
      default_billing: true,
      default_shipping: null,
      region: { region: 'Wien', region_code: 'WI', region_id: 95 },
    };
    expect(
      addressesView({ customer: { addresses: [address, { ...address, id: null }, null] } }),
    ).toEqual([
      {
        id: 4,
        firstname: 'Anna',
        lastname: 'Huber',
        company: '',
        street: ['Kärntner Straße 1'],
        city: 'Wien',
        postcode: '1010',
        countryCode: 'AT',
        region: 'Wien',
        telephone: '+4315120000',
        defaultShipping: false,
        defaultBilling: true,
      },
    ]);
  });
});

describe("the customer's reviews", () => {
  it('names the product of each review', () => {
    const review = {
      nickname: 'Anna',
      summary: 'Soft',
      text: 'Very soft',
      created_at: '2026-11-20 10:00:00',
      average_rating: 80,
      product: { name: 'Aurelia duvet cover', url_key: 'aurelia-sateen-duvet-cover' },
    };
    expect(
      customerReviewsView({
        customer: {
          reviews: { items: [review, null], page_info: { current_page: 1, total_pages: 1 } },
        },
      }),
    ).toEqual([
      {
        productName: 'Aurelia duvet cover',
        productUrlKey: 'aurelia-sateen-duvet-cover',
        nickname: 'Anna',
        summary: 'Soft',
        text: 'Very soft',
        createdAt: '2026-11-20 10:00:00',
        averageRating: 80,
      },
    ]);
  });
});

describe('the countries', () => {
  it("names each country in the store's language, sorted, with its regions", () => {
    expect(
      countriesView({
        countries: [
          {
            id: 'US',
            full_name_locale: 'United States',
            full_name_english: 'United States',
            available_regions: [{ id: 43, code: 'NY', name: 'New York' }, null],
          },
          {
            id: 'AT',
            full_name_locale: 'Österreich',
            full_name_english: 'Austria',
            available_regions: [],
          },
          {
            id: null,
            full_name_locale: 'Nowhere',
            full_name_english: null,
            available_regions: null,
          },
          null,
        ],
      }),
    ).toEqual([
      { id: 'AT', name: 'Österreich', regions: [] },
      { id: 'US', name: 'United States', regions: [{ id: 43, code: 'NY', name: 'New York' }] },
    ]);
  });
});
