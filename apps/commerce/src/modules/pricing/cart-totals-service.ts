// A cart's prices: its lines' catalog prices, the website's tax and rules, gift wrapping, through
// the one calculator (cart-totals.ts). Rules and conditions are in the website's base currency;
// what the shopper sees is computed again from prices converted once each through convertMinor
// (ADR 0028), so the cart shows the product page's prices and every total adds up in the display
// currency too.
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { CartItemModel, CartModel } from '../cart/models';
import type { GiftWrapService } from '../gift-wrap/service';
import type { SalesRules } from '../sales-rule/rules';
import type { CouponRecord } from '../sales-rule/repository';
import type { StoresService } from '../stores/service';
import type { CartLineSource, CartShippingSource, PricedCartLine } from './cart-lines';
import {
  calculateCartTotals,
  type CartRuleInput,
  type CartTotals,
  type TaxRateInput,
} from './cart-totals';
import { convertMinor, decimalToMinor } from './money';
import type { PricingService } from './service';
import { taxRateFor, type TaxRateRepository } from './tax-repository';

export interface CartPricesModel {
  /** The display currency of every amount in `totals`. */
  currency: string;
  totals: CartTotals;
  /** The same cart in the website's base currency (what an order records). */
  base: CartTotals;
  /**
   * The base-currency totals before shipping: what shipping rates are computed from (free
   * shipping thresholds, the free-shipping flag of cart price rules).
   */
  baseBeforeShipping: CartTotals;
  /** The chosen shipping method's amount in base currency before free shipping; null without. */
  shippingBaseMinor: number | null;
  /** The coupon on the cart while its rule applies. */
  coupon: CouponRecord | null;
  lines: PricedCartLine[];
}

export interface TaxSettings {
  pricesIncludeTax: boolean;
  tax: TaxRateInput | null;
}

interface Remembered {
  /** The cart module's lines the prices were computed from. */
  snapshot: Promise<unknown>;
  prices: Promise<CartPricesModel>;
}

const ITEM_CARTS = loaderKey<Map<number, Promise<CartModel>>>('carts of priced items');
const CART_PRICES = loaderKey<Map<number, Remembered>>('cart prices');

export class CartTotalsService {
  constructor(
    private readonly lines: CartLineSource,
    private readonly rules: SalesRules,
    private readonly giftWrap: GiftWrapService,
    private readonly taxRates: TaxRateRepository,
    private readonly stores: StoresService,
    private readonly pricing: PricingService,
    private readonly shipping: CartShippingSource,
  ) {}

  /** The cart's prices, once per request and cart (`forget` after a write). */
  prices(context: RequestContext, cart: CartModel): Promise<CartPricesModel> {
    const memo = context.loaders.get(CART_PRICES, () => new Map());
    const snapshot = this.lines.linesSnapshot(context, cart);
    const known = memo.get(cart.id);
    if (known && known.snapshot === snapshot) return known.prices;
    const prices = this.compute(context, cart);
    memo.set(cart.id, { snapshot, prices });
    return prices;
  }

  /** The prices of the cart a line belongs to. */
  async pricesOfItem(context: RequestContext, item: CartItemModel): Promise<CartPricesModel> {
    return this.prices(context, await this.cartOf(context, item));
  }

  private cartOf(context: RequestContext, item: CartItemModel): Promise<CartModel> {
    const carts = context.loaders.get(ITEM_CARTS, () => new Map());
    let cart = carts.get(item.cartId);
    if (!cart) {
      cart = this.lines.cartOfItem(context, item);
      carts.set(item.cartId, cart);
    }
    return cart;
  }

  /** Drops what `prices` remembered of a cart that was just changed. */
  forget(context: RequestContext, cart: CartModel): void {
    context.loaders.get(CART_PRICES, () => new Map()).delete(cart.id);
  }

  /** The prices as they would be with `coupon` on the cart (applying one checks it applies). */
  withCoupon(
    context: RequestContext,
    cart: CartModel,
    coupon: CouponRecord,
  ): Promise<CartPricesModel> {
    return this.compute(context, cart, coupon);
  }

