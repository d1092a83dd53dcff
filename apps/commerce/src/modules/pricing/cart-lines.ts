// What the cart totals need of a cart: its lines with their catalog prices. The cart module
// supplies them (CartService); the pricing module computes nothing from the catalog itself here.
import type { RequestContext } from '../../context/request-context';
import type { CartItemModel, CartModel } from '../cart/models';
import type { CartTotals } from './cart-totals';

/** One cart line with the website's catalog prices, in the website's base currency. */
export interface PricedCartLine {
  item: CartItemModel;
  /** Final unit price (special price within its dates), as the catalog stores it. */
  unitPriceMinor: number;
  /** Regular unit price, before a special price. */
  regularUnitPriceMinor: number;
  /** The categories of the product added (a configurable's or bundle's own). */
  categoryIds: number[];
  /** Virtual and downloadable lines ship nothing: they can't be gift wrapped. */
  isVirtual: boolean;
}

export interface CartLineSource {
  pricedLines(context: RequestContext, cart: CartModel): Promise<PricedCartLine[]>;
  /**
   * The lines as read in this request: a new value once a write of the request changed them, so
   * totals computed before the write are not served after it.
   */
  linesSnapshot(context: RequestContext, cart: CartModel): Promise<unknown>;
  /** The cart of a line reached through a guarded cart (a cart item's field resolvers). */
  cartOfItem(context: RequestContext, item: CartItemModel): Promise<CartModel>;
}

/** Where the cart ships and what its chosen shipping method costs (the checkout module). */
export interface CartShippingSource {
  /** The cart's shipping address as a tax destination; null before there is one. */
  destination(
    context: RequestContext,
    cart: CartModel,
  ): Promise<{ countryId: string; regionCode: string | null } | null>;
  /**
   * The chosen shipping method's amount in base currency (the catalog's tax basis), for the cart
   * as priced before shipping; null without a chosen, available method.
   */
  selectedAmount(
    context: RequestContext,
    cart: CartModel,
    beforeShipping: CartTotals,
  ): Promise<number | null>;
}
