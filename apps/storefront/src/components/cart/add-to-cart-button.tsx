'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { addToCartLines, lineQuantity, type AddToCartChoice } from '@/lib/cart/add-to-cart';
import { CART_LINE_MAX_QUANTITY } from '@/lib/cart/limits';
import { useCart } from './cart-provider';

export interface AddToCartProduct {
  typename: string;
  sku: string;
  name: string;
}

/**
 * The product page's add to cart (commerce-core §4): an optional quantity, then the button. The
 * lines come from `choice(quantity)` (null: the options are not all chosen yet, and the shopper
 * is told so). Disabled when the product cannot be added (lib/cart/add-to-cart `canAddToCart`).
 * On success the cart provider shows the notification and opens the sidebar.
 */
export function AddToCartButton({
  product,
  enabled,
  choice,
  withQuantity = true,
  incompleteMessage,
}: {
  product: AddToCartProduct;
  enabled: boolean;
  choice(quantity: number): AddToCartChoice | null;
  withQuantity?: boolean;
  /** Shown when `choice` answers null (e.g. "choose your options"). */
  incompleteMessage?: string;
}) {
  const t = useTranslations('AddToCart');
  const { push } = useNotifications();
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const quantityId = useId();

  async function onAdd() {
    if (adding) return;
    const chosen = choice(quantity);
    if (!chosen) {
      push({ type: 'info', message: incompleteMessage ?? t('chooseQuantity') });
      return;
    }
    const lines = addToCartLines(product, chosen);
    if (!lines.ok) {
      push(
        lines.reason === 'unsupported'
          ? { type: 'danger', message: t('unsupported', { type: lines.type }) }
          : { type: 'info', message: incompleteMessage ?? t('chooseQuantity') },
      );
      return;
    }
    setAdding(true);
    try {
      await add(lines.items, { productName: product.name, quantity: lines.quantity });
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-end gap-3" data-testid="add-to-cart">
      {withQuantity ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm text-stone">
            {t('quantity')}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={CART_LINE_MAX_QUANTITY}
            step={1}
            value={quantity}
            disabled={!enabled}
            onChange={(event) => setQuantity(lineQuantity(Number(event.target.value)))}
            className="h-12 w-20 border border-mist bg-ivory px-3 text-right disabled:opacity-40"
            data-testid="add-to-cart-qty"
          />
        </div>
      ) : null}
      <button
        type="button"
        onClick={onAdd}
        disabled={!enabled}
        aria-disabled={adding || undefined}
        className="h-12 min-w-48 flex-1 bg-ink px-6 font-medium text-ivory hover:bg-bronze disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none"
        data-testid="add-to-cart-button"
      >
        <span aria-live="polite">{adding ? t('adding') : t('addToCart')}</span>
      </button>
    </div>
  );
}
