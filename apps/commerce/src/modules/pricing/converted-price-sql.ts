// convertMinor's rule (ADR 0028) as SQL, for listings that filter, sort and bucket by the price
// the shopper sees: the same integer minor units the price fields show.
import { sql, type RawBuilder } from 'kysely';
import { isIdentityRate } from './money';

/** `minor` (an integer column in base-currency minor units) in display-currency minor units. */
export function convertedMinorSql(minor: RawBuilder<unknown>, rate: string): RawBuilder<number> {
  if (isIdentityRate(rate)) return sql<number>`(${minor})::numeric`;
  return sql<number>`(ceil(round(${minor} * ${rate}::numeric) / 100) * 100)`;
}
