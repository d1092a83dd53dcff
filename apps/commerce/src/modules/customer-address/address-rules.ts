// Rules of an address's fields, with Magento's messages (CustomerGraphQl's Create/Update
// CustomerAddress and the customer address validators). Pure: the service adds what needs the
// database or the directory.
import type { CustomerAddressInput } from '../../generated/graphql';
import { inputError } from '../../errors';

/** The spec's street lines: street, apartment, neighborhood, extra. */
export const MAX_STREET_LINES = 4;
/** Magento's varchar(255) address columns. */
export const MAX_FIELD_LENGTH = 255;

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'city',
  'postcode',
  'telephone',
  'fax',
  'vat_id',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];

/** Required address attributes, in Magento's attribute order (its message lists them so). */
const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'country_id', 'telephone'] as const;

export interface RegionInput {
  region: string | null;
  region_code: string | null;
  region_id: number | null;
}

/** The fields an input sets; a key that is absent leaves the stored value as it is. */
export type AddressPatch = Partial<Record<TextField, string | null>> & {
  street?: string[];
  country_id?: string | null;
  region?: RegionInput | null;
  default_billing?: boolean;
  default_shipping?: boolean;
};

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Reads an input: trims texts, drops empty street lines, takes country_code over country_id. */
export function addressPatch(input: CustomerAddressInput): AddressPatch {
  const patch: AddressPatch = {};
  for (const field of TEXT_FIELDS) {
    if (input[field] !== undefined) patch[field] = text(input[field]);
  }
  if (input.street !== undefined) {
    patch.street = (input.street ?? []).map((line) => line?.trim() ?? '').filter(Boolean);
  }
  const country = input.country_code ?? input.country_id;
  if (country !== undefined) patch.country_id = country;
  if (input.region !== undefined) {
    patch.region = input.region && {
      region: text(input.region.region),
      region_code: text(input.region.region_code),
      region_id: input.region.region_id ?? null,
    };
  }
  if (input.default_billing != null) patch.default_billing = input.default_billing;
  if (input.default_shipping != null) patch.default_shipping = input.default_shipping;
  return patch;
}

function isEmpty(patch: AddressPatch, field: (typeof REQUIRED)[number]): boolean {
  const value = patch[field];
  return value == null || (Array.isArray(value) && value.length === 0);
}

function missing(fields: readonly string[]) {
  return inputError(`Required parameters are missing: ${fields.join(', ')}`);
}

/** A new address needs every required attribute. */
export function checkRequiredOnCreate(patch: AddressPatch): void {
  const absent = REQUIRED.filter((field) => isEmpty(patch, field));
  if (absent.length > 0) throw missing(absent);
}

/** An update may leave a required attribute out, but may not empty it. */
export function checkRequiredOnUpdate(patch: AddressPatch): void {
  const emptied = REQUIRED.filter((field) => field in patch && isEmpty(patch, field));
  if (emptied.length > 0) throw missing(emptied);
}

/** Sizes are bounded: at most four street lines, and no field longer than Magento's columns. */
export function checkSizes(patch: AddressPatch): void {
  if (patch.street && patch.street.length > MAX_STREET_LINES) {
    throw inputError(`"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`);
  }
  const texts: Array<[string, string | null | undefined]> = [
    ...TEXT_FIELDS.map((field): [string, string | null | undefined] => [field, patch[field]]),
    ...(patch.street ?? []).map((line): [string, string] => ['street', line]),
    ['region', patch.region?.region],
    ['region_code', patch.region?.region_code],
  ];
  for (const [field, value] of texts) {
    if (value && value.length > MAX_FIELD_LENGTH) {
      throw inputError(
        `"${field}" length must be equal or less than ${MAX_FIELD_LENGTH} characters.`,
      );
    }
  }
}
