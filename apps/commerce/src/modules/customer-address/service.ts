// A customer's address book (Magento CustomerGraphQl): create, update, delete and list the
// signed-in customer's own addresses, one default billing and one default shipping address each.
// Another customer's address id answers exactly as a missing one.
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import { signedInCustomer } from '../../context/signed-in-customer';
import { inputError, noSuchEntityError } from '../../errors';
import type { CustomerAddress, CustomerAddressInput } from '../../generated/graphql';
import type { AddressCountries, AddressCountry } from './address-countries';
import {
  addressPatch,
  checkRequiredOnCreate,
  checkRequiredOnUpdate,
  checkSizes,
  type AddressPatch,
  type RegionInput,
} from './address-rules';
import type { AddressRow, CustomerAddressRepository, NewAddressRow } from './repository';

/** An address book is bounded, as every list a request reads is. */
export const MAX_ADDRESSES_PER_CUSTOMER = 100;

const DEFAULTS = loaderKey<Promise<{ billing: string | null; shipping: string | null }>>(
  'customerAddress.defaults',
);

const notFound = (id: number) => noSuchEntityError(`Could not find a address with ID "${id}"`);

type StoredRegion = Pick<AddressRow, 'region' | 'region_code' | 'region_id'>;

export class CustomerAddressService {
  constructor(
    private readonly repository: CustomerAddressRepository,
    private readonly countries: AddressCountries,
  ) {}

  async list(context: RequestContext): Promise<CustomerAddress[]> {
    const customer = signedInCustomer(context);
    const rows = await this.repository.list(customer.id, MAX_ADDRESSES_PER_CUSTOMER);
    return rows.map(toCustomerAddress);
  }

  /** Customer.default_billing and default_shipping: the address ids, as strings (one read each request). */
  defaultIds(
    context: RequestContext,
  ): Promise<{ billing: string | null; shipping: string | null }> {
    const customer = signedInCustomer(context);
    return context.loaders.get(DEFAULTS, async () => {
      const ids = await this.repository.defaults(customer.id);
      return {
        billing: ids.billing === null ? null : String(ids.billing),
        shipping: ids.shipping === null ? null : String(ids.shipping),
      };
    });
  }

  /** One of the signed-in customer's own addresses; another's or a missing id is null. */
  async ownAddress(context: RequestContext, id: number): Promise<CustomerAddress | null> {
    const customer = signedInCustomer(context);
    const row = await this.repository.find(customer.id, id);
    return row ? toCustomerAddress(row) : null;
  }

  async create(context: RequestContext, input: CustomerAddressInput): Promise<CustomerAddress> {
    const customer = signedInCustomer(context);
    const patch = addressPatch(input);
    checkRequiredOnCreate(patch);
    checkSizes(patch);
    const country = await this.allowedCountry(context, patch.country_id!);
    const region = regionOf(country, patch.region ?? null);
    checkPostcode(country, patch.postcode ?? null);
    const row: NewAddressRow = {
      firstname: patch.firstname!,
      lastname: patch.lastname!,
      middlename: patch.middlename ?? null,
      prefix: patch.prefix ?? null,
      suffix: patch.suffix ?? null,
      company: patch.company ?? null,
      street: patch.street!.join('\n'),
      city: patch.city!,
      postcode: patch.postcode ?? null,
      country_id: country.id,
      telephone: patch.telephone!,
      fax: patch.fax ?? null,
      vat_id: patch.vat_id ?? null,
      ...region,
    };
    return this.repository.forCustomer(customer.id, async (repository) => {
      if ((await repository.count(customer.id)) >= MAX_ADDRESSES_PER_CUSTOMER) {
        throw inputError(
          `A customer can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one and try again.`,
        );
      }
      if (patch.default_billing) await repository.clearDefault(customer.id, 'is_default_billing');
      if (patch.default_shipping) await repository.clearDefault(customer.id, 'is_default_shipping');
      const saved = await repository.insert(customer.id, {
        ...row,
        is_default_billing: patch.default_billing ?? false,
        is_default_shipping: patch.default_shipping ?? false,
      });
      return toCustomerAddress(saved);
    });
  }

