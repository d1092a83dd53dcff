// A cart address from CartAddressInput, pure: texts trimmed, empty street lines dropped (spec §3),
// required fields, bounded sizes and the spec's telephone pattern (§5), with Magento's messages.
// The service adds what needs the directory (country, region, postcode).
import { inputError } from '../../errors';
import type { CartAddressInput } from '../../generated/graphql';

/** The spec's street lines: street, apartment, neighborhood, extra. */
export const MAX_STREET_LINES = 4;
/** Magento's varchar(255) address columns. */
export const MAX_FIELD_LENGTH = 255;
/** Notes for the courier. */
export const MAX_NOTES_LENGTH = 1000;
/** Longer lists of addresses are refused before anything is read. */
export const MAX_SHIPPING_ADDRESSES = 10;

/**
 * Spec §5: optional leading spaces and plus, then 10 to 14 digits with optional spaces, hyphens or
 * parentheses between them.
 */
const TELEPHONE = /^\s*\+?(?:[\s()-]*\d){10,14}[\s()-]*$/;

export const MESSAGES = {
  telephone: 'Enter a correct phone number.',
  required: (field: string) => `"${field}" is required. Enter and try again.`,
  tooLong: (field: string, max: number) =>
    `"${field}" length must be equal or less than ${max} characters.`,
  streetLines: `"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`,
  country: (value: string) => `Invalid value of "${value}" provided for the countryId field.`,
  region: (value: string) => `Invalid value of "${value}" provided for the regionId field.`,
} as const;

export interface CartAddressFields {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  /** The region as sent: a name or code, and an id. */
  region: string | null;
  regionId: number | null;
  postcode: string | null;
  countryId: string;
  telephone: string;
  saveInAddressBook: boolean;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function isTelephone(value: string): boolean {
  return value.length <= 64 && TELEPHONE.test(value);
}

/** Reads and checks an address input; throws Magento's input errors. */
export function readCartAddress(input: CartAddressInput): CartAddressFields {
  // Empty lines are dropped, but a list far beyond four lines is refused before it is read.
  if ((input.street?.length ?? 0) > MAX_STREET_LINES * 4) throw inputError(MESSAGES.streetLines);
  const fields = {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    company: text(input.company),
    street: (input.street ?? []).map((line) => line?.trim() ?? '').filter(Boolean),
    city: text(input.city),
    region: text(input.region),
    postcode: text(input.postcode),
    countryId: text(input.country_code)?.toUpperCase() ?? null,
    telephone: text(input.telephone),
  };
  // Magento's attribute order (its validator reports them so).
  if (!fields.firstname) throw inputError(MESSAGES.required('firstname'));
  if (!fields.lastname) throw inputError(MESSAGES.required('lastname'));
  if (fields.street.length === 0) throw inputError(MESSAGES.required('street'));
  if (!fields.city) throw inputError(MESSAGES.required('city'));
  if (!fields.countryId) throw inputError(MESSAGES.required('countryId'));
  if (!fields.telephone) throw inputError(MESSAGES.required('telephone'));
  if (fields.street.length > MAX_STREET_LINES) throw inputError(MESSAGES.streetLines);
  const texts: Array<[string, string | null]> = [
    ['firstname', fields.firstname],
    ['lastname', fields.lastname],
    ['company', fields.company],
    ['city', fields.city],
    ['region', fields.region],
    ['postcode', fields.postcode],
    ['telephone', fields.telephone],
    ['country_code', fields.countryId],
    ...fields.street.map((line): [string, string] => ['street', line]),
  ];
  for (const [field, value] of texts) {
    if (value && value.length > MAX_FIELD_LENGTH) {
      throw inputError(MESSAGES.tooLong(field, MAX_FIELD_LENGTH));
    }
  }
  if (!isTelephone(fields.telephone)) throw inputError(MESSAGES.telephone);
  return {
    ...fields,
    firstname: fields.firstname,
    lastname: fields.lastname,
    city: fields.city,
    countryId: fields.countryId,
    telephone: fields.telephone,
    regionId: input.region_id ?? null,
    saveInAddressBook: input.save_in_address_book ?? true,
  };
}

/** Courier notes: trimmed, bounded. */
export function readNotes(value: string | null | undefined): string | null {
  const notes = text(value);
  if (notes && notes.length > MAX_NOTES_LENGTH) {
    throw inputError(MESSAGES.tooLong('customer_notes', MAX_NOTES_LENGTH));
  }
  return notes;
}
