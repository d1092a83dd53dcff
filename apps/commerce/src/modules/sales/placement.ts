// Placing an order (Magento's QuoteManagement::submit through QuoteGraphQl's placeOrder), and the
// two moves a payment makes afterwards. ADR 0052.
//
// Everything is read first: the guarded cart, its lines and prices (the cart-rules calculator),
// its checkout data, the catalog names and option labels, the store's settings. On PGlite's one
// connection a read outside the open transaction would wait for it, so nothing is read through
// the services once it runs. Then ONE transaction:
//   1. takes the cart row (the cart module's lock), re-reads the lines and the coupon under it and
//      refuses if they are not what was priced;
//   2. counts the coupon's use within its limits (the coupon row serialises concurrent orders);
//   3. reserves stock: one conditional update per product raises `inventory.reserved` only while
//      the stock suffices (the stock row serialises concurrent orders for the last units);
//   4. writes the order (under a provisional number) with its items, addresses and totals, and
//      the MSI reservation rows; deactivates the cart;
//   5. refreshes the stock index rows of the ordered products (and their parents), taking the
//      catalog indexer's lock only when a stock status flips (ADR 0058);
//   6. takes the store view's next order number (sequence row, last: held the shortest), gives it
//      to the order, writes the payment's own row and queues the confirmation mail.
// Locks are always taken in that order (cart, coupon, stock rows by product id, index rows,
// sequence), so two placements never wait for each other crosswise. Any failure rolls everything
// back: an order is whole or absent.
//
// For card payments (keep these signatures stable):
//   - `place(context, cartId, { payment, start })`: the order in a given payment method and
//     initial state (pending_payment: no mail until paid), holding its reservation.
//   - `markPaid(orderId)`: pending_payment/new → processing, and the confirmation mail.
//   - `cancel(orderId)`: → canceled, releasing its reservation with compensating rows (MSI) and
//     giving its coupon use back.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { CommerceError, inputError } from '../../errors';
import type { CartItemModel, CartModel } from '../cart/models';
import type { ReservationRepository } from '../inventory/reservations';
import type { CartPricesModel } from '../pricing/cart-totals-service';
import type { CouponRecord, SalesRuleRepository } from '../sales-rule/repository';
import type { NewOrder, OrderAddressRecord, OrderItemRecord, OrderRecord } from './models';
import {
  CANCELED,
  initialOrderState,
  newOrderToken,
  orderNumber,
  PLACE_ORDER_MESSAGES,
  placeOrderError,
  PROCESSING,
  provisionalOrderNumber,
  withPlaceOrderCode,
  type OrderStart,
} from './order-rules';
import type { SalesRepository } from './repository';

/** What checkout recorded on a cart (the checkout module supplies it). */
export interface CartCheckout {
  shippingAddress: OrderAddressRecord | null;
  billingAddress: OrderAddressRecord | null;
  shippingMethod: {
    carrierCode: string;
    methodCode: string;
    carrierTitle: string;
    methodTitle: string;
  } | null;
  payment: { code: string; title: string } | null;
}

/** One cart line with what the order keeps of its product and options. */
export interface OrderLineFacts {
  item: CartItemModel;
  sku: string;
  name: string;
  urlKey: string | null;
  selectedOptions: Array<{ label: string; value: string }>;
  bundleOptions: OrderItemRecord['bundleOptions'];
  /** Units of each product one unit of the line reserves. */
  parts: Map<number, number>;
}

/** What the placement needs of the cart module (adapted in the composition root). */
export interface OrderCarts {
  guarded(context: RequestContext, maskedId: string): Promise<CartModel>;
  /**
   * One transaction holding the cart's row lock, the guard passed again under it; `lines` are the
   * cart's lines as they are under the lock.
   */
  locked<T>(
    context: RequestContext,
    maskedId: string,
    work: (cart: CartModel, trx: Kysely<Database>, lines: readonly CartItemModel[]) => Promise<T>,
  ): Promise<T>;
  deactivate(cart: CartModel, trx: Kysely<Database>): Promise<void>;
  /** Each line's product and option facts, read through the catalog before the transaction. */
  lineFacts(context: RequestContext, lines: readonly CartItemModel[]): Promise<OrderLineFacts[]>;
}

export interface OrderCheckoutSource {
  checkoutOf(context: RequestContext, cart: CartModel): Promise<CartCheckout>;
}

