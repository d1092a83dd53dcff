// What card payments need from the order module: place a cart's order as pending_payment (stock
// reserved, cart closed) with the payment recorded in the same transaction, then mark it paid or
// cancel it (releasing its stock) in the transaction that settles the payment. The composition
// root adapts the sales module's order placement to these.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';

export interface PendingCardOrder {
  orderId: number;
  orderNumber: string;
  /** The order's token (`CustomerOrder.token`), for the shopper who placed it. */
  orderToken: string;
  /** The cart's internal id. */
  cartId: number;
  customerId: number | null;
  storeViewCode: string;
  /** The grand total to charge, in minor units of `currency`. */
  amount: number;
  /** ISO 4217, as the order records it. */
  currency: string;
}

export interface CardOrders {
  /**
   * Places the cart's order as pending_payment with the card method, or throws the order module's
   * error (the cart's state, stock, …). `record` runs in the placement's transaction: both or
   * neither are written.
   */
  placePendingPayment<T>(
    context: RequestContext,
    maskedCartId: string,
    record: (executor: Kysely<Database>, order: PendingCardOrder) => Promise<T>,
  ): Promise<{ order: PendingCardOrder; recorded: T }>;
}

/** Moves an order placed for a card payment on; runs in the caller's transaction (`executor`). */
export interface CardOrderStates {
  /** Paid: the order goes on to processing. */
  markPaid(orderId: number): Promise<void>;
  /** Not paid: the order is cancelled and its reservation compensated. */
  cancel(orderId: number): Promise<void>;
  /** The order's cart, closed when the order was placed, is the shopper's again (when it can be). */
  reopenCart(cartId: number): Promise<void>;
}

export type CardOrderStatesOver = (executor: Kysely<Database>) => CardOrderStates;
