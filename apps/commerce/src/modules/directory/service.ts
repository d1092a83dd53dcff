// Countries and regions a store view offers (Magento's DirectoryGraphQl): the countries of its
// website's `general/country/allow` (every country Magento knows when unset), named in the store
// view's language (`general/locale/code`) and in English, with their regions.
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import { noSuchEntityError } from '../../errors';
import type { StoresService } from '../stores/service';
import { COUNTRY_ISO3, COUNTRY_REGIONS, type DirectoryRegion } from './data';

export interface DirectoryCountry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: DirectoryRegion[] | null;
}

/** What the address rules ask of a country (modules/customer-address's AddressCountries). */
export interface AddressCountryRules {
  id: string;
  regions: readonly DirectoryRegion[];
  regionRequired: boolean;
  postcodeRequired: boolean;
}

const ALLOWED = loaderKey<Promise<string[]>>('directory.allowedCountries');
const DEFAULT_LOCALE = 'en_US';
/** Magento's config.xml default of `general/country/optional_zip_countries`. */
const OPTIONAL_ZIP_DEFAULT = 'HK,IE,MO,PA';

const displayNames = new Map<string, Intl.DisplayNames>();
function countryName(id: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = displayNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en-US'], { type: 'region', fallback: 'code' });
    displayNames.set(tag, names);
  }
  return names.of(id) ?? id;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

export class DirectoryService {
  constructor(private readonly stores: StoresService) {}

  /** The allowed countries, ordered by id. */
  async countries(context: RequestContext): Promise<DirectoryCountry[]> {
    const [ids, locale] = await Promise.all([this.allowedIds(context), this.locale(context)]);
    return ids.map((id) => this.describe(id, locale));
  }

  /** One allowed country; any other id answers Magento's "The country isn't available." */
  async country(context: RequestContext, id: string | null | undefined): Promise<DirectoryCountry> {
    const wanted = (id ?? '').trim().toUpperCase();
    if (!(await this.allowedIds(context)).includes(wanted))
      throw noSuchEntityError("The country isn't available.");
    return this.describe(wanted, await this.locale(context));
  }

  /**
   * The country when the store view's website ships there, with its regions and whether an
   * address needs a region (`general/region/state_required`, default: countries with regions)
   * or a postcode (`general/country/optional_zip_countries`); otherwise null. The shape of
   * modules/customer-address's AddressCountries, which this service can stand for.
   */
  async allowed(context: RequestContext, countryId: string): Promise<AddressCountryRules | null> {
    const id = countryId.trim().toUpperCase();
    if (!(await this.allowedIds(context)).includes(id)) return null;
    const regions = COUNTRY_REGIONS.get(id) ?? [];
    const [stateRequired, optionalZip] = await Promise.all([
      this.stores.configValue(context, 'general/region/state_required'),
      this.stores.configValue(
        context,
        'general/country/optional_zip_countries',
        OPTIONAL_ZIP_DEFAULT,
      ),
    ]);
    return {
      id,
      regions,
      regionRequired:
        stateRequired === null ? regions.length > 0 : list(stateRequired).includes(id),
      postcodeRequired: !list(optionalZip).includes(id),
    };
  }

  /** The website's allowed country ids, known to Magento, ordered. */
  private allowedIds(context: RequestContext): Promise<string[]> {
    return context.loaders.get(ALLOWED, async () => {
      const configured = list(await this.stores.configValue(context, 'general/country/allow'));
      const ids = configured.length > 0 ? configured : [...COUNTRY_ISO3.keys()];
      return [...new Set(ids.filter((id) => COUNTRY_ISO3.has(id)))].sort();
    });
  }

  private async locale(context: RequestContext): Promise<string> {
    return (await this.stores.configValue(context, 'general/locale/code')) ?? DEFAULT_LOCALE;
  }

  private describe(id: string, locale: string): DirectoryCountry {
    const regions = COUNTRY_REGIONS.get(id);
    return {
      id,
      two_letter_abbreviation: id,
      three_letter_abbreviation: COUNTRY_ISO3.get(id)!,
      full_name_locale: countryName(id, locale),
      full_name_english: countryName(id, DEFAULT_LOCALE),
      available_regions: regions
        ? [...regions].sort((a, b) => a.name.localeCompare(b.name, locale.replace('_', '-')))
        : null,
    };
  }
}