/** The e-mail and name an order is placed under. */
export interface OrderCustomer {
  email: string;
  firstname: string | null;
  lastname: string | null;
}

export interface OrderPlacementDeps {
  db: Kysely<Database>;
  carts: OrderCarts;
  prices(context: RequestContext, cart: CartModel): Promise<CartPricesModel>;
  cartCoupon(cart: CartModel): Promise<CouponRecord | undefined>;
  /** The cart's gift message (gift wrapping), if one was written. */
  giftMessage(cart: CartModel): Promise<{ from: string; to: string; message: string } | undefined>;
  checkout: OrderCheckoutSource;
  /** The signed-in customer's account (email and name). */
  customer(context: RequestContext): Promise<OrderCustomer>;
  configValue(context: RequestContext, path: string): Promise<string | null>;
  displayRate(context: RequestContext): Promise<string>;
  /** The tax rate the cart's totals applied (its label and parts per million). */
  taxRate(
    context: RequestContext,
    cart: CartModel,
  ): Promise<{ label: string; ratePpm: number } | null>;
  /** Repositories over the placement's transaction. */
  over(trx: Kysely<Database>): {
    sales: SalesRepository;
    reservations: ReservationRepository;
    coupons: SalesRuleRepository;
    /** Recomputes the stock index of these products (and their parents). */
    refreshStock(productIds: readonly number[]): Promise<void>;
  };
  /** Queues the order confirmation (in `trx`). */
  confirmationMail(trx: Kysely<Database>, order: NewOrder, storeViewCode: string): Promise<void>;
}

export interface PlaceOptions {
  /** The payment method (a card payment names its own); else the one chosen on the cart. */
  payment?: { code: string; title: string };
  /** The state the order starts in; else the payment method's (order-rules.ts). */
  start?: OrderStart;
  /**
   * Written in the placement's transaction once the order is (a card payment's own row): both or
   * neither. A throw refuses the order.
   */
  alsoWrite?: (trx: Kysely<Database>, order: NewOrder & { id: number }) => Promise<void>;
}

export class OrderPlacement {
  constructor(private readonly deps: OrderPlacementDeps) {}

  /** placeOrder: the cart as an order, or Magento's refusal (with its PlaceOrderErrorCodes). */
  async place(
    context: RequestContext,
    maskedId: string | null | undefined,
    options: PlaceOptions = {},
  ): Promise<OrderRecord> {
    if (!maskedId || maskedId.trim() === '')
      throw inputError('Required parameter "cart_id" is missing');
    try {
      return await this.placeGuarded(context, maskedId, options);
    } catch (error) {
      throw withPlaceOrderCode(error);
    }
  }

