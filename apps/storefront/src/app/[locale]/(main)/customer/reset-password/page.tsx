import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { IslandMessages } from '@/components/layout/island-messages';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';

type Props = {
  params: AccountParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'reset.title');

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 256) ?? '';

/**
 * Spec §2 reset-password (the alias of the account create-password link): `token` and `email` come
 * from the e-mail's link. Without a token, the shopper may ask for a new link.
 */
export default async function ResetPasswordRoute({ params, searchParams }: Props) {
  const locale = await accountLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Account.reset');
  const query = await searchParams;
  const token = first(query.token) || first(query.resetPasswordToken);
  return (
    <IslandMessages scope="account">
      <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-6 font-serif text-3xl font-medium sm:text-4xl">{t('heading')}</h1>
        {token ? (
          <ResetPasswordForm locale={locale} token={token} email={first(query.email)} />
        ) : (
          <>
            <p className="mb-6 text-danger">{t('missingToken')}</p>
            <ForgotPasswordForm locale={locale} idPrefix="reset" />
          </>
        )}
      </div>
    </IslandMessages>
  );
}
