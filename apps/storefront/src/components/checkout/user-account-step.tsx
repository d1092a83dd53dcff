'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  PasswordField,
  primaryButtonClass,
  TextField,
} from '@/components/account/form-fields';
import { LoginForm } from '@/components/account/login-form';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { guestAccountSchema } from '@/lib/checkout/checkout-schemas';
import { checkoutPath } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';
import { useCheckoutState } from './checkout-provider';
import { useCheckoutFeedback } from './use-checkout-call';

// The login modal (with its own messages) loads when "Forgot password?" opens it.
const LoginModal = dynamic(() => import('@/components/account/login-modal'), { ssr: false });

type Values = z.input<typeof guestAccountSchema>;

/**
 * Step 1 for a guest: the e-mail on the cart (setGuestEmailOnCart), optionally an account created
 * with the order, or signing in. The password stays in the browser until the order is placed.
 */
export function UserAccountStep({ locale, email }: { locale: Locale; email: string | null }) {
  const t = useTranslations('Checkout.userAccount');
  const router = useRouter();
  const feedback = useCheckoutFeedback();
  const { accountPassword, setAccountPassword } = useCheckoutState();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof guestAccountSchema>>({
    resolver: zodResolver(guestAccountSchema),
    mode: 'onTouched',
    defaultValues: { createAccount: accountPassword !== null, password: accountPassword ?? '' },
  });
  const createAccount = watch('createAccount');

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'setGuestEmailOnCart', { email: values.email });
    if (!feedback(result)) return;
    setAccountPassword(values.createAccount ? values.password : null);
    router.push(localizePath(locale, checkoutPath('shipping')));
  });

  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section aria-labelledby="checkout-guest-heading">
        <h2 id="checkout-guest-heading" className="mb-2 font-serif text-2xl">
          {t('guestHeading')}
        </h2>
        <p className="mb-4 text-sm text-stone">{t('guestIntro')}</p>
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          data-testid="checkout-guest-form"
        >
          <TextField
            id="checkout-email"
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            defaultValue={email ?? ''}
            registration={register('email')}
            error={errors.email}
          />
          <CheckboxField
            id="checkout-create-account"
            label={t('createAccount')}
            registration={register('createAccount', {
              // Presentation §4: unticking the box clears the password.
              onChange: (event: { target: { checked: boolean } }) => {
                if (!event.target.checked) setValue('password', '');
              },
            })}
          />
          {createAccount ? (
            <div>
              <PasswordField
                id="checkout-password"
                label={t('password')}
                autoComplete="new-password"
                registration={register('password')}
                error={errors.password}
              />
              <p className="mt-1 text-sm text-stone">{t('passwordHint')}</p>
            </div>
          ) : null}
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {t('continue')}
          </button>
        </form>
      </section>
      <section aria-labelledby="checkout-login-heading">
        <h2 id="checkout-login-heading" className="mb-2 font-serif text-2xl">
          {t('loginHeading')}
        </h2>
        <p className="mb-4 text-sm text-stone">{t('loginIntro')}</p>
        <LoginForm
          locale={locale}
          idPrefix="checkout-login"
          onSignedIn={() => router.refresh()}
          onForgotPassword={() => setForgotOpen(true)}
        />
      </section>
      {forgotOpen ? (
        <LoginModal locale={locale} initialView="forgot" onClose={() => setForgotOpen(false)} />
      ) : null}
    </div>
  );
}
