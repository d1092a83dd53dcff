import { describe, expect, it } from 'vitest';
import { decimalToMinor } from '../pricing/money';
import {
  DEFAULT_CARRIER_ERROR,
  shippingRates,
  tableRateFor,
  type CarrierCode,
  type CarrierConfig,
  type RateRequest,
  type TableRate,
} from './shipping-rates';

const config =
  (values: Record<string, string>): CarrierConfig =>
  (field) =>
    values[field] ?? null;

const table: TableRate[] = [
  { countryId: 'DE', regionCode: '*', weightFrom: 0, priceMinor: 490 },
  { countryId: 'DE', regionCode: '*', weightFrom: 50_000, priceMinor: 790 },
  { countryId: 'DE', regionCode: '*', weightFrom: 200_000, priceMinor: 1490 },
  { countryId: 'US', regionCode: '*', weightFrom: 0, priceMinor: 795 },
  { countryId: 'US', regionCode: 'HI', weightFrom: 0, priceMinor: 1495 },
];

const request = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  countryId: 'DE',
  regionCode: null,
  weight: 15_000,
  quantity: 2,
  subtotalMinor: 4990,
  freeShipping: false,
  tableRates: table,
  toMinor: (value) => decimalToMinor(value),
  ...overrides,
});

const all = (
  flat: Record<string, string>,
  rates: Record<string, string>,
  free: Record<string, string>,
) =>
  new Map<CarrierCode, CarrierConfig>([
    ['flatrate', config(flat)],
    ['tablerate', config(rates)],
    ['freeshipping', config(free)],
  ]);

describe('table rates', () => {
  it('charge the highest weight tier the package reaches', () => {
    expect(tableRateFor(table, 'DE', null, 0)).toBe(490);
    expect(tableRateFor(table, 'DE', null, 49_999)).toBe(490);
    expect(tableRateFor(table, 'DE', null, 50_000)).toBe(790);
    expect(tableRateFor(table, 'DE', null, 1_000_000)).toBe(1490);
  });

  it("prefer a region's own rows over the country's", () => {
    expect(tableRateFor(table, 'US', 'HI', 10)).toBe(1495);
    expect(tableRateFor(table, 'US', 'NY', 10)).toBe(795);
  });

  it('have no rate for a country without rows', () => {
    expect(tableRateFor(table, 'FR', null, 10)).toBeNull();
  });
});

describe('shipping rates', () => {
  it('offer each active carrier in its sort order with its titles', () => {
    const rates = shippingRates(
      all(
        {
          active: '1',
          price: '14.90',
          type: 'O',
          title: 'Express',
          name: 'Courier',
          sort_order: '20',
        },
        { active: '1', sort_order: '10' },
        { active: '0' },
      ),
      request(),
    );
    expect(rates.map((rate) => [rate.carrierCode, rate.methodCode, rate.amountMinor])).toEqual([
      ['tablerate', 'bestway', 490],
      ['flatrate', 'flatrate', 1490],
    ]);
    expect(rates[0]).toMatchObject({ carrierTitle: 'Best Way', methodTitle: 'Table Rate' });
    expect(rates[1]).toMatchObject({ carrierTitle: 'Express', methodTitle: 'Courier' });
  });

  it('charge a flat rate per item when configured so', () => {
    const rates = shippingRates(
      all({ active: '1', price: '5.00', type: 'I' }, {}, {}),
      request({ quantity: 3 }),
    );
    expect(rates[0]!.amountMinor).toBe(1500);
  });

  it('offer free shipping from its subtotal on', () => {
    const free = all({}, {}, { active: '1', free_shipping_subtotal: '100.00' });
    expect(shippingRates(free, request({ subtotalMinor: 9999 }))).toEqual([]);
    expect(shippingRates(free, request({ subtotalMinor: 10_000 }))[0]).toMatchObject({
      carrierCode: 'freeshipping',
      methodCode: 'freeshipping',
      amountMinor: 0,
    });
  });

  it('make every rate cost nothing under a free-shipping rule', () => {
    const rates = shippingRates(
      all({ active: '1', price: '14.90', type: 'O' }, { active: '1' }, {}),
      request({ freeShipping: true }),
    );
    expect(rates.map((rate) => rate.amountMinor)).toEqual([0, 0]);
  });

  it('leave out destinations a carrier does not serve, or show its error when configured', () => {
    const only = {
      active: '1',
      price: '5',
      type: 'O',
      sallowspecific: '1',
      specificcountry: 'AT,DE',
    };
    expect(shippingRates(all(only, {}, {}), request({ countryId: 'GB' }))).toEqual([]);
    const shown = shippingRates(
      all(
        { ...only, showmethod: '1', specificerrmsg: 'no shipping methods for this country' },
        {},
        {},
      ),
      request({ countryId: 'GB' }),
    );
    expect(shown).toEqual([
      {
        carrierCode: 'flatrate',
        carrierTitle: 'Flat Rate',
        methodCode: null,
        methodTitle: null,
        amountMinor: 0,
        available: false,
        errorMessage: 'no shipping methods for this country',
      },
    ]);
    const defaulted = shippingRates(
      all({ ...only, showmethod: '1' }, {}, {}),
      request({ countryId: 'GB' }),
    );
    expect(defaulted[0]!.errorMessage).toBe(DEFAULT_CARRIER_ERROR);
  });

  it('skip the table rate where the destination has no rows', () => {
    expect(shippingRates(all({}, { active: '1' }, {}), request({ countryId: 'FR' }))).toEqual([]);
  });
});
