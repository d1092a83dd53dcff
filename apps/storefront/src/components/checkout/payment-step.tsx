'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { primaryButtonClass } from '@/components/account/form-fields';
import { useCart } from '@/components/cart/cart-provider';
import { LocaleLink } from '@/components/layout/locale-link';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { checkoutPath, reviewSections } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { CheckoutView } from '@/lib/commerce/types/checkout';
import { AddressSummary } from './address-summary';
import { CardPaymentFields } from './card-payment-fields';
import { useCheckoutState } from './checkout-provider';
import type { PaymentFieldsProps, PaymentOutcome, PaymentPlacer } from './payment-fields';

/**
 * Fields a payment method asks for before the order is placed (a card), by method code. A method
 * marked `needsFields` without fields here is shown but cannot be used. The fields hand the step
 * a placer, which places the order their way (ADR 0056).
 */
export const paymentMethodFields: Partial<
  Record<string, (props: PaymentFieldsProps) => React.ReactNode>
> = {
  stripe_payments: CardPaymentFields,
};

/** Step 4: the order review (edit buttons: 0 personal, 1 shipping, 2 billing and payment), the
 * payment methods the cart offers, and placing the order. */
export function PaymentStep({
  locale,
  view,
  stripeKey = null,
}: {
  locale: Locale;
  view: CheckoutView;
  /** Stripe's publishable key, read on the server when the cart offers card payments. */
  stripeKey?: string | null;
}) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const { push } = useNotifications();
  const { replaceCart } = useCart();
  const { accountPassword, setAccountPassword } = useCheckoutState();
  const [code, setCode] = useState(
    view.selectedPaymentMethod ??
      (view.paymentMethods.length === 1 ? view.paymentMethods[0]!.code : ''),
  );
  const [missing, setMissing] = useState(false);
  const [placing, setPlacing] = useState(false);
  const method = view.paymentMethods.find((entry) => entry.code === code) ?? null;
  const Fields = method ? paymentMethodFields[method.code] : undefined;
  const blocked = Boolean(method?.needsFields && !Fields);
  // The placer of the chosen method's fields (a card); null until they can place.
  const placer = useRef<PaymentPlacer | null>(null);
  const onPlacer = useCallback((next: PaymentPlacer | null) => {
    placer.current = next;
  }, []);

  /** The order is placed: the cart is gone, the thank-you page shows it. */
  const finish = (accountError: string | null) => {
    setAccountPassword(null);
    // The cart is ordered: the header counts 0 and the next add starts a new cart.
    replaceCart(null);
    if (accountError) {
      push({
        type: 'danger',
        title: t('errorTitle'),
        message: t('payment.accountNotCreated', { reason: accountError }),
      });
    }
    router.push(localizePath(locale, checkoutPath('thank-you')));
    router.refresh();
  };

  const placeWithFields = async () => {
    setPlacing(true);
    const outcome: PaymentOutcome = placer.current
      ? await placer.current({ accountPassword })
      : { kind: 'failed', message: t('payment.card.unavailable') };
    if (outcome.kind === 'placed') return finish(outcome.accountError);
    if (outcome.kind === 'away') return;
    if (outcome.kind === 'failed') {
      // Commerce gave the cart back (ADR 0053): the shopper may pay again, by card or otherwise.
      push({
        type: 'danger',
        title: outcome.message ? t('payment.failed') : undefined,
        message: outcome.message || t('payment.failed'),
        persist: true,
      });
    }
    setPlacing(false);
  };

  const placeOrder = async () => {
    if (!method) {
      setMissing(true);
      document.getElementById('checkout-payment-methods')?.focus();
      return;
    }
    if (method.needsFields) return placeWithFields();
    setPlacing(true);
    const chosen = await callApiMethod(locale, 'setPaymentMethodOnCart', { code: method.code });
    const placed = chosen.ok
      ? await callApiMethod(
          locale,
          'placeOrder',
          accountPassword ? { createAccount: { password: accountPassword } } : {},
        )
      : chosen;
    if (!placed.ok) {
      push({ type: 'danger', title: t('payment.failed'), message: placed.message });
      setPlacing(false);
      return;
    }
    if (!('orderNumber' in placed.data)) return;
    finish(placed.data.accountError);
  };

  const method_ = view.selectedShippingMethod;
  const sections = {
    personal: (
      <>
        <p className="text-sm">{view.email}</p>
        {accountPassword ? (
          <p className="text-sm text-stone">{t('review.accountWithOrder')}</p>
        ) : null}
      </>
    ),
    shipping: view.isVirtual ? null : (
      <>
        {view.shippingAddress ? <AddressSummary address={view.shippingAddress} /> : null}
        {method_ ? (
          <p className="mt-2 text-sm">
            {[method_.carrierTitle, method_.methodTitle].filter(Boolean).join(' – ')}
          </p>
        ) : null}
      </>
    ),
    billingAndPayment: view.billingAddress ? (
      <AddressSummary address={view.billingAddress} />
    ) : null,
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="checkout-review-heading">
        <h2 id="checkout-review-heading" className="mb-4 font-serif text-2xl">
          {t('review.heading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3" data-testid="checkout-review">
          {reviewSections.map(({ section, step }) => {
            if (section === 'shipping' && view.isVirtual) return null;
            const title = t(`review.${section}`);
            return (
              <div key={section} className="border border-sand p-4">
                <div className="mb-2 flex items-baseline justify-between gap-2">
                  <h3 className="font-medium">{title}</h3>
                  <LocaleLink
                    locale={locale}
                    href={checkoutPath(step)}
                    className="text-sm underline"
                    aria-label={t('review.editSection', { section: title })}
                  >
                    {t('review.edit')}
                  </LocaleLink>
                </div>
                {sections[section]}
              </div>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="checkout-payment-heading">
        <h2 id="checkout-payment-heading" className="mb-4 font-serif text-2xl">
          {t('payment.heading')}
        </h2>
        {view.paymentMethods.length === 0 ? (
          <p role="alert" className="text-danger">
            {t('payment.noMethods')}
          </p>
        ) : (
          <fieldset
            id="checkout-payment-methods"
            tabIndex={-1}
            // A fieldset is at least as wide as its content by default: the card field must shrink.
            className="min-w-0"
            aria-describedby={missing && !method ? 'checkout-payment-error' : undefined}
            data-testid="checkout-payment-methods"
          >
            <legend className="sr-only">{t('payment.heading')}</legend>
            <div className="space-y-2">
              {view.paymentMethods.map((entry) => (
                <div key={entry.code} className="border border-sand px-4 py-2">
                  <label className="flex min-h-10 cursor-pointer items-center gap-3">
                    <input
                      type="radio"
                      name="payment-method"
                      value={entry.code}
                      checked={code === entry.code}
                      onChange={() => {
                        setCode(entry.code);
                        setMissing(false);
                      }}
                      className="h-4 w-4 accent-ink"
                    />
                    <span>{entry.title}</span>
                  </label>
                  {code === entry.code && entry.needsFields ? (
                    Fields ? (
                      <Fields
                        locale={locale}
                        method={entry}
                        stripeKey={stripeKey}
                        onPlacer={onPlacer}
                      />
                    ) : (
                      <p className="mt-1 text-sm text-stone">{t('payment.ownFields')}</p>
                    )
                  ) : null}
                </div>
              ))}
            </div>
            {missing && !method ? (
              <p id="checkout-payment-error" className="mt-2 text-sm text-danger">
                {t('payment.chooseMethod')}
              </p>
            ) : null}
          </fieldset>
        )}
      </section>

      <div>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={placing || blocked || view.paymentMethods.length === 0}
          aria-describedby={placing ? 'checkout-placing' : undefined}
          onClick={() => void placeOrder()}
          data-testid="checkout-place-order"
        >
          {t('payment.placeOrder')}
        </button>
        <p id="checkout-placing" role="status" className="mt-2 text-sm text-stone">
          {placing ? t('payment.placing') : ''}
        </p>
      </div>
    </div>
  );
}
