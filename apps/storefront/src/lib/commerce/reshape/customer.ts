import type {
  CountriesQuery,
  CountryQuery,
  CustomerAddressesQuery,
  CustomerProductReviewQuery,
  CustomerQuery,
} from '@/gql/graphql';
import type { AddressView, CountryView, CustomerReviewView, CustomerView } from '../types/customer';

type CustomerFields = NonNullable<CustomerQuery['customer']>;

/** Magento serves `date_of_birth` as a date or a date-time; the form edits the date. */
function isoDate(value: string | null): string | null {
  const match = value?.match(/^\d{4}-\d{2}-\d{2}/);
  return match ? match[0] : null;
}

export function customerFieldsView(customer: CustomerFields): CustomerView {
  return {
    email: customer.email ?? '',
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    prefix: customer.prefix ?? '',
    dateOfBirth: isoDate(customer.date_of_birth),
    gender: customer.gender ?? null,
    isSubscribed: customer.is_subscribed ?? false,
  };
}

export function customerView(data: CustomerQuery): CustomerView | null {
  return data.customer ? customerFieldsView(data.customer) : null;
}

export function addressesView(data: CustomerAddressesQuery): AddressView[] {
  return (data.customer?.addresses ?? []).flatMap((address) =>
    address?.id == null
      ? []
      : [
          {
            id: address.id,
            firstname: address.firstname ?? '',
            lastname: address.lastname ?? '',
            company: address.company ?? '',
            street: (address.street ?? []).filter((line): line is string => Boolean(line)),
            city: address.city ?? '',
            postcode: address.postcode ?? '',
            countryCode: address.country_code ?? '',
            region: address.region?.region ?? '',
            telephone: address.telephone ?? '',
            defaultShipping: address.default_shipping ?? false,
            defaultBilling: address.default_billing ?? false,
          },
        ],
  );
}

export function customerReviewsView(data: CustomerProductReviewQuery): CustomerReviewView[] {
  return (data.customer?.reviews.items ?? []).flatMap((review) =>
    review
      ? [
          {
            productName: review.product.name ?? '',
            productUrlKey: review.product.url_key,
            nickname: review.nickname,
            summary: review.summary,
            text: review.text,
            createdAt: review.created_at,
            averageRating: review.average_rating,
          },
        ]
      : [],
  );
}

type CountryFields = NonNullable<NonNullable<CountriesQuery['countries']>[number]>;

function countryFieldsView(country: CountryFields): CountryView | null {
  if (!country.id) return null;
  return {
    id: country.id,
    name: country.full_name_locale || country.full_name_english || country.id,
    regions: (country.available_regions ?? []).flatMap((region) =>
      region?.id != null && region.name
        ? [{ id: region.id, code: region.code ?? '', name: region.name }]
        : [],
    ),
  };
}

/** The countries the store ships to, by name in the store's language. */
export function countriesView(data: CountriesQuery): CountryView[] {
  return (data.countries ?? [])
    .flatMap((country) => {
      const view = country ? countryFieldsView(country) : null;
      return view ? [view] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function countryView(data: CountryQuery): CountryView | null {
  return data.country ? countryFieldsView(data.country) : null;
}
