import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import { isSignedIn, loadCustomer } from '@/lib/customer/load-account';
import { LOGIN_REGISTER_PATH } from '@/lib/customer/session-rules';
import { WriteReview } from './product-islands';

/**
 * Spec §6: only registered users can leave reviews. A signed-in shopper gets the form (their page
 * is never cached, ADR 0015); a guest, a prompt to log in.
 */
export async function ReviewEntry({ locale, sku }: { locale: Locale; sku: string }) {
  const t = await getTranslations('Product.reviewForm');
  if (!(await isSignedIn())) {
    return (
      <p className="mt-8 text-stone" data-testid="review-login-prompt">
        {t('loginPrompt')}{' '}
        <LocaleLink locale={locale} href={LOGIN_REGISTER_PATH} className="text-ink underline">
          {t('loginLink')}
        </LocaleLink>
      </p>
    );
  }
  const [customer, ratings] = await Promise.all([
    loadCustomer(locale),
    apiMethods.productReviewRatingsMetadata.run({}, { locale, cookies: await requestCookieJar() }),
  ]);
  return (
    <WriteReview
      locale={locale}
      sku={sku}
      nickname={customer?.firstname ?? ''}
      ratings={ratings.ok ? ratings.data : []}
    />
  );
}
