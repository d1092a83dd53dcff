import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginRegisterPage } from '@/components/account/login-register-page';
import { loadSocialProviders } from '@/lib/customer/load-social';
import { IslandMessages } from '@/components/layout/island-messages';
import { localizePath } from '@/i18n/locale-path';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { isSignedIn } from '@/lib/customer/load-account';
import { CUSTOMER_PATH } from '@/lib/customer/session-rules';

type Props = {
  params: AccountParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'auth.dialogLabel');

/** Spec §2 customer-login-register; `ref=passwordReset` arrives here and opens the reset request. */
export default async function LoginRegisterRoute({ params, searchParams }: Props) {
  const locale = await accountLocale(params);
  setRequestLocale(locale);
  if (await isSignedIn()) redirect(localizePath(locale, CUSTOMER_PATH));
  const t = await getTranslations('Account.auth');
  const query = await searchParams;
  const view =
    query.ref === 'passwordReset' ? 'forgot' : query.view === 'register' ? 'register' : 'login';
  return (
    <IslandMessages scope="account">
      <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-6 font-serif text-3xl font-medium sm:text-4xl">{t('dialogLabel')}</h1>
        <LoginRegisterPage
          locale={locale}
          providers={await loadSocialProviders(locale)}
          initialView={view}
        />
      </div>
    </IslandMessages>
  );
}
