'use client';

/**
 * The cart's client state (ADR 0048), mounted once in the locale layout around every page.
 *
 * Stable API — `useCart()` answers:
 * - `cart: CartView | null` — the whole cart once something loaded it (`load()` or a change);
 *   null before that and for a shopper without a cart. Pages never render it on the server into
 *   cached HTML.
 * - `loaded: boolean` — `cart` reflects the server (a `load()` or a change has answered).
 * - `totalQuantity: number | null`, `wishlistCount: number | null` — the header counts; null until
 *   `loadCounts()` answered. Every change keeps `totalQuantity` in step.
 * - `pending: boolean` — a change is running (for loading states; calls are not queued).
 * - `load(): Promise<CartView | null>` — loads the whole cart (the sidebar and /cart call it on
 *   open). Never creates a cart.
 * - `loadCounts({ signedIn })` — the header island calls it after mount (and after login); the
 *   wish list count is asked only when signed in.
 * - `replaceCart(cart)` — takes a cart loaded elsewhere (e.g. by a server component).
 * - `add(items, { productName, quantity })` — spec §4 "Add to cart": shows the success toast, or
 *   the first user error as a danger toast, then opens the sidebar; answers whether anything
 *   was added.
 * - `updateQuantity(uid, quantity)`, `removeItem(uid)`, `clear()`, `applyCoupon(code)`,
 *   `removeCoupon(code?)`, `moveToWishlist(uids?)`, `setGiftWrap(uids)`, `unsetGiftWrap(uids)`,
 *   `setGiftWrapDetails(details)` — each answers the API call's result (`ApiCallResult`) and, on
 *   success, replaces `cart`; notifications for these are the caller's (sidebar, cart page).
 *   `moveToWishlist` needs a signed-in shopper and reloads the cart when some lines stayed. The
 *   store's gift wrap offer is `callApiMethod(locale, 'getGiftWrapConfig')` (GiftWrapConfigView).
 * - `sidebarOpen`, `openSidebar()`, `closeSidebar()` — the cart sidebar's state (the sidebar
 *   itself renders it).
 */
import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { callApiMethod, type ApiCallResult } from '@/lib/commerce/api-client';
import type { CartItemInputArguments } from '@/lib/commerce/cart-arguments';
import type { CartView } from '@/lib/commerce/types/cart';

export interface GiftWrapDetails {
  message: string;
  from: string;
  to: string;
}

export interface CartApi {
  cart: CartView | null;
  loaded: boolean;
  totalQuantity: number | null;
  wishlistCount: number | null;
  pending: boolean;
  load(): Promise<CartView | null>;
  loadCounts(options: { signedIn: boolean }): Promise<void>;
  replaceCart(cart: CartView | null): void;
  add(
    items: CartItemInputArguments[],
    notice: { productName: string; quantity: number },
  ): Promise<boolean>;
  updateQuantity(cartItemUid: string, quantity: number): Promise<ApiCallResult<CartView | null>>;
  removeItem(cartItemUid: string): Promise<ApiCallResult<CartView | null>>;
  clear(): Promise<ApiCallResult<CartView | null>>;
  applyCoupon(code: string): Promise<ApiCallResult<CartView | null>>;
  removeCoupon(code?: string): Promise<ApiCallResult<CartView | null>>;
  moveToWishlist(cartItemUids?: string[]): Promise<ApiCallResult<CartView | null>>;
  setGiftWrap(cartItemUids: string[]): Promise<ApiCallResult<CartView | null>>;
  unsetGiftWrap(cartItemUids: string[]): Promise<ApiCallResult<CartView | null>>;
  setGiftWrapDetails(details: GiftWrapDetails): Promise<ApiCallResult<CartView | null>>;
  sidebarOpen: boolean;
  openSidebar(): void;
  closeSidebar(): void;
}

const CartContext = createContext<CartApi | null>(null);

