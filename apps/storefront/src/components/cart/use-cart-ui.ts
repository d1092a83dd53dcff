'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LOGIN_REGISTER_PATH, WISHLIST_PATH } from '@/components/header/header-rules';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod, type ApiCallResult } from '@/lib/commerce/api-client';
import type {
  CartGiftWrapDetailsView,
  CartItemView,
  CartView,
  GiftWrapConfigView,
} from '@/lib/commerce/types/cart';
import type { CartActionResult } from './action-result';
import { useCart } from './cart-provider';

/**
 * What the sidebar and the cart page need from the cart provider (ADR 0048's `useCart()`), with
 * the notifications and redirects spec §4 and §8 ask for: the provider changes the cart, this
 * tells the shopper.
 */
export interface CartUi {
  locale: Locale;
  signedIn: boolean;
  cart: CartView | null;
  loaded: boolean;
  /** Lines with a call under way (their loading state). */
  pendingLines: ReadonlySet<string>;
  sidebarOpen: boolean;
  closeSidebar(): void;
  /** The store's gift wrap offer; null until loaded (page only). */
  giftWrapConfig: GiftWrapConfigView | null;
  updateQuantity(uid: string, quantity: number): Promise<CartActionResult>;
  removeItem(item: CartItemView): Promise<CartActionResult>;
  clearCart(): Promise<CartActionResult>;
  moveToWishlist(items: CartItemView[]): Promise<CartActionResult>;
  applyCoupon(code: string): Promise<CartActionResult>;
  removeCoupon(code: string): Promise<CartActionResult>;
  setGiftWrap(uid: string, wrap: boolean): Promise<CartActionResult>;
  setGiftWrapDetails(details: CartGiftWrapDetailsView): Promise<CartActionResult>;
}

/** Spec §8: coupon errors show the first error; other refusals commerce's joined message. */
function firstError(result: ApiCallResult<unknown>): string {
  if (result.ok) return '';
  return result.errors?.[0]?.message ?? result.message;
}

/** The store's gift wrap offer (getGiftWrapConfig); null when it cannot be told. */
async function loadGiftWrapConfig(locale: Locale): Promise<GiftWrapConfigView | null> {
  const result = await callApiMethod(locale, 'getGiftWrapConfig');
  return result.ok ? result.data : null;
}

function outcome(result: ApiCallResult<unknown>): CartActionResult {
  return result.ok ? { ok: true } : { ok: false, message: firstError(result) };
}

export function useCartUi(
  locale: Locale,
  signedIn: boolean,
  options: { loadOnMount?: boolean; giftWrap?: boolean } = {},
): CartUi {
  const { loadOnMount = false, giftWrap = false } = options;
  const cart = useCart();
  const t = useTranslations('Cart');
  const router = useRouter();
  const { push } = useNotifications();
  const [pendingLines, setPendingLines] = useState<ReadonlySet<string>>(new Set());
  const [giftWrapConfig, setGiftWrapConfig] = useState<GiftWrapConfigView | null>(null);
  const { load } = cart;

  useEffect(() => {
    if (loadOnMount) void load();
  }, [loadOnMount, load]);

  useEffect(() => {
    if (!giftWrap) return;
    let current = true;
    void loadGiftWrapConfig(locale).then((config) => {
      if (current) setGiftWrapConfig(config);
    });
    return () => {
      current = false;
    };
  }, [giftWrap, locale]);

  const onLine = useCallback(async <T>(uid: string, call: () => Promise<T>): Promise<T> => {
    setPendingLines((lines) => new Set(lines).add(uid));
    try {
      return await call();
    } finally {
      setPendingLines((lines) => {
        const next = new Set(lines);
        next.delete(uid);
        return next;
      });
    }
  }, []);

  const danger = useCallback(
    (result: ApiCallResult<unknown>) => {
      if (!result.ok) push({ type: 'danger', message: firstError(result) });
    },
    [push],
  );

  return useMemo<CartUi>(
    () => ({
      locale,
      signedIn,
      cart: cart.cart,
      loaded: cart.loaded,
      pendingLines,
      sidebarOpen: cart.sidebarOpen,
      closeSidebar: cart.closeSidebar,
      giftWrapConfig,
      async updateQuantity(uid, quantity) {
        // Spec §8: a quantity update's error is the server's message in a danger toast.
        const result = await onLine(uid, () => cart.updateQuantity(uid, quantity));
        danger(result);
        return outcome(result);
      },
      async removeItem(item) {
        const result = await onLine(item.uid, () => cart.removeItem(item.uid));
        if (result.ok) {
          push({
            type: 'success',
            title: t('removed.title'),
            message: t('removed.message', { product: item.product.name }),
          });
        } else danger(result);
        return outcome(result);
      },
      async clearCart() {
        const result = await cart.clear();
        danger(result);
        return outcome(result);
      },
      async moveToWishlist(items) {
        // Spec §2: a guest goes to login/register; the items stay in the cart.
        if (!signedIn) {
          push({ type: 'info', message: t('loginToMove') });
          cart.closeSidebar();
          router.push(localizePath(locale, LOGIN_REGISTER_PATH));
          return { ok: true };
        }
        const result = await cart.moveToWishlist(items.map((item) => item.uid));
        if (!result.ok) {
          danger(result);
          return outcome(result);
        }
        push({ type: 'success', message: t('movedToWishlist') });
        cart.closeSidebar();
        router.push(localizePath(locale, WISHLIST_PATH));
        return { ok: true };
      },
      async applyCoupon(code) {
        const result = await cart.applyCoupon(code);
        // Spec §8: in the US store, success shows "Applied successfully" with the code.
        if (result.ok && locale === 'us') {
          push({ type: 'success', title: t('coupon.applied'), message: code });
        }
        return outcome(result);
      },
      async removeCoupon(code) {
        return outcome(await cart.removeCoupon(code));
      },
      async setGiftWrap(uid, wrap) {
        const result = await onLine(uid, () =>
          wrap ? cart.setGiftWrap([uid]) : cart.unsetGiftWrap([uid]),
        );
        return outcome(result);
      },
      async setGiftWrapDetails(details) {
        return outcome(await cart.setGiftWrapDetails(details));
      },
    }),
    [cart, danger, giftWrapConfig, locale, onLine, pendingLines, push, router, signedIn, t],
  );
}