  private async placeGuarded(
    context: RequestContext,
    maskedId: string,
    options: PlaceOptions,
  ): Promise<OrderRecord> {
    const { deps } = this;
    const cart = await deps.carts.guarded(context, maskedId);
    if (!context.customer && !cart.email)
      throw placeOrderError(PLACE_ORDER_MESSAGES.guestEmailMissing);
    const prices = await deps.prices(context, cart);
    if (prices.lines.length === 0) throw placeOrderError(PLACE_ORDER_MESSAGES.emptyCart);
    const isVirtual = prices.lines.every((line) => line.isVirtual);
    const checkout = await deps.checkout.checkoutOf(context, cart);
    if (!isVirtual && !checkout.shippingAddress)
      throw placeOrderError(PLACE_ORDER_MESSAGES.noShippingAddress);
    if (!isVirtual && !checkout.shippingMethod)
      throw placeOrderError(PLACE_ORDER_MESSAGES.noShippingMethod);
    if (!checkout.billingAddress) throw placeOrderError(PLACE_ORDER_MESSAGES.noBillingAddress);
    const payment = options.payment ?? checkout.payment;
    if (!payment) throw placeOrderError(PLACE_ORDER_MESSAGES.noPaymentMethod);
    // A coupon on the cart that no longer applies (used up, expired, conditions unmet) stops the
    // order: the shopper saw its discount and must see the price without it first.
    const cartCoupon = (await deps.cartCoupon(cart)) ?? null;
    if (cartCoupon && prices.coupon?.id !== cartCoupon.id)
      throw placeOrderError(PLACE_ORDER_MESSAGES.couponNotValid);

    const facts = await deps.carts.lineFacts(
      context,
      prices.lines.map((line) => line.item),
    );
    const customer = context.customer
      ? await deps.customer(context)
      : { email: cart.email!, firstname: null, lastname: null };
    const start =
      options.start ??
      initialOrderState(
        payment.code,
        await deps.configValue(context, 'payment/free/payment_action'),
      );
    // An order waiting for its payment is placed only by the payment's own mutation
    // (placeOrderByStripe), which collects it; placeOrder never leaves one waiting for nothing.
    if (!options.start && start.state === 'pending_payment')
      throw placeOrderError(PLACE_ORDER_MESSAGES.paymentNotAvailable);
    const rate = await deps.displayRate(context);
    const giftMessage = (await deps.giftMessage(cart)) ?? null;
    const draft = orderDraft({
      context,
      cart,
      prices,
      facts,
      checkout,
      payment,
      start,
      customer,
      isVirtual,
      rate,
      giftMessage:
        giftMessage && (giftMessage.message || giftMessage.from || giftMessage.to)
          ? { from: giftMessage.from, to: giftMessage.to, message: giftMessage.message }
          : null,
      tax: await deps.taxRate(context, cart),
      pricesIncludeTax:
        (await deps.configValue(context, 'tax/calculation/price_includes_tax')) === '1',
    });
    const quantities = reservedQuantities(facts);
    const storeViewCode = context.store.storeView.code;
    const sendMail = start.state !== 'pending_payment';

    const orderId = await deps.carts.locked(context, maskedId, async (locked, trx, lines) => {
      const repositories = deps.over(trx);
      if (
        !sameLines(
          lines,
          prices.lines.map((line) => line.item),
        )
      )
        throw placeOrderError(PLACE_ORDER_MESSAGES.cartChanged);
      const lockedCoupon = (await repositories.coupons.cartCoupon(locked.id)) ?? null;
      if ((lockedCoupon?.id ?? null) !== (cartCoupon?.id ?? null))
        throw placeOrderError(PLACE_ORDER_MESSAGES.cartChanged);
      if (cartCoupon && !(await repositories.coupons.countUse(cartCoupon.id, locked.customerId)))
        throw placeOrderError(PLACE_ORDER_MESSAGES.couponNotValid);
      const short = await repositories.reservations.hold(quantities);
      if (short.length > 0) throw placeOrderError(PLACE_ORDER_MESSAGES.outOfStock);
      const token = newOrderToken();
      const id = await repositories.sales.insert({
        ...draft,
        number: provisionalOrderNumber(token),
        token,
      });
      await repositories.reservations.record(id, quantities);
      await deps.carts.deactivate(locked, trx);
      await repositories.refreshStock([...quantities.keys()]);
      // Last: the store view's sequence row stays locked until commit, so it is taken once
      // everything that can refuse or wait on other orders is done (ADR 0058).
      const sequence = await repositories.sales.nextSequenceValue(locked.storeViewId);
      const order: NewOrder = {
        ...draft,
        number: orderNumber(sequence.prefix, sequence.value),
        token,
      };
      await repositories.sales.setNumber(id, order.number);
      if (options.alsoWrite) await options.alsoWrite(trx, { ...order, id });
      if (sendMail) await deps.confirmationMail(trx, order, storeViewCode);
      return id;
    });
    const placed = await new OrderReader(deps.db, deps.over).byId(orderId);
    if (!placed) throw new Error(`order ${orderId} vanished after it was placed`);
    return placed;
  }

  /**
   * A payment succeeded: pending_payment (or pending) → processing, and the confirmation mail
   * an order waiting for its payment did not get yet. Answers the order, or null when it was in
   * neither state (already paid or cancelled: nothing changes).
   */
  async markPaid(orderId: number): Promise<OrderRecord | null> {
    const { deps } = this;
    return this.inTransaction(async (trx) => {
      const repositories = deps.over(trx);
      const order = await repositories.sales.byId(orderId);
      if (!order) return null;
      const moved = await repositories.sales.moveState(
        orderId,
        ['pending_payment', 'new'],
        PROCESSING.state,
        PROCESSING.status,
      );
      if (!moved) return null;
      if (order.state === 'pending_payment') {
        const storeViewCode = await storeViewCodeOf(trx, order.storeViewId);
        await deps.confirmationMail(trx, { ...order, cartId: 0 }, storeViewCode);
      }
      return { ...order, ...PROCESSING };
    });
  }

