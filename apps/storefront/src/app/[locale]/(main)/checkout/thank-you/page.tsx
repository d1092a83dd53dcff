import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { ThankYouAccount } from '@/components/checkout/thank-you-account';
import { OrderSummary } from '@/components/checkout/order-summary';
import { LocaleLink } from '@/components/layout/locale-link';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { parseLastOrder } from '@/lib/checkout/last-order';
import { checkoutMethods } from '@/lib/commerce/checkout-methods';
import { failureMessage } from '@/lib/commerce/result';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params, 'thankYou.metaTitle');

/**
 * The thank-you page: the order just placed (kept in the httpOnly `lastOrder` cookie for an hour),
 * its summary read back from commerce, and for a guest the offer of an account. The steps are all done and closed.
 */
export default async function ThankYouPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const t = await getTranslations('Checkout.thankYou');
  const jar = await requestCookieJar();
  const order = parseLastOrder(jar.get(cookieNames.lastOrder));
  // The summary is the order as commerce recorded it, so a reload shows it too.
  const summary = order ? await checkoutMethods.lastOrder.run({}, { locale, cookies: jar }) : null;
  if (summary && !summary.ok) console.error(`[lastOrder] ${locale}: ${failureMessage(summary)}`);
  return (
    <CheckoutFrame locale={locale} active="thank-you" view={null}>
      <div className="space-y-6">
        {order ? (
          <>
            <h2 className="font-serif text-2xl">{t('heading')}</h2>
            <p data-testid="order-number">{t('orderNumber', { number: order.number })}</p>
            {order.email ? <p>{t('confirmation', { email: order.email })}</p> : null}
            {summary?.ok && summary.data ? (
              <OrderSummary locale={locale} order={summary.data} />
            ) : null}
            {order.guest && order.email ? (
              <ThankYouAccount locale={locale} email={order.email} />
            ) : null}
          </>
        ) : (
          <p>{t('noOrder')}</p>
        )}
        <LocaleLink locale={locale} href="/" className="inline-block underline">
          {t('continueShopping')}
        </LocaleLink>
      </div>
    </CheckoutFrame>
  );
}
