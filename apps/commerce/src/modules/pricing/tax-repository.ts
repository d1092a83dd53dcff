// SQL for tax rates, and the rate of a destination among them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TaxRateRecord {
  code: string;
  /** Percent as a decimal string ("20.0000"). */
  rate: string;
}

/** Every rate with its titles per store view: a small table, kept between requests (ADR 0057). */
export interface StoredTaxRate {
  code: string;
  countryId: string;
  /** A region's code, or '*' for the whole country. */
  regionCode: string;
  rate: string;
  /** Store view id → its title of the rate. */
  titles: Record<number, string>;
}

export class TaxRateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async all(): Promise<StoredTaxRate[]> {
    const [rates, titles] = await Promise.all([
      this.db
        .selectFrom('tax_rates')
        .select(['id', 'code', 'country_id', 'region_code', 'rate'])
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('tax_rate_titles')
        .select(['tax_rate_id', 'store_view_id', 'title'])
        .execute(),
    ]);
    return rates.map((rate) => ({
      code: rate.code,
      countryId: rate.country_id.trim(),
      regionCode: rate.region_code,
      rate: rate.rate,
      titles: Object.fromEntries(
        titles
          .filter((title) => title.tax_rate_id === rate.id)
          .map((title) => [title.store_view_id, title.title]),
      ),
    }));
  }
}

/**
 * The rate of a destination: its region's own, else the country's '*' rate; its code is the
 * store view's title of it where there is one.
 */
export function taxRateFor(
  rates: readonly StoredTaxRate[],
  countryId: string,
  regionCode: string | null,
  storeViewId: number,
): TaxRateRecord | undefined {
  const ofCountry = rates.filter((rate) => rate.countryId === countryId);
  const found =
    (regionCode !== null && ofCountry.find((rate) => rate.regionCode === regionCode)) ||
    ofCountry.find((rate) => rate.regionCode === '*');
  if (!found) return undefined;
  return { code: found.titles[storeViewId] ?? found.code, rate: found.rate };
}
