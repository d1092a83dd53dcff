// SQL for tax rates by destination.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TaxRateRecord {
  code: string;
  /** Percent as a decimal string ("20.0000"). */
  rate: string;
}

export class TaxRateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The rate of a destination: its region's own, else the country's '*' rate; its code is the
   * store view's title of it where there is one.
   */
  async rateFor(
    countryId: string,
    regionCode: string | null,
    storeViewId: number,
  ): Promise<TaxRateRecord | undefined> {
    return this.db
      .selectFrom('tax_rates as r')
      .leftJoin('tax_rate_titles as t', (join) =>
        join.onRef('t.tax_rate_id', '=', 'r.id').on('t.store_view_id', '=', storeViewId),
      )
      .where('r.country_id', '=', countryId)
      .where('r.region_code', 'in', regionCode ? [regionCode, '*'] : ['*'])
      .select([sql<string>`coalesce(t.title, r.code)`.as('code'), 'r.rate'])
      .orderBy(sql`region_code = '*'`)
      .limit(1)
      .executeTakeFirst();
  }
}
