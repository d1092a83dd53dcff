// Money arithmetic on integer minor units; decimals appear only at the GraphQL border, built from
// digit strings, so no amount ever passes through float arithmetic.

/** 12345 minor units → 123.45 (parsed from the string "123.45"). */
export function minorToDecimal(minor: number, digits = 2): number {
  const sign = minor < 0 ? '-' : '';
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return Number(
    `${sign}${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`,
  );
}

/** A decimal string ("49.9", "50") → minor units, or null when it is not a plain amount. */
export function decimalToMinor(value: string, digits = 2): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d+))?\s*$/.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  const kept = BigInt(match[1]! + fraction.slice(0, digits));
  // Digits beyond the minor unit round half up.
  const roundUp = fraction.length > digits && Number(fraction[digits]) >= 5 ? 1n : 0n;
  return Number(kept + roundUp);
}

/** Minor units per whole unit of every currency we sell in (two decimals). */
const MINOR_PER_UNIT = 100n;

/** A rate string that changes nothing ("1", "1.000000"): the display currency is the base one. */
export function isIdentityRate(rate: string): boolean {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return BigInt(whole || '0') === 1n && /^0*$/.test(fraction);
}

/**
 * A base-currency price in a display currency (ADR 0028): minor × rate (a decimal string such as
 * "1.085000"), half up to minor units, then up to the next whole unit, as shops round converted
 * prices (199.00 EUR × 1.085 = 215.915 → 216.00 USD, never 215.92). Prices in the base currency
 * stay exactly as stored. Every price a shopper sees or pays in a display currency comes from here.
 */
export function convertMinor(minor: number, rate: string): number {
  if (isIdentityRate(rate)) return minor;
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const scale = 10n ** BigInt(fraction.length);
  const scaledRate = BigInt(whole + fraction);
  const product = BigInt(minor) * scaledRate;
  const sign = product < 0n ? -1n : 1n;
  const exact = (product * sign * 2n + scale) / (2n * scale);
  const rounded = ((exact + MINOR_PER_UNIT - 1n) / MINOR_PER_UNIT) * MINOR_PER_UNIT;
  return Number(sign * rounded);
}

/** Magento's discount: amount off and percent off (two decimals, half up) of regular → final. */
export function discountOf(
  regularMinor: number,
  finalMinor: number,
): { amountOffMinor: number; percentOffHundredths: number } {
  const amountOffMinor = Math.max(regularMinor - finalMinor, 0);
  if (regularMinor <= 0 || amountOffMinor === 0)
    return { amountOffMinor: 0, percentOffHundredths: 0 };
  const hundredths =
    (BigInt(amountOffMinor) * 10000n * 2n + BigInt(regularMinor)) / (2n * BigInt(regularMinor));
  return { amountOffMinor, percentOffHundredths: Number(hundredths) };
}
