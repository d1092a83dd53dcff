'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCart } from '@/components/cart/cart-provider';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { registerSchema } from '@/lib/customer/account-schemas';
import { CheckboxField, PasswordField, primaryButtonClass, TextField } from './form-fields';

type Values = z.input<typeof registerSchema>;

export function RegisterForm({
  locale,
  idPrefix,
  onSignedIn,
}: {
  locale: Locale;
  idPrefix: string;
  onSignedIn(): void;
}) {
  const t = useTranslations('Account.auth');
  const { push } = useNotifications();
  const { loadCounts } = useCart();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _repeat, ...values }) => {
    const result = await callApiMethod(locale, 'createCustomer', values);
    if (!result.ok) {
      push({ type: 'danger', title: t('registrationError'), message: result.message });
      return;
    }
    // Spec §4: an account that needs its e-mail confirmed stays logged out.
    if (result.data.confirmationRequired) {
      setAwaitingConfirmation(true);
      return;
    }
    push({ type: 'success', message: t('registered') });
    // A guest cart has joined the customer's on the server: the header counts both.
    void loadCounts({ signedIn: true });
    onSignedIn();
  });

  if (awaitingConfirmation) {
    return (
      <p
        role="status"
        className="border-l-4 border-success bg-white p-4"
        data-testid="register-confirmation"
      >
        {t('confirmationRequired')}
      </p>
    );
  }

  const id = (name: string) => `${idPrefix}-register-${name}`;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="register-form"
    >
      <p className="text-sm text-stone">{t('required')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('firstname')}
          label={t('firstname')}
          autoComplete="given-name"
          required
          registration={register('firstname')}
          error={errors.firstname}
        />
        <TextField
          id={id('lastname')}
          label={t('lastname')}
          autoComplete="family-name"
          required
          registration={register('lastname')}
          error={errors.lastname}
        />
      </div>
      <TextField
        id={id('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email}
      />
      <PasswordField
        id={id('password')}
        label={t('password')}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <PasswordField
        id={id('confirm-password')}
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <CheckboxField
        id={id('subscribe')}
        label={t('subscribe')}
        registration={register('is_subscribed')}
      />
      <div>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {t('registerSubmit')}
        </button>
      </div>
    </form>
  );
}
