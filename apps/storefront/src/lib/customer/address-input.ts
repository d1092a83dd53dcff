// What an address form sends (commerce-core §3 Address): the address book's CustomerAddressInput
// and the checkout's CartAddressInput, built from the same valid form values.
import type { CountryView } from '@/lib/commerce/types/customer';
import { streetLines, type AddressFormValues } from './account-schemas';

export type AddressFieldValues = Omit<AddressFormValues, 'default_shipping' | 'default_billing'>;

/** What both inputs carry: the street list with its empty entries dropped. */
function postalAddress(values: AddressFieldValues) {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    street: streetLines(values),
    city: values.city,
    postcode: values.postcode,
    country_code: values.country_code,
    telephone: values.telephone,
  };
}

/** The region the shopper chose from the country's list, if the country lists regions. */
function listedRegion(values: AddressFieldValues, countries: CountryView[]) {
  return countries
    .find((entry) => entry.id === values.country_code)
    ?.regions.find((entry) => entry.name === values.region);
}

/** The address book's input: a listed region goes with its code and id, as Magento stores it. */
export function customerAddressInput(values: AddressFormValues, countries: CountryView[]) {
  const region = listedRegion(values, countries);
  return {
    ...postalAddress(values),
    region: values.region,
    ...(region ? { region_code: region.code, region_id: region.id } : {}),
    default_shipping: values.default_shipping,
    default_billing: values.default_billing,
  };
}

/** The cart's input: an empty region is left out, a listed one goes with its id. */
export function cartAddressInput(values: AddressFieldValues, countries: CountryView[]) {
  const region = listedRegion(values, countries);
  return {
    ...postalAddress(values),
    ...(values.region ? { region: values.region } : {}),
    ...(region ? { region_id: region.id } : {}),
  };
}