  async update(
    context: RequestContext,
    id: number,
    input: CustomerAddressInput | null | undefined,
  ): Promise<CustomerAddress> {
    const customer = signedInCustomer(context);
    if (!input || Object.keys(input).length === 0) {
      throw inputError('"input" value should be specified');
    }
    const patch = addressPatch(input);
    checkRequiredOnUpdate(patch);
    checkSizes(patch);
    // The country is looked up before the transaction opens: the directory reads outside it, and
    // on the embedded database (one connection) such a read would wait for it forever.
    const before = await this.repository.find(customer.id, id);
    if (!before) throw notFound(id);
    const countryId = patch.country_id ?? before.country_id;
    const country = await this.allowedCountry(context, countryId);
    return this.repository.forCustomer(customer.id, async (repository) => {
      const current = await repository.find(customer.id, id);
      if (!current) throw notFound(id);
      // The address moved to another country meanwhile: its checks no longer hold.
      if (countryId !== (patch.country_id ?? current.country_id)) {
        throw inputError('The address changed while it was being saved. Try again.');
      }
      // An address moved to another country keeps none of the old country's region.
      const regionInput =
        patch.region !== undefined
          ? patch.region
          : countryId === current.country_id
            ? storedRegionInput(current)
            : null;
      const region = regionOf(country, regionInput);
      const postcode = patch.postcode !== undefined ? patch.postcode : current.postcode;
      checkPostcode(country, postcode);
      if (patch.default_billing) await repository.clearDefault(customer.id, 'is_default_billing');
      if (patch.default_shipping) await repository.clearDefault(customer.id, 'is_default_shipping');
      const saved = await repository.update(customer.id, id, {
        ...textChanges(patch),
        ...(patch.street ? { street: patch.street.join('\n') } : {}),
        country_id: country.id,
        postcode,
        ...region,
        ...(patch.default_billing !== undefined
          ? { is_default_billing: patch.default_billing }
          : {}),
        ...(patch.default_shipping !== undefined
          ? { is_default_shipping: patch.default_shipping }
          : {}),
      });
      return toCustomerAddress(saved);
    });
  }

  /** Magento refuses to delete a default address; the customer picks another default first. */
  async delete(context: RequestContext, id: number): Promise<boolean> {
    const customer = signedInCustomer(context);
    return this.repository.forCustomer(customer.id, async (repository) => {
      const current = await repository.find(customer.id, id);
      if (!current) throw notFound(id);
      if (current.is_default_billing) {
        throw inputError(
          `Customer Address ${id} is set as default billing address and can not be deleted`,
        );
      }
      if (current.is_default_shipping) {
        throw inputError(
          `Customer Address ${id} is set as default shipping address and can not be deleted`,
        );
      }
      return repository.delete(customer.id, id);
    });
  }

  private async allowedCountry(context: RequestContext, countryId: string) {
    const country = await this.countries.allowed(context, countryId);
    if (!country) {
      throw inputError(`Invalid value of "${countryId}" provided for the countryId field.`);
    }
    return country;
  }
}

function textChanges(patch: AddressPatch) {
  const { street: _street, country_id: _country, region: _region, ...rest } = patch;
  const {
    default_billing: _billing,
    default_shipping: _shipping,
    postcode: _postcode,
    ...texts
  } = rest;
  // Required texts were checked not to be emptied (checkRequiredOnUpdate).
  return texts as Record<string, string | null>;
}

function storedRegionInput(row: AddressRow): RegionInput | null {
  if (row.region_id === null && row.region === null && row.region_code === null) return null;
  return { region: row.region, region_code: row.region_code, region_id: row.region_id };
}

/**
 * A country with regions takes one of them, by id, then code, then name; a country without
 * regions keeps the region as text. Magento's messages name the regionId field.
 */
function regionOf(country: AddressCountry, input: RegionInput | null): StoredRegion {
  const given = input && (input.region_id ?? input.region_code ?? input.region);
  if (country.regions.length === 0) {
    if (input?.region_id != null) {
      throw inputError(`Invalid value of "${input.region_id}" provided for the regionId field.`);
    }
    if (country.regionRequired && !given) {
      throw inputError('"regionId" is required. Enter and try again.');
    }
    return {
      region: input?.region ?? input?.region_code ?? null,
      region_code: input?.region_code ?? null,
      region_id: null,
    };
  }
  if (!input || given == null) {
    if (country.regionRequired) throw inputError('"regionId" is required. Enter and try again.');
    return { region: null, region_code: null, region_id: null };
  }
  const match =
    input.region_id != null
      ? country.regions.find((region) => region.id === input.region_id)
      : input.region_code
        ? country.regions.find(
            (region) => region.code.toLowerCase() === input.region_code!.toLowerCase(),
          )
        : country.regions.find(
            (region) => region.name.toLowerCase() === input.region!.toLowerCase(),
          );
  if (!match) {
    throw inputError(`Invalid value of "${String(given)}" provided for the regionId field.`);
  }
  return { region: match.name, region_code: match.code, region_id: match.id };
}

function checkPostcode(country: AddressCountry, postcode: string | null): void {
  if (country.postcodeRequired && !postcode) {
    throw inputError('"postcode" is required. Enter and try again.');
  }
}

export function toCustomerAddress(row: AddressRow): CustomerAddress {
  const region = {
    region: row.region,
    region_code: row.region_code,
    region_id: row.region_id,
  };
  return {
    id: row.id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    region,
    region_id: row.region_id,
    postcode: row.postcode,
    country_code: row.country_id as CustomerAddress['country_code'],
    country_id: row.country_id,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vat_id,
    default_billing: row.is_default_billing,
    default_shipping: row.is_default_shipping,
    custom_attributes: [],
    extension_attributes: [],
  };
}
