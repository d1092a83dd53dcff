// The pricing rules: what a price shows in the request's display currency. The one place that
// computes money for shoppers; cart and order totals join it with the cart module.
import type { RequestContext } from '../../context/request-context';
import type { PriceRange, ProductPrices } from '../../generated/graphql';
import type { StoresService } from '../stores/service';
import { convertMinor, minorToDecimal } from './money';
import { legacyProductPrices, priceRange, type PriceIndexRow } from './price-range';

export class PricingService {
  constructor(private readonly stores: StoresService) {}

  /** Base → display rate as a decimal string, once per request; fails without a stored rate. */
  displayRate(context: RequestContext): Promise<string> {
    return this.stores.displayRate(context);
  }

  /** price_range in the display currency; a product without a price shows 0, as in Magento. */
  async priceRange(context: RequestContext, row: PriceIndexRow | null): Promise<PriceRange> {
    return priceRange(row, context.store.currencyCode, await this.displayRate(context));
  }

  /**
   * Magento's special_price: the lowest final price while it is below the regular one (a special
   * price within its dates), in the display currency; null otherwise.
   */
  async specialPrice(context: RequestContext, row: PriceIndexRow | null): Promise<number | null> {
    // The rate first: a display currency without one fails every price field, never only some.
    const rate = await this.displayRate(context);
    if (!row || row.min_final >= row.min_regular) return null;
    return minorToDecimal(convertMinor(row.min_final, rate));
  }

  /** Magento's deprecated ProductPrices, from the same index row as price_range. */
  async legacyPrices(context: RequestContext, row: PriceIndexRow | null): Promise<ProductPrices> {
    return legacyProductPrices(row, context.store.currencyCode, await this.displayRate(context));
  }
}