  /**
   * Whether prices include tax, and the rate of the destination: the cart's shipping address, or
   * before there is one the website's default (Magento's tax/defaults/country and region). A
   * destination without a rate pays no tax; where prices include tax the shopper still pays the
   * shown price (Magento's cross-border trade).
   */
  async taxSettings(
    context: RequestContext,
    destination: { countryId: string; regionCode: string | null } | null = null,
  ): Promise<TaxSettings> {
    const [includes, defaultCountry, defaultRegion] = await Promise.all([
      this.stores.configValue(context, 'tax/calculation/price_includes_tax', '0'),
      this.stores.configValue(context, 'tax/defaults/country'),
      this.stores.configValue(context, 'tax/defaults/region', '*'),
    ]);
    const country = destination ? destination.countryId : defaultCountry;
    const region = destination ? destination.regionCode : defaultRegion;
    const rate = country
      ? taxRateFor(
          await this.stores.cachedSetting('tax rates', () => this.taxRates.all()),
          country,
          region && region !== '*' ? region : null,
          context.store.storeView.id,
        )
      : undefined;
    const ratePpm = rate ? (decimalToMinor(rate.rate, 4) ?? 0) : 0;
    return {
      pricesIncludeTax: includes === '1',
      tax: rate && ratePpm > 0 ? { ratePpm, label: rate.code } : null,
    };
  }

  private async compute(
    context: RequestContext,
    cart: CartModel,
    coupon?: CouponRecord,
  ): Promise<CartPricesModel> {
    // Independent reads side by side (on a PostgreSQL pool they run at once); the tax settings
    // wait for the destination alone.
    const [lines, cartRules, settings, wrap, wrapped, rate] = await Promise.all([
      this.lines.pricedLines(context, cart),
      this.rules.forCart(context, cart, coupon),
      this.shipping
        .destination(context, cart)
        .then((destination) => this.taxSettings(context, destination)),
      this.giftWrap.settings(context),
      this.giftWrap.wrappedItemIds(context, cart),
      this.pricing.displayRate(context),
    ]);
    const giftWrapUnitMinor = wrap.available ? wrap.priceMinor : null;
    const baseLines = lines.map((line) => ({
      id: String(line.item.id),
      quantity: line.item.quantity,
      unitPriceMinor: line.unitPriceMinor,
      regularUnitPriceMinor: line.regularUnitPriceMinor,
      categoryIds: line.categoryIds,
      giftWrapped: !line.isVirtual && wrapped.has(line.item.id),
    }));
    const baseInput = { lines: baseLines, ...settings, rules: cartRules.rules, giftWrapUnitMinor };
    const baseBeforeShipping = calculateCartTotals(baseInput);
    const shippingBaseMinor = await this.shipping.selectedAmount(context, cart, baseBeforeShipping);
    const base =
      shippingBaseMinor === null
        ? baseBeforeShipping
        : calculateCartTotals({ ...baseInput, shippingMinor: shippingBaseMinor });
    const convert = (minor: number) => convertMinor(minor, rate);
    const totals =
      context.store.currencyCode === context.store.storeView.baseCurrencyCode
        ? base
        : calculateCartTotals({
            lines: baseLines.map((line) => ({
              ...line,
              unitPriceMinor: convert(line.unitPriceMinor),
              regularUnitPriceMinor: convert(line.regularUnitPriceMinor),
            })),
            ...settings,
            rules: cartRules.rules.map((rule) => convertedRule(rule, convert)),
            giftWrapUnitMinor: giftWrapUnitMinor === null ? null : convert(giftWrapUnitMinor),
            shippingMinor: shippingBaseMinor === null ? null : convert(shippingBaseMinor),
            // Conditions are written in the base currency: compare the base subtotal.
            conditionSubtotalMinor: baseLines.reduce(
              (sum, line) => sum + line.unitPriceMinor * line.quantity,
              0,
            ),
          });
    const applied = cartRules.coupon && base.appliedRuleIds.includes(cartRules.coupon.ruleId);
    return {
      currency: context.store.currencyCode,
      totals,
      base,
      baseBeforeShipping,
      shippingBaseMinor,
      coupon: applied ? cartRules.coupon : null,
      lines,
    };
  }
}

/** Fixed amounts are money and convert like prices; percentages and conditions stay. */
function convertedRule(rule: CartRuleInput, convert: (minor: number) => number): CartRuleInput {
  if (rule.action === 'by_fixed' || rule.action === 'cart_fixed')
    return { ...rule, amount: convert(rule.amount) };
  return rule;
}
