'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SocialLoginButtons, type SocialProvider } from './social-login-buttons';

export type AuthView = 'login' | 'register' | 'forgot';

/**
 * Login, registration and forgotten password in one panel: the page /customer/login-register,
 * /customer for a guest, and the header's modal. Tabs follow the WAI-ARIA tabs pattern.
 */
export function LoginRegister({
  locale,
  initialView = 'login',
  providers,
  onSignedIn,
}: {
  locale: Locale;
  initialView?: AuthView;
  /** The configured social sign-in providers (none: no buttons). */
  providers: readonly SocialProvider[];
  onSignedIn(): void;
}) {
  const t = useTranslations('Account.auth');
  const [view, setView] = useState<AuthView>(initialView);
  const idPrefix = useId().replace(/:/g, '');
  const tabs = [
    { key: 'login', label: t('loginTab') },
    { key: 'register', label: t('registerTab') },
  ] as const;
  const selected = view === 'register' ? 'register' : 'login';

  return (
    <div>
      <div role="tablist" aria-label={t('dialogLabel')} className="flex border-b border-mist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${idPrefix}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected === tab.key}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected === tab.key ? 0 : -1}
            className={`flex-1 px-4 py-3 text-center font-medium ${
              selected === tab.key ? 'border-b-2 border-ink text-ink' : 'text-stone'
            }`}
            onClick={() => setView(tab.key)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = tab.key === 'login' ? 'register' : 'login';
              setView(next);
              document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className="pt-6"
      >
        {view === 'login' ? (
          <>
            <h2 className="mb-4 font-serif text-2xl">{t('loginHeading')}</h2>
            <LoginForm
              locale={locale}
              idPrefix={idPrefix}
              onSignedIn={onSignedIn}
              onForgotPassword={() => setView('forgot')}
            />
          </>
        ) : view === 'register' ? (
          <>
            <h2 className="mb-4 font-serif text-2xl">{t('registerHeading')}</h2>
            <RegisterForm locale={locale} idPrefix={idPrefix} onSignedIn={onSignedIn} />
          </>
        ) : (
          <ForgotPasswordForm locale={locale} idPrefix={idPrefix} onBack={() => setView('login')} />
        )}
        {view === 'forgot' ? null : <SocialLoginButtons locale={locale} providers={providers} />}
      </div>
    </div>
  );
}
