import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginRegisterPage } from '@/components/account/login-register-page';
import { loadSocialProviders } from '@/lib/customer/load-social';
import { IslandMessages } from '@/components/layout/island-messages';
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

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'confirm.title');

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 256) ?? '';

/**
 * The confirmation e-mail's link (`?email=…&key=…`, ADR 0041): confirms the account, then offers
 * the login form. The key is single-use, so the page is never cached (ADR 0015).
 */
export default async function ConfirmAccountRoute({ params, searchParams }: Props) {
  const locale = await accountLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Account.confirm');
  const query = await searchParams;
  const email = first(query.email);
  const key = first(query.key);
  const parsed = apiMethods.confirmEmail.args.safeParse({ email, key });
  const result = parsed.success
    ? await apiMethods.confirmEmail.run(parsed.data, { locale, cookies: await requestCookieJar() })
    : null;
  const confirmed = result?.ok === true && result.data.confirmed;
  return (
    <IslandMessages scope="account">
      <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-6 font-serif text-3xl font-medium sm:text-4xl">{t('heading')}</h1>
        <p
          role={confirmed ? 'status' : 'alert'}
          className={`mb-8 border-l-4 bg-white p-4 ${confirmed ? 'border-success' : 'border-danger'}`}
          data-testid="confirm-result"
        >
          {confirmed ? t('success') : t('failed')}
        </p>
        <LoginRegisterPage locale={locale} providers={await loadSocialProviders(locale)} />
      </div>
    </IslandMessages>
  );
}
