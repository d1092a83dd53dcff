'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import {
  createSidebarNoticeTimer,
  sidebarNoticeFor,
  type CartShape,
  type SidebarNotice,
} from '@/lib/cart/sidebar-notice';
import { useCart } from './cart-provider';

// The drawer, its lines and its texts load on the first open (ADR 0039: pages stay light).
const CartSidebarLoader = dynamic(() => import('./cart-sidebar-loader'), { ssr: false });

/**
 * The layout's cart sidebar slot: renders nothing until the provider opens the sidebar. It follows
 * the cart while closed too, so the US sidebar can notice the item just added as it opens.
 */
export function CartSidebarHost({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const { cart, loaded, totalQuantity, sidebarOpen, closeSidebar, load } = useCart();
  const [notice, setNotice] = useState<SidebarNotice | null>(null);
  const [timer] = useState(() => createSidebarNoticeTimer(setNotice));
  const previous = useRef<CartShape | null>(null);
  const ownQuantityChange = useRef(false);
  const us = locale === 'us';

  useEffect(() => () => timer.dispose(), [timer]);

  // Opening shows the cart as the server has it now (another tab may have changed it).
  useEffect(() => {
    if (sidebarOpen) void load();
  }, [sidebarOpen, load]);

  // Before the cart loads, the header's count is enough to notice the first add; with neither
  // there is nothing to compare.
  const lines = loaded ? (cart?.items.length ?? 0) : null;
  const total = loaded ? (cart?.totalQuantity ?? 0) : totalQuantity;
  useEffect(() => {
    const next = total === null ? null : { lines, totalQuantity: total };
    const found = sidebarNoticeFor(previous.current, next, ownQuantityChange.current);
    previous.current = next;
    ownQuantityChange.current = false;
    if (us && found) timer.show(found);
  }, [lines, total, us, timer]);

  const onOwnQuantityChange = useCallback(() => {
    ownQuantityChange.current = true;
  }, []);

  if (!sidebarOpen) return null;
  return (
    <CartSidebarLoader
      locale={locale}
      signedIn={signedIn}
      notice={us ? notice : null}
      onOwnQuantityChange={onOwnQuantityChange}
      onClose={closeSidebar}
    />
  );
}
