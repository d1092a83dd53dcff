// Card orders through the sales module's placement (ADR 0052): placed as pending_payment with the
// card method, the payment row written in the placement's transaction; charged in the website's
// base currency, as Magento charges an order; paid and cancelled by the placement's own moves,
// run in the transaction that settles the payment.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inputError } from '../../errors';
import { CartRepository } from '../cart/repository';
import { PENDING_PAYMENT } from '../sales/order-rules';
import type { OrderPlacement } from '../sales/placement';
import type { CardOrders, CardOrderStatesOver, PendingCardOrder } from './orders-port';
import { STRIPE_METHOD } from './service';

export function salesCardOrders(
  placement: OrderPlacement,
  placementOver: (executor: Kysely<Database>) => OrderPlacement,
): { orders: CardOrders; statesOver: CardOrderStatesOver } {
  return {
    orders: {
      async placePendingPayment(context, maskedCartId, record) {
        let written: {
          order: PendingCardOrder;
          recorded: Awaited<ReturnType<typeof record>>;
        } | null = null;
        await placement.place(context, maskedCartId, {
          payment: { ...STRIPE_METHOD },
          start: PENDING_PAYMENT,
          alsoWrite: async (trx, order) => {
            if (order.baseGrandTotalMinor <= 0) {
              // Nothing to charge: the free method places such an order.
              throw inputError('The requested Payment Method is not available.');
            }
            const pending: PendingCardOrder = {
              orderId: order.id,
              orderNumber: order.number,
              orderToken: order.token,
              cartId: order.cartId,
              customerId: order.customerId,
              storeViewCode: context.store.storeView.code,
              amount: order.baseGrandTotalMinor,
              currency: order.baseCurrencyCode,
            };
            written = { order: pending, recorded: await record(trx, pending) };
          },
        });
        if (!written) throw new Error('the order was placed without its card payment');
        return written;
      },
    },
    statesOver: (executor) => {
      const over = placementOver(executor);
      return {
        markPaid: async (orderId) => {
          await over.markPaid(orderId);
        },
        cancel: async (orderId) => {
          await over.cancel(orderId);
        },
        reopenCart: async (cartId) => {
          await new CartRepository(executor).reactivate(cartId);
        },
      };
    },
  };
}
