// Table types of the pricing module (migration 0018). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { Numeric } from '../../db/column-types';

export interface TaxRatesTable {
  id: Generated<number>;
  /** Magento's rate code, also the tax's label on the cart ("AT VAT 20%"). */
  code: string;
  country_id: string;
  /** A region code, or '*' for every region of the country. */
  region_code: Generated<string>;
  /** Percent, as a decimal string ("8.8750"). */
  rate: Numeric;
}

/** A rate's label in one store view (migration 0020); without one, the code is the label. */
export interface TaxRateTitlesTable {
  tax_rate_id: number;
  store_view_id: number;
  title: string;
}

export interface PricingTables {
  tax_rates: TaxRatesTable;
  tax_rate_titles: TaxRateTitlesTable;
}
