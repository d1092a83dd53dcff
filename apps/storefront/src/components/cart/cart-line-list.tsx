'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CartItemView } from '@/lib/commerce/types/cart';
import { CartLine } from './cart-line';
import { ConfirmDialog } from './confirm-dialog';
import type { CartUi } from './use-cart-ui';

interface CartLineListProps {
  ui: CartUi;
  items: CartItemView[];
  place: 'page' | 'sidebar';
  onNotifyMe?: (item: CartItemView) => void;
  /** The shopper changed a quantity here (the US sidebar then notices nothing). */
  onOwnQuantityChange?: () => void;
}

/** What a line offers the keyboard first (its swipe actions are for touch and skip the tab order). */
const LINE_FOCUS = 'a[href]:not([tabindex="-1"]), button:not([tabindex="-1"])';

/**
 * The cart's lines, and the remove confirmation (spec §4) they share. A removed line takes the
 * focus with it, so focus moves on: to the line that took its place (or the new last one), or,
 * when the cart is empty, to the empty cart's heading in the same sidebar or page.
 */
export function CartLineList(props: CartLineListProps) {
  const { ui, items, place, onNotifyMe, onOwnQuantityChange } = props;
  const t = useTranslations('Cart');
  const [removing, setRemoving] = useState<CartItemView | null>(null);
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const refocusAt = useRef<number | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    // Set before the call: removing the last line unmounts this list while the call answers.
    refocusAt.current = items.findIndex((item) => item.uid === removing.uid);
    setPending(true);
    const result = await ui.removeItem(removing);
    if (!result.ok) refocusAt.current = null;
    setPending(false);
    setRemoving(null);
  };

  useEffect(() => {
    const at = refocusAt.current;
    if (at === null || removing) return;
    const rows = list.current?.children;
    if (!rows?.length) return;
    refocusAt.current = null;
    rows[Math.min(at, rows.length - 1)]?.querySelector<HTMLElement>(LINE_FOCUS)?.focus();
  }, [items, removing]);

  useEffect(() => {
    const scope = list.current?.closest('dialog, main');
    return () => {
      if (refocusAt.current === null || !scope) return;
      // The empty state replaces the list in the same place once this render is committed.
      requestAnimationFrame(() =>
        scope.querySelector<HTMLElement>('[data-cart-empty-title]')?.focus(),
      );
    };
  }, []);

  return (
    <>
      <ul
        ref={list}
        className="divide-y divide-sand"
        aria-label={t('itemsHeading')}
        data-testid="cart-lines"
      >
        {items.map((item) => (
          <li key={item.uid}>
            <CartLine
              item={item}
              locale={ui.locale}
              place={place}
              busy={ui.pendingLines.has(item.uid)}
              onQuantity={(quantity) => {
                onOwnQuantityChange?.();
                void ui.updateQuantity(item.uid, quantity);
              }}
              onRemove={() => setRemoving(item)}
              onMoveToWishlist={() => void ui.moveToWishlist([item])}
              onNotifyMe={() => onNotifyMe?.(item)}
            />
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          testId="remove-item-dialog"
          title={t('removeModal.title')}
          text={t('removeModal.text', { product: removing.product.name })}
          cancelLabel={t('removeModal.cancel')}
          busy={pending}
          actions={[
            {
              label: t('removeModal.confirm'),
              primary: true,
              testId: 'confirm-remove',
              onSelect: () => void confirmRemove(),
            },
          ]}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
