import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { CheckoutPage } from '@/lib/checkout/steps';
import type { CheckoutView } from '@/lib/commerce/types/checkout';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';

/** A checkout page: the heading, the steps widget, the step's content and the order beside it. */
export function CheckoutFrame({
  locale,
  active,
  view,
  children,
}: {
  locale: Locale;
  active: CheckoutPage;
  view: CheckoutView | null;
  children: ReactNode;
}) {
  const t = useTranslations('Checkout');
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10"
      data-testid={`checkout-${active}`}
    >
      <h1 className="mb-6 font-serif text-3xl font-medium text-ink sm:text-4xl">{t('title')}</h1>
      <CheckoutSteps locale={locale} active={active} canGoBack={active !== 'thank-you'} />
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
        <div className="min-w-0">{children}</div>
        {view ? <CheckoutSummary locale={locale} view={view} /> : null}
      </div>
    </div>
  );
}
