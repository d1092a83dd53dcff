// For Stripe API tests: orders as the payment sees them, recorded so a test can read each order's
// states in turn. Placement checks the cart as the order module does (the caller's own, active).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { noSuchEntityError } from '../../../errors';
import { CartRepository } from '../../cart/repository';
import type { CardOrders, CardOrderStatesOver } from '../orders-port';

export interface CardOrderProbe {
  factory: (db: Kysely<Database>) => { orders: CardOrders; statesOver: CardOrderStatesOver };
  stateOf(orderNumber: string): string | undefined;
  transitionsOf(orderNumber: string): string[];
  amountOf(orderNumber: string): number | undefined;
}

const AMOUNT = 4990;

export function cardOrderProbe(): CardOrderProbe {
  const byId = new Map<number, { number: string; states: string[] }>();
  const byNumber = new Map<string, { id: number; states: string[] }>();
  let next = 0;
  const transition = (orderId: number, state: string) => {
    const order = byId.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.states.push(state);
  };
  return {
    factory: (db) => ({
      orders: {
        async placePendingPayment(context, maskedCartId, record) {
          const cart = await db
            .selectFrom('carts')
            .selectAll()
            .where('masked_id', '=', maskedCartId)
            .executeTakeFirst();
          if (!cart || cart.customer_id !== (context.customer?.id ?? null) || !cart.is_active) {
            throw noSuchEntityError(`Could not find a cart with ID "${maskedCartId}"`);
          }
          const orderNumber = `P${String(++next).padStart(9, '0')}`;
          const orderToken = 't'.repeat(33) + orderNumber;
          const { orderId } = await sql<{ orderId: number }>`
            insert into orders (number, store_view_id, website_id, customer_id, cart_id, email,
              state, status, is_virtual, prices_include_tax, token, base_currency_code,
              order_currency_code, base_to_order_rate, base_subtotal_minor, subtotal_minor,
              base_subtotal_incl_tax_minor, subtotal_incl_tax_minor, base_discount_minor,
              discount_minor, base_shipping_minor, shipping_minor, base_shipping_incl_tax_minor,
              shipping_incl_tax_minor, base_tax_minor, tax_minor, base_grand_total_minor,
              grand_total_minor, payment_method, payment_title)
            values (${orderNumber}, ${cart.store_view_id}, ${context.store.storeView.website.id},
              ${cart.customer_id}, ${cart.id}, 'probe@example.com', 'pending_payment',
              'pending_payment', false, true, ${orderToken}, 'EUR', 'EUR', 1,
              ${AMOUNT}, ${AMOUNT}, ${AMOUNT}, ${AMOUNT}, 0, 0, 0, 0, 0, 0, 0, 0, ${AMOUNT},
              ${AMOUNT}, 'stripe_payments', 'Pay by Card')
            returning id as "orderId"`
            .execute(db)
            .then((result) => result.rows[0]!);
          const order = {
            orderId,
            orderNumber,
            orderToken,
            cartId: cart.id,
            customerId: cart.customer_id,
            storeViewCode: context.store.storeView.code,
            amount: AMOUNT,
            currency: 'EUR',
          };
          const recorded = await db.transaction().execute(async (trx) => {
            await new CartRepository(trx).deactivate(cart.id);
            return record(trx, order);
          });
          const states = ['pending_payment'];
          byId.set(orderId, { number: order.orderNumber, states });
          byNumber.set(order.orderNumber, { id: orderId, states });
          return { order, recorded };
        },
      },
      statesOver: (executor) => ({
        markPaid: async (orderId) => transition(orderId, 'paid'),
        cancel: async (orderId) => transition(orderId, 'canceled'),
        reopenCart: async (cartId) => {
          await new CartRepository(executor).reactivate(cartId);
        },
      }),
    }),
    stateOf: (orderNumber) => byNumber.get(orderNumber)?.states.at(-1),
    transitionsOf: (orderNumber) => [...(byNumber.get(orderNumber)?.states ?? [])],
    amountOf: (orderNumber) => (byNumber.has(orderNumber) ? AMOUNT : undefined),
  };
}
