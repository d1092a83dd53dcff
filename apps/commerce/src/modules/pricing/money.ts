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

/** minor × rate (a decimal string such as "3.967500"), rounded half up to minor units. */
export function convertMinor(minor: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const scale = 10n ** BigInt(fraction.length);
  const scaledRate = BigInt(whole + fraction);
  const product = BigInt(minor) * scaledRate;
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude * 2n + scale) / (2n * scale)));
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
