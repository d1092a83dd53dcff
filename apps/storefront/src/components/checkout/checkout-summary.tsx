import type { Locale } from '@/i18n/locales';
import type { CheckoutView } from '@/lib/commerce/types/checkout';
import { CheckoutSummaryList } from './checkout-summary-list';

/** The order beside every step, rendered with the page (checkout pages are never cached). */
export function CheckoutSummary({ locale, view }: { locale: Locale; view: CheckoutView }) {
  return <CheckoutSummaryList locale={locale} view={view} />;
}
