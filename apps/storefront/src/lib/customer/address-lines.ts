// The locality part of a postal address, written as the address's own country writes it: "New York,
// NY 10118" in the US, "1010 Wien" in Austria (no state line), the emirate under the city in the UAE.
// Pure, so the order page, the checkout and the address book print an address the same way.

export interface Locality {
  city: string;
  postcode: string;
  /** The region's name, as the address holds it. */
  region: string;
  countryCode: string;
}

/** Countries that write "City, Region Postcode" on one line. */
const CITY_REGION_POSTCODE = new Set(['US', 'CA', 'AU']);
/** Countries that write the city and the postcode on lines of their own. */
const CITY_THEN_POSTCODE = new Set(['GB', 'IE']);
/** Countries whose addresses carry the region (state, province, emirate) on a line of its own. */
const REGION_LINE = new Set(['AE', 'SA', 'IN', 'IT', 'ES', 'BR', 'MX', 'JP', 'CN']);

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** The address's locality lines, empty ones left out. */
export function localityLines({ city, postcode, region, countryCode }: Locality): string[] {
  const country = countryCode.toUpperCase();
  const sameAsCity = region.trim().toLowerCase() === city.trim().toLowerCase();
  let lines: string[];
  if (CITY_REGION_POSTCODE.has(country)) {
    // The state is written even when it shares the city's name (New York, New York 10118).
    const place = [city.trim(), region.trim()].filter(Boolean).join(', ');
    lines = [joined(place, postcode)];
  } else if (CITY_THEN_POSTCODE.has(country)) {
    lines = [city, postcode];
  } else {
    lines = [joined(postcode, city), REGION_LINE.has(country) && !sameAsCity ? region : ''];
  }
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** A country's name in the storefront's language (Intl's region names); the code when unknown. */
export function countryName(code: string, intlLocale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
