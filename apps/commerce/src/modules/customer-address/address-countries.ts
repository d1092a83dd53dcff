// What the address rules need to know about a country: whether the store view's website ships
// there (general/country/allow), its regions, and whether its addresses need a region or a
// postcode. The directory module answers it (DirectoryService.allowed).
import type { RequestContext } from '../../context/request-context';

export interface AddressRegion {
  id: number;
  code: string;
  name: string;
}

export interface AddressCountry {
  /** ISO 3166-1 alpha-2. */
  id: string;
  regions: readonly AddressRegion[];
  regionRequired: boolean;
  postcodeRequired: boolean;
}

export interface AddressCountries {
  /** The country when the store view's website allows it, otherwise null. */
  allowed(context: RequestContext, countryId: string): Promise<AddressCountry | null>;
}
