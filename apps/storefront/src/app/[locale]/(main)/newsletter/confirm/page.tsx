import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';

type Props = {
  params: AccountParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'newsletter.confirmHeading');

/**
 * The newsletter confirmation e-mail's link (`?code=…`, ADR 0041): the subscription becomes
 * SUBSCRIBED. The code works once, so the page cache never keeps this page. No client island.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await accountLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Account.newsletter');
  const raw = (await searchParams).code;
  const parsed = apiMethods.confirmNewsletterSubscription.args.safeParse({
    code: Array.isArray(raw) ? raw[0] : raw,
  });
  const result = parsed.success
    ? await apiMethods.confirmNewsletterSubscription.run(parsed.data, {
        locale,
        cookies: await requestCookieJar(),
      })
    : null;
  const confirmed = result?.ok === true && result.data.status === 'SUBSCRIBED';
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 font-serif text-3xl font-medium sm:text-4xl">{t('confirmHeading')}</h1>
      <p
        role={confirmed ? 'status' : 'alert'}
        className={`border-l-4 bg-white p-4 ${confirmed ? 'border-success' : 'border-danger'}`}
        data-testid="newsletter-confirm-result"
      >
        {confirmed ? t('confirmed') : t('confirmFailed')}
      </p>
      <LocaleLink locale={locale} href="/" className="mt-6 inline-block underline">
        {t('continue')}
      </LocaleLink>
    </div>
  );
}
