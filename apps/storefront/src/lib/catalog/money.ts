// Money arrives from GraphQL as a decimal number; rules compare and divide it as integer minor
// units so no float arithmetic decides what a shopper sees (DESIGN: "money never a float").

export interface Money {
  value: number | null;
  currency: string | null;
}

/** Currencies without minor units would need 0; every currency we sell in has 2. */
const MINOR_DIGITS = 2;

/** Minor units of a decimal amount, e.g. 49.9 → 4990. toFixed rounds the binary representation. */
export function toMinorUnits(value: number): number {
  return Number.parseInt(value.toFixed(MINOR_DIGITS).replace('.', ''), 10);
}

/** Formats an amount in minor units for a locale, e.g. (4990, 'EUR') → "€49.90", without floats. */
export function formatMinorUnits(minor: number, currency: string, intlLocale: string): string {
  const formatter = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  });
  // Intl formats a decimal string exactly (ES2023 "exact decimal" strings).
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(MINOR_DIGITS + 1, '0');
  const decimal = `${sign}${abs.slice(0, -MINOR_DIGITS)}.${abs.slice(-MINOR_DIGITS)}`;
  return formatter.format(decimal as unknown as number);
}

/** Formats a Money for a locale, e.g. "€49.90"; null when the amount is unknown. */
export function formatMoney(money: Money, intlLocale: string): string | null {
  if (money.value == null || !money.currency) return null;
  return formatMinorUnits(toMinorUnits(money.value), money.currency, intlLocale);
}
