'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { CartUi } from './use-cart-ui';

/**
 * "Clear cart" and its modal (spec §4). The US storefront's modal also offers to move the items to
 * the wishlist first (the US-specific clear/move-to-wishlist modal).
 */
export function ClearCart({ ui, className = '' }: { ui: CartUi; className?: string }) {
  const t = useTranslations('Cart');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const us = ui.locale === 'us';

  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    await action();
    setPending(false);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`min-h-10 text-sm text-stone underline underline-offset-4 hover:text-ink ${className}`}
        data-testid="clear-cart"
      >
        {t('clear')}
      </button>
      {open ? (
        <ConfirmDialog
          testId={us ? 'us-clear-cart-dialog' : 'clear-cart-dialog'}
          title={us ? t('usClearModal.title') : t('clearModal.title')}
          text={us ? t('usClearModal.text') : t('clearModal.text')}
          cancelLabel={us ? t('usClearModal.cancel') : t('clearModal.cancel')}
          busy={pending}
          actions={[
            ...(us
              ? [
                  {
                    label: t('usClearModal.moveToWishlist'),
                    testId: 'clear-move-to-wishlist',
                    onSelect: () => void run(() => ui.moveToWishlist(ui.cart?.items ?? [])),
                  },
                ]
              : []),
            {
              label: us ? t('usClearModal.clear') : t('clearModal.confirm'),
              primary: true,
              testId: 'confirm-clear',
              onSelect: () => void run(() => ui.clearCart()),
            },
          ]}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
