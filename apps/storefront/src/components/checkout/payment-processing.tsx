'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { LocaleLink } from '@/components/layout/locale-link';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { checkoutPath } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';

/** Commerce may wait for Stripe's webhook: asked this many times, this far apart. */
export const PAYMENT_POLL_ATTEMPTS = 5;
export const PAYMENT_POLL_INTERVAL_MS = 2_000;

type Shown = 'checking' | 'pending' | 'expired' | 'invalid';

/**
 * The payment-processing page's island: asks commerce how the payment stands
 * (handlePaymentCallback) a bounded number of times. Paid: the thank-you page. Failed: back to
 * the payment step with the spec's text, the cart usable again. Still pending after the last
 * try: the order is being confirmed (the webhook or the expiry job settles it).
 */
export function PaymentProcessing({
  locale,
  payment,
}: {
  locale: Locale;
  payment: { paymentIntentId: string; clientSecret: string } | null;
}) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const { push } = useNotifications();
  const { load, replaceCart } = useCart();
  const [shown, setShown] = useState<Shown>(payment ? 'checking' : 'invalid');

  const intentId = payment?.paymentIntentId ?? null;
  const clientSecret = payment?.clientSecret ?? null;
  useEffect(() => {
    if (!intentId || !clientSecret) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const answer = await callApiMethod(locale, 'handlePaymentCallback', {
        paymentIntentId: intentId,
        clientSecret,
      });
      if (stopped) return;
      if (!answer.ok) {
        setShown('invalid');
        return;
      }
      switch (answer.data.status) {
        case 'PAID':
          replaceCart(null);
          router.replace(localizePath(locale, checkoutPath('thank-you')));
          router.refresh();
          return;
        case 'FAILED':
          // The cart is the shopper's again: the header's count, read while it was closed, too.
          void load();
          push({ type: 'danger', message: t('payment.failed'), persist: true });
          router.replace(localizePath(locale, checkoutPath('payment')));
          router.refresh();
          return;
        case 'EXPIRED':
          setShown('expired');
          return;
        default:
          if (attempt + 1 >= PAYMENT_POLL_ATTEMPTS) {
            setShown('pending');
            return;
          }
          timer = setTimeout(() => void ask(attempt + 1), PAYMENT_POLL_INTERVAL_MS);
      }
    };
    void ask(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [locale, intentId, clientSecret, load, push, replaceCart, router, t]);

  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" data-testid="payment-processing-status">
        {t(`processing.${shown}`)}
      </p>
      {shown === 'checking' ? (
        <span
          aria-hidden="true"
          className="inline-block h-6 w-6 animate-spin rounded-full border-2 border-sand border-t-ink motion-reduce:animate-none"
        />
      ) : null}
      {shown === 'invalid' ? (
        <LocaleLink locale={locale} href={checkoutPath('payment')} className="underline">
          {t('processing.backToPayment')}
        </LocaleLink>
      ) : null}
      {shown === 'expired' ? (
        <LocaleLink locale={locale} href="/cart" className="underline">
          {t('processing.toCart')}
        </LocaleLink>
      ) : null}
    </div>
  );
}
