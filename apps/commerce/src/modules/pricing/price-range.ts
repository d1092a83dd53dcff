// price_range of a product in the request's display currency, from its price index row.
import type {
  CurrencyEnum,
  PriceRange,
  ProductPrice,
  ProductPrices,
} from '../../generated/graphql';
import { convertMinor, discountOf, minorToDecimal } from './money';

export interface PriceIndexRow {
  min_regular: number;
  min_final: number;
  max_regular: number;
  max_final: number;
}

export function displayPrice(
  regularMinor: number,
  finalMinor: number,
  currency: string,
  rate: string,
): ProductPrice {
  const regular = convertMinor(regularMinor, rate);
  const final = convertMinor(finalMinor, rate);
  const { amountOffMinor, percentOffHundredths } = discountOf(regular, final);
  return {
    regular_price: { value: minorToDecimal(regular), currency: currency as CurrencyEnum },
    final_price: { value: minorToDecimal(final), currency: currency as CurrencyEnum },
    discount: {
      amount_off: minorToDecimal(amountOffMinor),
      percent_off: minorToDecimal(percentOffHundredths),
    },
    // The shop charges no fixed product taxes (tax/weee/enable is off).
    fixed_product_taxes: [],
  };
}

/** A product without a price in the scope shows 0, as Magento does for unpriced products. */
export function priceRange(row: PriceIndexRow | null, currency: string, rate: string): PriceRange {
  const index = row ?? { min_regular: 0, min_final: 0, max_regular: 0, max_final: 0 };
  return {
    minimum_price: displayPrice(index.min_regular, index.min_final, currency, rate),
    maximum_price: displayPrice(index.max_regular, index.max_final, currency, rate),
  };
}

/**
 * Magento's deprecated ProductInterface.price, from the same index row as price_range: the
 * regular price, and the lowest and highest final prices, without adjustments (no fixed product
 * taxes are charged and prices are shown as stored).
 */
export function legacyProductPrices(
  row: PriceIndexRow | null,
  currency: string,
  rate: string,
): ProductPrices {
  const index = row ?? { min_regular: 0, min_final: 0, max_regular: 0, max_final: 0 };
  const price = (minor: number) => ({
    amount: {
      value: minorToDecimal(convertMinor(minor, rate)),
      currency: currency as CurrencyEnum,
    },
    adjustments: [],
  });
  return {
    regularPrice: price(index.min_regular),
    minimalPrice: price(index.min_final),
    maximalPrice: price(index.max_final),
  };
}
