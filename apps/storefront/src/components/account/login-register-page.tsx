'use client';

import { useRouter } from 'next/navigation';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { CUSTOMER_PATH } from '@/lib/customer/session-rules';
import { LoginRegister, type AuthView } from './login-register';
import type { SocialProvider } from './social-login-buttons';

/** The page form of login/register: signed in, the shopper goes to My Account. */
export function LoginRegisterPage({
  locale,
  initialView,
  providers,
}: {
  locale: Locale;
  initialView?: AuthView;
  providers: readonly SocialProvider[];
}) {
  const router = useRouter();
  return (
    <LoginRegister
      locale={locale}
      providers={providers}
      {...(initialView ? { initialView } : {})}
      onSignedIn={() => {
        router.push(localizePath(locale, CUSTOMER_PATH));
        router.refresh();
      }}
    />
  );
}
