'use client';

import { NextIntlClientProvider, useLocale, useTimeZone } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { pickMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locales';
import { isMessageGroup, loadMessages, type Messages } from '@/i18n/messages';
import { callApiMethod } from '@/lib/commerce/api-client';
import { LoginRegister, type AuthView } from './login-register';
import type { SocialProvider } from './social-login-buttons';

/** The modal's texts: fetched when it first opens, so pages do not carry them (ADR 0039). */
const MODAL_MESSAGES = ['Account.auth', 'Account.validation'];

/**
 * The layout's login modal (spec "Layouts"), opened by the header's account icon for a guest, on
 * the native modal <dialog> (focus trapped; Escape and a backdrop click close it). Loaded on the
 * first open with its messages; a login or registration refreshes the page's server components.
 */
export default function LoginModal({
  locale,
  onClose,
  initialView,
}: {
  locale: Locale;
  onClose(): void;
  /** Checkout's "Forgot password?" opens the modal on the forgotten-password form. */
  initialView?: AuthView;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const intlLocale = useLocale();
  const timeZone = useTimeZone();
  const [messages, setMessages] = useState<Messages | null>(null);
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((all) => {
      if (current) setMessages(pickMessages(all, MODAL_MESSAGES));
    });
    void callApiMethod(locale, 'socialLoginProviders').then((result) => {
      if (current && result.ok) setProviders(result.data);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  const auth = messages?.Account;
  const texts = isMessageGroup(auth) && isMessageGroup(auth.auth) ? auth.auth : null;
  const label = typeof texts?.dialogLabel === 'string' ? texts.dialogLabel : undefined;
  const closeLabel = typeof texts?.close === 'string' ? texts.close : undefined;
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-label={label}
      aria-busy={messages === null}
      data-testid="login-modal"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto bg-ivory p-5 text-ink shadow-xl backdrop:bg-night/50 sm:p-8"
    >
      <div className="flex justify-end">
        <button
          type="button"
          onClick={close}
          aria-label={closeLabel}
          className="-mt-1 min-h-10 min-w-10 text-2xl leading-none text-stone hover:text-ink"
        >
          ×
        </button>
      </div>
      {messages ? (
        <NextIntlClientProvider locale={intlLocale} timeZone={timeZone} messages={messages}>
          <LoginRegister
            locale={locale}
            initialView={initialView}
            providers={providers}
            onSignedIn={() => {
              close();
              router.refresh();
            }}
          />
        </NextIntlClientProvider>
      ) : null}
    </dialog>
  );
}
