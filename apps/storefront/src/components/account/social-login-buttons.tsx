'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { socialLoginStartPath } from '@/lib/customer/social-login';

export interface SocialProvider {
  code: string;
  label: string;
}

/** Spec: social login buttons appear only for the providers commerce has configured. */
export function SocialLoginButtons({
  locale,
  providers,
}: {
  locale: Locale;
  providers: readonly SocialProvider[];
}) {
  const t = useTranslations('Account.auth');
  if (providers.length === 0) return null;
  return (
    <div className="mt-8 border-t border-mist pt-6" data-testid="social-login">
      <p className="text-sm text-stone">{t('socialHeading')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider.code}>
            {/* A full navigation: the route sets the state cookie and leaves for the provider. */}
            <a
              href={socialLoginStartPath(locale, provider.code)}
              className="block border border-ink px-4 py-3 text-center font-medium"
            >
              {t('socialButton', { provider: provider.label })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