  /**
   * Cancels an order not yet complete: → canceled, its reservation released by compensating
   * reservations (MSI), its coupon use given back. Null when it cannot be cancelled.
   */
  async cancel(orderId: number): Promise<OrderRecord | null> {
    const { deps } = this;
    return this.inTransaction(async (trx) => {
      const repositories = deps.over(trx);
      const order = await repositories.sales.byId(orderId);
      if (!order) return null;
      const moved = await repositories.sales.moveState(
        orderId,
        ['new', 'pending_payment', 'processing'],
        CANCELED.state,
        CANCELED.status,
      );
      if (!moved) return null;
      const released = await repositories.reservations.release(orderId);
      if (order.couponId !== null)
        await repositories.coupons.giveUseBack(order.couponId, order.customerId);
      await repositories.sales.cancelItems(orderId);
      await repositories.refreshStock(released);
      return (await repositories.sales.byId(orderId)) ?? null;
    });
  }

  private inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    const { db } = this.deps;
    return db.isTransaction ? work(db) : db.transaction().execute(work);
  }
}

/** Reads orders back (after the placement's transaction committed). */
class OrderReader {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly over: OrderPlacementDeps['over'],
  ) {}

  byId(id: number): Promise<OrderRecord | undefined> {
    return this.over(this.db).sales.byId(id);
  }
}

