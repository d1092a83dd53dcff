import { getFormatter, getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { LocaleLink } from '@/components/layout/locale-link';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'reviews.heading');

/** The customer's own reviews (`customer { reviews }`), pending ones included. */
export default async function MyReviewsPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const [t, format] = await Promise.all([getTranslations('Account.reviews'), getFormatter()]);
  const result = await apiMethods.customerProductReview.run(
    { pageSize: 20 },
    { locale, cookies: await requestCookieJar() },
  );
  const reviews = result.ok ? result.data : [];
  return (
    <AccountPage heading={t('heading')}>
      {reviews.length === 0 ? <p className="text-stone">{t('empty')}</p> : null}
      <ul className="space-y-6" data-testid="customer-reviews">
        {reviews.map((review) => (
          <li
            key={`${review.productName}-${review.createdAt}`}
            className="border-b border-mist pb-6"
          >
            <h2 className="font-serif text-xl">
              {review.productUrlKey ? (
                <LocaleLink locale={locale} href={`/${review.productUrlKey}`} className="underline">
                  {review.productName}
                </LocaleLink>
              ) : (
                review.productName
              )}
            </h2>
            <p className="text-sm text-stone">
              {t('rating', { rating: Math.round(review.averageRating / 20) })} ·{' '}
              {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium' })}
            </p>
            <p className="mt-2 font-medium">{review.summary}</p>
            <p className="mt-1 whitespace-pre-line">{review.text}</p>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
