'use client';

import { NextIntlClientProvider, useLocale, useTimeZone } from 'next-intl';
import { useEffect, useState } from 'react';
import { pickMessages } from '@/i18n/client-messages';
import { loadMessages, type Messages } from '@/i18n/messages';
import CartSidebar, { type CartSidebarProps } from './cart-sidebar';

/** The sidebar's texts: fetched when it first opens, so pages do not carry them (ADR 0039). */
const SIDEBAR_MESSAGES = ['Cart'];

export default function CartSidebarLoader(props: CartSidebarProps) {
  const intlLocale = useLocale();
  const timeZone = useTimeZone();
  const [messages, setMessages] = useState<Messages | null>(null);
  const { locale } = props;

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((all) => {
      if (current) setMessages(pickMessages(all, SIDEBAR_MESSAGES));
    });
    return () => {
      current = false;
    };
  }, [locale]);

  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={intlLocale} timeZone={timeZone} messages={messages}>
      <CartSidebar {...props} />
    </NextIntlClientProvider>
  );
}
