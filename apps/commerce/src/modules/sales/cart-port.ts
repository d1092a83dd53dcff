// What placing an order needs of the cart module, adapted from CartService and the cart's row lock
// (as sales-rule/cart-access.ts does for coupons): the guard, the lock, the lines under it, the
// deactivation, and each line's product and option facts as the order keeps them.
import type { RequestContext } from '../../context/request-context';
import { partsNeeded } from '../cart/line-rules';
import type { CartItemModel } from '../cart/models';
import { CartRepository } from '../cart/repository';
import type { CartService } from '../cart/service';
import type { CartAccess } from '../sales-rule/cart-access';
import { decimalToMinor } from '../pricing/money';
import type { OrderCarts, OrderLineFacts } from './placement';

export function orderCartsOf(carts: CartService, access: CartAccess): OrderCarts {
  return {
    guarded: (context, maskedId) => carts.guarded(context, maskedId),
    locked: (context, maskedId, work) => access.locked(context, maskedId, work),
    deactivate: (cart, trx) => new CartRepository(trx).deactivate(cart.id),
    lineFacts: (context, lines) =>
      Promise.all(lines.map((line) => lineFacts(context, carts, line))),
  };
}

async function lineFacts(
  context: RequestContext,
  carts: CartService,
  line: CartItemModel,
): Promise<OrderLineFacts> {
  const product = await carts.product(context, line.productId);
  // A configurable is ordered as its chosen child's sku under the parent's name (as Magento).
  const variant = line.variantProductId
    ? await carts.product(context, line.variantProductId)
    : null;
  const [configurable, bundle] = await Promise.all([
    carts.configurableOptions(context, line),
    carts.bundleOptions(context, line),
  ]);
  const parts =
    line.productType === 'bundle'
      ? partsNeeded(1, line.options.bundle ?? [])
      : new Map([[line.variantProductId ?? line.productId, 1]]);
  const picks = line.options.bundle ?? [];
  const partSkus = new Map(
    await Promise.all(
      picks.map(
        async (pick) =>
          [pick.selectionId, (await carts.product(context, pick.productId)).sku] as const,
      ),
    ),
  );
  return {
    item: line,
    sku: variant?.sku ?? product.sku,
    name: product.name ?? product.sku,
    urlKey: product.url_key ?? null,
    selectedOptions: configurable.map((option) => ({
      label: option.option_label,
      value: option.value_label,
    })),
    bundleOptions: bundle.map((option) => ({
      optionId: option.id,
      label: option.label,
      values: (option.values ?? []).flatMap((value) =>
        value
          ? [
              {
                selectionId: value.id,
                productName: value.label,
                productSku: partSkus.get(value.id) ?? '',
                quantity: value.quantity,
                priceMinor: decimalToMinor(value.price.toFixed(2)) ?? 0,
              },
            ]
          : [],
      ),
    })),
    parts,
  };
}