async function storeViewCodeOf(db: Kysely<Database>, storeViewId: number): Promise<string> {
  const row = await db
    .selectFrom('store_views')
    .select('code')
    .where('id', '=', storeViewId)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** The lines under the lock are the lines that were priced: same ids, same quantities. */
function sameLines(locked: readonly CartItemModel[], priced: readonly CartItemModel[]): boolean {
  if (locked.length !== priced.length) return false;
  const quantities = new Map(priced.map((line) => [line.id, line.quantity]));
  return locked.every((line) => quantities.get(line.id) === line.quantity);
}

/** Units of each product the order reserves: every line's parts times its quantity. */
export function reservedQuantities(facts: readonly OrderLineFacts[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of facts) {
    for (const [productId, perUnit] of line.parts) {
      units.set(productId, (units.get(productId) ?? 0) + perUnit * line.item.quantity);
    }
  }
  return units;
}

/** The order as the cart's prices, checkout data and catalog facts make it (no number yet). */
function orderDraft(input: {
  context: RequestContext;
  cart: CartModel;
  prices: CartPricesModel;
  facts: readonly OrderLineFacts[];
  checkout: CartCheckout;
  payment: { code: string; title: string };
  start: OrderStart;
  customer: OrderCustomer;
  isVirtual: boolean;
  rate: string;
  tax: { label: string; ratePpm: number } | null;
  pricesIncludeTax: boolean;
  giftMessage: NewOrder['giftMessage'];
}): Omit<NewOrder, 'number' | 'token'> {
  const { context, cart, prices, facts, checkout, payment, start, customer } = input;
  const { totals, base } = prices;
  const storeView = context.store.storeView;
  const method = input.isVirtual ? null : checkout.shippingMethod;
  const items = facts.map((line, index) => {
    const shown = totals.lines[index]!;
    const based = base.lines[index]!;
    if (shown.id !== String(line.item.id) || based.id !== String(line.item.id))
      throw new CommerceError('The cart lines and their prices disagree.', 'internal');
    const baseDiscounts = new Map(based.discounts.map((d) => [d.ruleId, d.amountMinor]));
    return {
      productId: line.item.variantProductId ?? line.item.productId,
      productType: line.item.productType,
      sku: line.sku,
      name: line.name,
      urlKey: line.urlKey,
      quantityOrdered: line.item.quantity,
      quantityCanceled: 0,
      basePriceMinor: based.unitPriceExclTaxMinor,
      priceMinor: shown.unitPriceExclTaxMinor,
      basePriceInclTaxMinor: based.unitPriceInclTaxMinor,
      priceInclTaxMinor: shown.unitPriceInclTaxMinor,
      baseRowTotalMinor: based.rowTotalExclTaxMinor,
      rowTotalMinor: shown.rowTotalExclTaxMinor,
      baseRowTotalInclTaxMinor: based.rowTotalInclTaxMinor,
      rowTotalInclTaxMinor: shown.rowTotalInclTaxMinor,
      baseDiscountMinor: based.discountMinor,
      discountMinor: shown.discountMinor,
      baseTaxMinor: based.taxMinor,
      taxMinor: shown.taxMinor,
      discounts: shown.discounts.map((discount) => ({
        label: discount.label,
        amountMinor: discount.amountMinor,
        baseAmountMinor: baseDiscounts.get(discount.ruleId) ?? 0,
      })),
      selectedOptions: line.selectedOptions,
      bundleOptions: line.bundleOptions,
      parts: [...line.parts].map(([productId, perUnit]) => ({ productId, perUnit })),
    };
  });
  const baseDiscounts = new Map(base.discounts.map((d) => [d.ruleId, d.amountMinor]));
  const baseTaxes = new Map(base.taxes.map((tax) => [tax.label, tax.amountMinor]));
  const taxRate = (label: string) =>
    input.tax && input.tax.label === label ? ppmToPercent(input.tax.ratePpm) : '0';
  return {
    storeViewId: storeView.id,
    websiteId: storeView.website.id,
    customerId: cart.customerId,
    cartId: cart.id,
    email: customer.email,
    customerFirstname: customer.firstname ?? checkout.billingAddress?.firstname ?? null,
    customerLastname: customer.lastname ?? checkout.billingAddress?.lastname ?? null,
    state: start.state,
    status: start.status,
    isVirtual: input.isVirtual,
    pricesIncludeTax: input.pricesIncludeTax,
    baseCurrencyCode: storeView.baseCurrencyCode,
    orderCurrencyCode: prices.currency,
    baseToOrderRate: input.rate,
    baseSubtotalMinor: base.subtotalExclTaxMinor,
    subtotalMinor: totals.subtotalExclTaxMinor,
    baseSubtotalInclTaxMinor: base.subtotalInclTaxMinor,
    subtotalInclTaxMinor: totals.subtotalInclTaxMinor,
    baseDiscountMinor: base.discountMinor,
    discountMinor: totals.discountMinor,
    baseShippingMinor: base.shippingExclTaxMinor,
    shippingMinor: totals.shippingExclTaxMinor,
    baseShippingInclTaxMinor: base.shippingInclTaxMinor,
    shippingInclTaxMinor: totals.shippingInclTaxMinor,
    baseGiftWrapMinor: base.giftWrapMinor,
    giftWrapMinor: totals.giftWrapMinor,
    baseTaxMinor: sumTaxes(base),
    taxMinor: sumTaxes(totals),
    baseGrandTotalMinor: base.grandTotalMinor,
    grandTotalMinor: totals.grandTotalMinor,
    discounts: totals.discounts.map((discount) => ({
      label: discount.label,
      amountMinor: discount.amountMinor,
      baseAmountMinor: baseDiscounts.get(discount.ruleId) ?? 0,
    })),
    taxes: totals.taxes.map((tax) => ({
      title: tax.label,
      rate: taxRate(tax.label),
      amountMinor: tax.amountMinor,
      baseAmountMinor: baseTaxes.get(tax.label) ?? 0,
    })),
    couponCode: prices.coupon?.code ?? null,
    couponId: prices.coupon?.id ?? null,
    appliedRuleIds: base.appliedRuleIds,
    shippingCarrier: method?.carrierTitle ?? null,
    shippingMethod: method ? `${method.carrierCode}_${method.methodCode}` : null,
    shippingDescription: method ? `${method.carrierTitle} - ${method.methodTitle}` : null,
    paymentMethod: payment.code,
    paymentTitle: payment.title,
    giftMessage: input.giftMessage,
    items,
    shippingAddress: input.isVirtual ? null : checkout.shippingAddress,
    billingAddress: checkout.billingAddress,
  };
}

function sumTaxes(totals: CartPricesModel['totals']): number {
  return totals.taxes.reduce((sum, tax) => sum + tax.amountMinor, 0);
}

/** 200_000 ppm → "20.0000" (percent, four decimals), without a float. */
export function ppmToPercent(ratePpm: number): string {
  const hundredths = String(ratePpm).padStart(5, '0');
  return `${hundredths.slice(0, -4)}.${hundredths.slice(-4)}`;
}
