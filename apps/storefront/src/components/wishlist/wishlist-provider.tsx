'use client';

/**
 * The shopper's wish list in the browser (commerce-core §4 "Wishlist"): one small context under
 * the default layout, so cards, the product page, the header and the wish list page share it.
 *
 * API (useWishlist()):
 * - `signedIn`: a customer token exists (read on the server); a guest has no wish list.
 * - `wishlist`: the WishlistView once loaded (null for a guest or before the first load).
 * - `count`: the number of items (0 until loaded).
 * - `isInWishlist(product)`: an item matches the product on sku and uid.
 * - `toggle(product, variantSku?)`: removes the product if present, adds it otherwise; a guest
 *   is told to log in or register. Adding loads the wish list first if none, and does nothing if
 *   the product is already there.
 * - `remove(item)`, `moveToCart(item)`: the wish list page's and sidebar's actions.
 * - `reload()`: loads the wish list again (e.g. after the cart moved items into it).
 * After a move to the cart, the cart state (ADR 0048) reloads; the notification links to the cart.
 * The wish list loads after the page, only for a signed-in shopper, never in the cached HTML.
 */
import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CART_PATH, LOGIN_REGISTER_PATH } from '@/components/header/header-rules';
import { useCart } from '@/components/cart/cart-provider';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import {
  NOT_AUTHENTICATED_MESSAGE,
  wishlistItemInput,
  wishlistItemOf,
  type WishlistProductRef,
} from '@/lib/catalog/wishlist-items';
import { wishlistToggle } from '@/lib/catalog/wishlist-toggle';
import { callApiMethod } from '@/lib/commerce/api-client';
import type {
  WishlistChangeView,
  WishlistItemView,
  WishlistView,
} from '@/lib/commerce/types/wishlist';

export interface WishlistApi {
  signedIn: boolean;
  wishlist: WishlistView | null;
  count: number;
  isInWishlist(product: { sku: string; uid: string }): boolean;
  toggle(product: WishlistProductRef, variantSku?: string | null): Promise<void>;
  remove(item: WishlistItemView): Promise<boolean>;
  moveToCart(item: WishlistItemView): Promise<boolean>;
  reload(): Promise<WishlistView | null>;
}

const WishlistContext = createContext<WishlistApi | null>(null);

type Change = { ok: true; data: WishlistChangeView } | { ok: false; message: string };

export function WishlistProvider({
  locale,
  signedIn,
  children,
}: {
  locale: Locale;
  signedIn: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Wishlist');
  const { push } = useNotifications();
  const [wishlist, setWishlist] = useState<WishlistView | null>(null);
  // The latest list, for actions that run after an await; and the one load in flight.
  const current = useRef<WishlistView | null>(null);
  const loading = useRef<Promise<WishlistView | null> | null>(null);
  const cart = useCart();

  const update = useCallback((next: WishlistView | null) => {
    current.current = next;
    setWishlist(next);
  }, []);

  const load = useCallback(() => {
    loading.current ??= callApiMethod(locale, 'wishlist').then((result) => {
      loading.current = null;
      if (!result.ok) return current.current;
      update(result.data);
      return result.data;
    });
    return loading.current;
  }, [locale, update]);

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const failed = useCallback(
    (message: string) => push({ type: 'danger', title: t('errorTitle'), message }),
    [push, t],
  );

  /** Applies a change's answer; false (with a danger notification) when it did not happen. */
  const apply = useCallback(
    (change: Change): boolean => {
      if (!change.ok) {
        failed(change.message);
        return false;
      }
      if (change.data.wishlist) update(change.data.wishlist);
      const [error] = change.data.userErrors;
      if (error) {
        failed(error.message);
        return false;
      }
      return true;
    },
    [failed, update],
  );

  const remove = useCallback(
    async (item: WishlistItemView) =>
      apply(await callApiMethod(locale, 'removeProductsFromWishlist', { itemIds: [item.id] })),
    [apply, locale],
  );

  const toggle = useCallback(
    async (product: WishlistProductRef, variantSku: string | null = null) => {
      const present = wishlistItemOf(current.current?.items, product);
      if (wishlistToggle({ signedIn, isInWishlist: present !== null }).kind === 'login-required') {
        console.warn(NOT_AUTHENTICATED_MESSAGE);
        // Persistent, so a keyboard user has time to reach the link.
        push({
          type: 'warning',
          title: t('title'),
          message: t('loginRequired'),
          persist: true,
          link: { href: localizePath(locale, LOGIN_REGISTER_PATH), label: t('loginLink') },
        });
        return;
      }
      if (present) {
        await remove(present);
        return;
      }
      // Spec §4: adding loads the wish list first if none, and does nothing if already present.
      const list = current.current ?? (await load());
      if (wishlistItemOf(list?.items, product)) return;
      const outcome = wishlistItemInput(product, variantSku);
      if (outcome.kind === 'unsupported') {
        console.warn(outcome.message);
        return;
      }
      apply(await callApiMethod(locale, 'addProductsToWishlist', { items: [outcome.input] }));
    },
    [apply, load, locale, push, remove, signedIn, t],
  );

  const moveToCart = useCallback(
    async (item: WishlistItemView) => {
      const result = await callApiMethod(locale, 'addWishlistItemsToCart', { itemIds: [item.id] });
      if (!apply(result)) return false;
      // Spec §4: the moved item leaves the wish list (commerce removes it; a list that still
      // holds it is asked to).
      if (wishlistItemOf(current.current?.items, item.product)?.id === item.id) {
        await remove(item);
      }
      // The shopper stays with their wish list: the notification leads to the cart, the header
      // count shows it grew, and no cart sidebar covers the next item. Persistent, as the login
      // notice is, so a keyboard user has time to reach its link.
      push({
        type: 'success',
        persist: true,
        title: t('title'),
        message: t('addedToCart', { product: item.product.name }),
        link: { href: localizePath(locale, CART_PATH), label: t('viewCart') },
      });
      await cart.load();
      return true;
    },
    [apply, cart, locale, push, remove, t],
  );

  const api = useMemo<WishlistApi>(
    () => ({
      signedIn,
      wishlist,
      count: wishlist?.itemsCount ?? 0,
      isInWishlist: (product) => wishlistItemOf(wishlist?.items, product) !== null,
      toggle,
      remove,
      moveToCart,
      reload: load,
    }),
    [signedIn, wishlist, toggle, remove, moveToCart, load],
  );
  return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistApi {
  const api = useContext(WishlistContext);
  if (!api) throw new Error('useWishlist must be used inside WishlistProvider');
  return api;
}
