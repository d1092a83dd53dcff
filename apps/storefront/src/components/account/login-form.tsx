'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCart } from '@/components/cart/cart-provider';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { loginSchema } from '@/lib/customer/account-schemas';
import { PasswordField, primaryButtonClass, TextField } from './form-fields';

type Values = z.input<typeof loginSchema>;

export function LoginForm({
  locale,
  idPrefix,
  onSignedIn,
  onForgotPassword,
}: {
  locale: Locale;
  idPrefix: string;
  onSignedIn(): void;
  onForgotPassword(): void;
}) {
  const t = useTranslations('Account.auth');
  const { push } = useNotifications();
  const { loadCounts } = useCart();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'generateCustomerToken', values);
    if (!result.ok) {
      // Spec §8: login errors raise a danger toast titled "Registration error".
      push({ type: 'danger', title: t('registrationError'), message: result.message });
      return;
    }
    push({ type: 'success', message: t('signedIn') });
    // A guest cart has joined the customer's on the server: the header counts both.
    void loadCounts({ signedIn: true });
    onSignedIn();
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="login-form"
    >
      <TextField
        id={`${idPrefix}-login-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email}
      />
      <PasswordField
        id={`${idPrefix}-login-password`}
        label={t('password')}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <button type="button" className="text-sm underline" onClick={onForgotPassword}>
        {t('forgotLink')}
      </button>
      <div>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {t('loginSubmit')}
        </button>
      </div>
    </form>
  );
}
