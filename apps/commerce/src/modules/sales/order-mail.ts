// The order confirmation, queued in the mail outbox (ADR 0041) inside the order's transaction: it
// is sent exactly when the order commits, in the store view's language (German for `at`).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailService } from '../mail/service';
import { orderItemsVariable } from '../mail/templates';
import { minorToDecimal } from '../pricing/money';
import type { NewOrder } from './models';

function decimal(minor: number): string {
  return minorToDecimal(minor).toFixed(2);
}

export async function queueOrderConfirmation(
  mail: MailService,
  trx: Kysely<Database>,
  order: NewOrder,
  storeViewCode: string,
): Promise<void> {
  const pricesIncludeTax = order.pricesIncludeTax;
  await mail.enqueue(trx, {
    template: 'order_confirmation',
    storeViewCode,
    to: order.email,
    variables: {
      firstname: order.customerFirstname ?? '',
      number: order.number,
      currency: order.orderCurrencyCode,
      items: orderItemsVariable(
        order.items.map((item) => ({
          name: item.name,
          sku: item.sku,
          quantity: String(item.quantityOrdered),
          rowTotal: decimal(pricesIncludeTax ? item.rowTotalInclTaxMinor : item.rowTotalMinor),
        })),
      ),
      subtotal: decimal(pricesIncludeTax ? order.subtotalInclTaxMinor : order.subtotalMinor),
      discount: decimal(order.discountMinor),
      shipping: decimal(pricesIncludeTax ? order.shippingInclTaxMinor : order.shippingMinor),
      giftWrap: decimal(order.giftWrapMinor),
      tax: decimal(order.taxMinor),
      grandTotal: decimal(order.grandTotalMinor),
      pricesIncludeTax: pricesIncludeTax ? 'yes' : 'no',
    },
  });
}
