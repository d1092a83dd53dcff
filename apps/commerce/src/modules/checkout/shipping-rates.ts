// The shipping carriers (Magento's OfflineShipping: flatrate, tablerate, freeshipping), pure:
// given each carrier's configuration, the destination, the package and the subtotal, the rates a
// shipping address offers, in the website's base currency and the catalog's tax basis.
//
// Magento's configuration paths, per carrier `carriers/<code>/…`: active, title, name, price,
// type (flatrate: O per order, I per item), free_shipping_subtotal (freeshipping),
// sallowspecific + specificcountry (only these destinations), showmethod + specificerrmsg (a
// destination the carrier does not serve gets an unavailable rate with that message),
// sort_order. A cart price rule with free shipping makes every rate's amount 0.
import type { ShippingRate } from './models';

export type CarrierCode = 'flatrate' | 'tablerate' | 'freeshipping';

/** The carriers in Magento's default order, with their method codes and default titles. */
export const CARRIERS: ReadonlyArray<{
  code: CarrierCode;
  methodCode: string;
  title: string;
  name: string;
}> = [
  { code: 'flatrate', methodCode: 'flatrate', title: 'Flat Rate', name: 'Fixed' },
  { code: 'tablerate', methodCode: 'bestway', title: 'Best Way', name: 'Table Rate' },
  { code: 'freeshipping', methodCode: 'freeshipping', title: 'Free Shipping', name: 'Free' },
];

/** Magento's default specificerrmsg. */
export const DEFAULT_CARRIER_ERROR =
  'This shipping method is not available. To use this shipping method, please contact us.';

/** A carrier's configuration, read from the store configuration (`carriers/<code>/<field>`). */
export type CarrierConfig = (field: string) => string | null;

/** One row of the table rates (weight vs. destination), in base-currency minor units. */
export interface TableRate {
  countryId: string;
  /** A region code, or '*'. */
  regionCode: string;
  /** Weight in ten-thousandths of the store's weight unit. */
  weightFrom: number;
  priceMinor: number;
}

export interface RateRequest {
  countryId: string;
  regionCode: string | null;
  /** The package weight in ten-thousandths of the store's weight unit. */
  weight: number;
  /** Units shipped (flat rate per item). */
  quantity: number;
  /** The subtotal free shipping thresholds compare with (after discounts, as prices are shown). */
  subtotalMinor: number;
  /** A cart price rule gives free shipping. */
  freeShipping: boolean;
  tableRates: readonly TableRate[];
  /** A decimal amount of configuration → minor units (null when not an amount). */
  toMinor: (value: string) => number | null;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

/** The table rate of a destination and weight: the region's rows first, else the country's. */
export function tableRateFor(
  rows: readonly TableRate[],
  countryId: string,
  regionCode: string | null,
  weight: number,
): number | null {
  const pick = (region: string) => {
    const fitting = rows
      .filter(
        (row) =>
          row.countryId === countryId && row.regionCode === region && row.weightFrom <= weight,
      )
      .sort((a, b) => b.weightFrom - a.weightFrom);
    return fitting[0]?.priceMinor ?? null;
  };
  return (regionCode ? pick(regionCode) : null) ?? pick('*');
}

/** The rates every active carrier offers the request, in the carriers' sort order. */
export function shippingRates(
  configs: ReadonlyMap<CarrierCode, CarrierConfig>,
  request: RateRequest,
): ShippingRate[] {
  const rates: Array<{ rate: ShippingRate; sortOrder: number; index: number }> = [];
  CARRIERS.forEach((carrier, index) => {
    const config = configs.get(carrier.code);
    if (!config || config('active') !== '1') return;
    const carrierTitle = config('title') ?? carrier.title;
    const unavailable = (): ShippingRate | null =>
      config('showmethod') === '1'
        ? {
            carrierCode: carrier.code,
            carrierTitle,
            methodCode: null,
            methodTitle: null,
            amountMinor: 0,
            available: false,
            errorMessage: config('specificerrmsg') ?? DEFAULT_CARRIER_ERROR,
          }
        : null;
    let amount: number | null;
    if (
      config('sallowspecific') === '1' &&
      !list(config('specificcountry')).includes(request.countryId)
    ) {
      amount = null;
    } else {
      amount = carrierAmount(carrier.code, config, request);
    }
    const rate: ShippingRate | null =
      amount === null
        ? unavailable()
        : {
            carrierCode: carrier.code,
            carrierTitle,
            methodCode: carrier.methodCode,
            methodTitle: config('name') ?? carrier.name,
            amountMinor: request.freeShipping ? 0 : amount,
            available: true,
            errorMessage: null,
          };
    if (rate) rates.push({ rate, sortOrder: Number(config('sort_order') ?? 0) || 0, index });
  });
  return rates.sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index).map((r) => r.rate);
}

/** What a carrier charges, or null when it does not serve the request. */
function carrierAmount(
  code: CarrierCode,
  config: CarrierConfig,
  request: RateRequest,
): number | null {
  switch (code) {
    case 'flatrate': {
      const price = request.toMinor(config('price') ?? '0');
      if (price === null) return null;
      return config('type') === 'I' ? price * request.quantity : price;
    }
    case 'tablerate':
      return tableRateFor(
        request.tableRates,
        request.countryId,
        request.regionCode,
        request.weight,
      );
    case 'freeshipping': {
      const threshold = request.toMinor(config('free_shipping_subtotal') ?? '0');
      if (threshold === null) return null;
      return request.subtotalMinor >= threshold ? 0 : null;
    }
  }
}
