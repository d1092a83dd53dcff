'use client';

// Card fields through Stripe Elements (ADR 0056): Stripe.js is loaded only here, when the shopper
// chooses the card method, with the publishable key the server read from commerce. The card never
// touches our servers: Elements turns it into a PaymentMethod (pm_…), which our API sends to
// commerce's placeOrderByStripe. 3-D Secure runs through Stripe.js (handleNextAction) or the
// redirect Stripe asks for; both end on the payment-processing page.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { localizePath } from '@/i18n/locale-path';
import { localeConfigs, type Locale } from '@/i18n/locales';
import { PAYMENT_PROCESSING_PATH } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { PaymentFieldsProps, PaymentOutcome, PaymentPlacer } from './payment-fields';

/** One Stripe.js per key and page: loadStripe injects its script once. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = loaded.get(key);
  if (!found) {
    found = loadStripe(key).catch(() => null);
    loaded.set(key, found);
  }
  return found;
}

/** The shop's look inside Stripe's field (globals.css: ink on white, the danger red). */
const CARD_STYLE = {
  base: {
    color: '#1f1c18',
    fontFamily: 'system-ui, "Helvetica Neue", Arial, sans-serif',
    fontSize: '16px',
    '::placeholder': { color: '#5b554c' },
  },
  invalid: { color: '#a3262a', iconColor: '#a3262a' },
} as const;

/** The processing page's address with the intent Stripe would append after a redirect. */
export function processingPath(locale: Locale, intentId: string, clientSecret: string): string {
  const query = new URLSearchParams({
    payment_intent: intentId,
    payment_intent_client_secret: clientSecret,
  });
  return `${localizePath(locale, PAYMENT_PROCESSING_PATH)}?${query.toString()}`;
}

export function CardPaymentFields(props: PaymentFieldsProps) {
  const t = useTranslations('Checkout.payment.card');
  const { stripeKey, onPlacer } = props;
  const stripe = useMemo(() => (stripeKey ? stripeFor(stripeKey) : null), [stripeKey]);
  const [failed, setFailed] = useState(!stripeKey);
  useEffect(() => {
    if (!stripe) return;
    let current = true;
    void stripe.then((instance) => {
      if (current && !instance) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  useEffect(() => () => onPlacer(null), [onPlacer]);
  if (!stripe || failed) {
    return (
      <p role="alert" className="mt-2 text-sm text-danger">
        {t('unavailable')}
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={{ locale: localeConfigs[props.locale].language }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ locale, onPlacer }: PaymentFieldsProps) {
  const t = useTranslations('Checkout.payment.card');
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!stripe || !elements || !ready) {
      onPlacer(null);
      return;
    }
    const place: PaymentPlacer = async ({ accountPassword }): Promise<PaymentOutcome> => {
      const card = elements.getElement(CardElement);
      if (!card) return { kind: 'failed', message: t('unavailable') };
      if (!complete) {
        setError((shown) => shown ?? t('incomplete'));
        card.focus();
        return { kind: 'incomplete' };
      }
      const created = await stripe.createPaymentMethod({ type: 'card', card });
      if (created.error || !created.paymentMethod) {
        setError(created.error?.message ?? t('incomplete'));
        card.focus();
        return { kind: 'incomplete' };
      }
      const chosen = await callApiMethod(locale, 'setPaymentMethodOnCart', {
        code: 'stripe_payments',
      });
      if (!chosen.ok) return { kind: 'failed', message: chosen.message };
      const paid = await callApiMethod(locale, 'placeOrderByStripe', {
        paymentMethodId: created.paymentMethod.id,
        ...(accountPassword ? { createAccount: { password: accountPassword } } : {}),
      });
      if (!paid.ok) return { kind: 'failed', message: paid.message };
      const payment = paid.data;
      switch (payment.status) {
        case 'PAID':
          return { kind: 'placed', accountError: payment.accountError };
        case 'REQUIRES_ACTION':
        case 'PENDING': {
          if (payment.redirectUrl) {
            window.location.assign(payment.redirectUrl);
            return { kind: 'away' };
          }
          if (payment.paymentIntentId && payment.clientSecret) {
            if (payment.status === 'REQUIRES_ACTION') {
              // Stripe.js shows the bank's challenge in the page; the processing page decides.
              await stripe.handleNextAction({ clientSecret: payment.clientSecret });
            }
            window.location.assign(
              processingPath(locale, payment.paymentIntentId, payment.clientSecret),
            );
            return { kind: 'away' };
          }
          return { kind: 'failed', message: t('unavailable') };
        }
        default:
          card.clear();
          return { kind: 'failed', message: '' };
      }
    };
    onPlacer(place);
  }, [stripe, elements, ready, complete, locale, onPlacer, t]);

  const onChange = (event: StripeCardElementChangeEvent) => {
    setComplete(event.complete);
    setError(event.error?.message ?? null);
  };

  return (
    <div className="mt-3 mb-1">
      <span id={`${id}-label`} className="block text-sm font-medium">
        {t('label')}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-error`}
        className="mt-1 border border-stone bg-white px-3 py-3 focus-within:outline-2 focus-within:outline-bronze"
        data-testid="card-element"
      >
        <CardElement
          options={{ style: CARD_STYLE, hidePostalCode: true }}
          onReady={() => setReady(true)}
          onChange={onChange}
        />
      </div>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={`mt-1 min-h-5 text-sm ${error ? 'text-danger' : 'text-stone'}`}
      >
        {error ?? (ready ? '' : t('loading'))}
      </p>
    </div>
  );
}
