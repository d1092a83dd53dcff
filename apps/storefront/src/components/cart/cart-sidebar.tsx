'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import type { SidebarNotice } from '@/lib/cart/sidebar-notice';
import { CartEmpty } from './cart-empty';
import { CartLineList } from './cart-line-list';
import { CartTotals } from './cart-totals';
import { ClearCart } from './clear-cart';
import { useCartUi } from './use-cart-ui';

export interface CartSidebarProps {
  locale: Locale;
  signedIn: boolean;
  notice: SidebarNotice | null;
  onOwnQuantityChange: () => void;
  onClose: () => void;
}

/**
 * The layout's cart sidebar (spec "Layouts"), a drawer on the native modal <dialog>: focus stays
 * inside, Escape or a click outside closes it and focus returns to what opened it. Item messages
 * are hidden here (spec §4). The US variant notices additions and deletions for 3 s and asks
 * before clearing whether to keep the items in the wishlist (ADR 0049).
 */
export default function CartSidebar(props: CartSidebarProps) {
  const { locale, signedIn, notice, onOwnQuantityChange, onClose } = props;
  const t = useTranslations('Cart');
  const ui = useCartUi(locale, signedIn);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pathname = usePathname();
  const opened = useRef(pathname);
  const cart = ui.cart;
  const items = cart?.items ?? [];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Following a link in the drawer (checkout, the cart page, a product) closes it.
  useEffect(() => {
    if (pathname !== opened.current) ref.current?.close();
  }, [pathname]);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={!ui.loaded || ui.pendingLines.size > 0}
      data-testid="cart-sidebar"
      data-variant={ui.locale === 'us' ? 'us' : 'default'}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-ivory p-0 text-ink shadow-xl backdrop:bg-night/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-sand px-5 py-4 sm:px-6">
          <h2 id={titleId} className="font-serif text-2xl">
            {t('sidebarTitle')}
            {cart && cart.totalQuantity > 0 ? (
              <span className="ml-2 align-middle font-sans text-sm text-stone">
                {t('itemCount', { count: cart.totalQuantity })}
              </span>
            ) : null}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('close')}
            className="min-h-10 min-w-10 text-2xl leading-none text-stone hover:text-ink"
          >
            ×
          </button>
        </div>
        {ui.locale === 'us' ? (
          <p
            role="status"
            data-testid="cart-sidebar-notice"
            className={notice ? 'bg-linen px-6 py-2 text-sm font-medium text-success' : 'sr-only'}
          >
            {notice ? t(`notices.${notice.kind}`, { count: notice.count }) : ''}
          </p>
        ) : null}
        <div className="flex-1 overflow-x-hidden overflow-y-auto px-5 sm:px-6">
          {!ui.loaded ? (
            <p className="py-10 text-center text-stone" role="status">
              {t('loading')}
            </p>
          ) : items.length === 0 ? (
            <CartEmpty locale={ui.locale} onFollow={close} />
          ) : (
            <CartLineList
              ui={ui}
              items={items}
              place="sidebar"
              onOwnQuantityChange={onOwnQuantityChange}
            />
          )}
        </div>
        {cart && items.length > 0 ? (
          <div className="border-t border-sand px-5 py-4 sm:px-6">
            <CartTotals prices={cart.prices} locale={ui.locale} />
            <div className="mt-4 grid gap-2">
              <LocaleLink
                locale={ui.locale}
                href="/checkout"
                prefetch={false}
                className="inline-flex min-h-11 items-center justify-center bg-ink px-6 font-medium text-ivory hover:bg-bronze"
              >
                {t('checkout')}
              </LocaleLink>
              <LocaleLink
                locale={ui.locale}
                href="/cart"
                className="inline-flex min-h-11 items-center justify-center border border-ink px-6 font-medium hover:bg-sand/60"
              >
                {t('viewCart')}
              </LocaleLink>
            </div>
            <ClearCart ui={ui} className="mt-2" />
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