export function CartProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useTranslations('AddToCart');
  const { push } = useNotifications();
  const [cart, setCart] = useState<CartView | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [totalQuantity, setTotalQuantity] = useState<number | null>(null);
  const [wishlistCount, setWishlistCount] = useState<number | null>(null);
  const [running, setRunning] = useState(0);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Answers may arrive out of order; only the latest call's cart is kept.
  const generation = useRef(0);

  const replaceCart = useCallback((next: CartView | null) => {
    generation.current += 1;
    setCart(next);
    setLoaded(true);
    setTotalQuantity(next?.totalQuantity ?? 0);
  }, []);

  const track = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await call();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  /** Runs a change; its cart replaces ours unless a later call has answered since. */
  const change = useCallback(
    async (
      call: () => Promise<ApiCallResult<CartView | null>>,
    ): Promise<ApiCallResult<CartView | null>> => {
      const mine = (generation.current += 1);
      const result = await track(call);
      if (result.ok && generation.current === mine) {
        setCart(result.data);
        setLoaded(true);
        setTotalQuantity(result.data?.totalQuantity ?? 0);
      }
      return result;
    },
    [track],
  );

  const load = useCallback(async () => {
    const result = await change(() => callApiMethod(locale, 'cart'));
    return result.ok ? result.data : null;
  }, [change, locale]);

  const loadCounts = useCallback(
    async ({ signedIn }: { signedIn: boolean }) => {
      const [quantity, wishlist] = await Promise.all([
        callApiMethod(locale, 'cartTotalQty'),
        signedIn ? callApiMethod(locale, 'wishlistItemsCount') : null,
      ]);
      if (quantity.ok) setTotalQuantity(quantity.data);
      setWishlistCount(wishlist?.ok ? wishlist.data : signedIn ? null : 0);
    },
    [locale],
  );

  const add = useCallback<CartApi['add']>(
    async (items, notice) => {
      const mine = (generation.current += 1);
      const result = await track(() =>
        callApiMethod(locale, 'addProductsToCart', { cartItems: items }),
      );
      if (!result.ok) {
        push({ type: 'danger', message: result.message || t('failed') });
        return false;
      }
      if (generation.current === mine) {
        setCart(result.data.cart);
        setLoaded(true);
        setTotalQuantity(result.data.cart.totalQuantity);
      }
      // Spec §8: the first user error is what the shopper sees.
      const [refused] = result.data.userErrors;
      if (refused) {
        push({ type: 'danger', message: refused.message });
        return false;
      }
      push({
        type: 'success',
        message: t('added', { qty: notice.quantity, productName: notice.productName }),
      });
      setSidebarOpen(true);
      return true;
    },
    [locale, push, t, track],
  );

  const api = useMemo<CartApi>(
    () => ({
      cart,
      loaded,
      totalQuantity,
      wishlistCount,
      pending: running > 0,
      load,
      loadCounts,
      replaceCart,
      add,
      updateQuantity: (cartItemUid, quantity) =>
        change(() =>
          callApiMethod(locale, 'updateCartItems', {
            cart_items: [{ cart_item_uid: cartItemUid, quantity }],
          }),
        ),
      removeItem: (cartItemUid) =>
        change(() => callApiMethod(locale, 'removeItemFromCart', { cart_item_uid: cartItemUid })),
      clear: () => change(() => callApiMethod(locale, 'clearCart')),
      applyCoupon: (code) =>
        change(() => callApiMethod(locale, 'applyCouponsToCart', { coupon_codes: [code] })),
      removeCoupon: (code) =>
        change(() =>
          callApiMethod(locale, 'removeCouponsFromCart', code ? { coupon_codes: [code] } : {}),
        ),
      // Spec §4: moving reloads the cart, also when commerce kept some lines back.
      moveToWishlist: async (cartItemUids) => {
        const result = await change(() =>
          callApiMethod(
            locale,
            'moveCartItemsToWishlist',
            cartItemUids?.length ? { cart_item_uids: cartItemUids } : {},
          ),
        );
        if (!result.ok) await load();
        return result;
      },
      setGiftWrap: (cartItemUids) =>
        change(() => callApiMethod(locale, 'setGiftWrapOnCart', { cart_item_uids: cartItemUids })),
      unsetGiftWrap: (cartItemUids) =>
        change(() =>
          callApiMethod(locale, 'unsetGiftWrapOnCart', { cart_item_uids: cartItemUids }),
        ),
      setGiftWrapDetails: (details) =>
        change(() => callApiMethod(locale, 'setGiftWrapDetails', details)),
      sidebarOpen,
      openSidebar: () => setSidebarOpen(true),
      closeSidebar: () => setSidebarOpen(false),
    }),
    [
      add,
      cart,
      change,
      load,
      loadCounts,
      loaded,
      locale,
      replaceCart,
      running,
      sidebarOpen,
      totalQuantity,
      wishlistCount,
    ],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

/** The cart's state and actions; throws outside a CartProvider (the locale layout mounts it). */
export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart() needs a CartProvider (the locale layout mounts one)');
  return api;
}
