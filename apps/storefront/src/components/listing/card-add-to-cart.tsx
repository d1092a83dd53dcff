'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import s from './product-card.module.css';
import { useAddingState } from './use-adding-state';

/**
 * A card's add to cart (presentation-discovery §4): one unit of a product without options; the
 * button shows its adding state for 1 second, then the cart provider's notification and sidebar.
 */
export function CardAddToCart({
  sku,
  name,
  describedBy,
}: {
  sku: string;
  name: string;
  describedBy: string;
}) {
  const t = useTranslations('AddToCart');
  const { add } = useCart();
  const { adding, startAdding } = useAddingState();
  return (
    <button
      type="button"
      className={s.add}
      aria-describedby={describedBy}
      aria-disabled={adding || undefined}
      data-testid="card-add-to-cart"
      onClick={() => {
        if (adding) return;
        startAdding();
        void add([{ sku, quantity: 1 }], { productName: name, quantity: 1 });
      }}
    >
      <span aria-live="polite">{adding ? t('adding') : t('addToCart')}</span>
    </button>
  );
}
