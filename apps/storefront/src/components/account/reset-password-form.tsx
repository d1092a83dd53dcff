'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { resetPasswordSchema } from '@/lib/customer/account-schemas';
import { LOGIN_REGISTER_PATH } from '@/lib/customer/session-rules';
import { PasswordField, primaryButtonClass, TextField } from './form-fields';

type Values = z.input<typeof resetPasswordSchema>;

/** The reset e-mail's link: the token from the link, the e-mail and the new password twice. */
export function ResetPasswordForm({
  locale,
  token,
  email,
}: {
  locale: Locale;
  token: string;
  email: string;
}) {
  const t = useTranslations('Account');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    // The e-mail from the link is the element's own default: the server's HTML shows it.
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'resetPassword', {
      email: values.email,
      resetPasswordToken: token,
      newPassword: values.password,
    });
    setOutcome(
      result.ok ? { ok: true, text: t('reset.success') } : { ok: false, text: result.message },
    );
  });

  if (outcome?.ok) {
    return (
      <div role="status" className="space-y-4" data-testid="reset-password-done">
        <p>{outcome.text}</p>
        <a className="underline" href={localizePath(locale, LOGIN_REGISTER_PATH)}>
          {t('auth.loginSubmit')}
        </a>
      </div>
    );
  }
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="reset-password-form"
    >
      <p className="text-stone">{t('reset.intro')}</p>
      <TextField
        id="reset-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        registration={register('email')}
        error={errors.email}
      />
      <PasswordField
        id="reset-password"
        label={t('reset.newPassword')}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <PasswordField
        id="reset-confirm-password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {t('reset.submit')}
      </button>
      <p role="alert" className="text-sm text-danger">
        {outcome && !outcome.ok ? outcome.text : null}
      </p>
    </form>
  );
}
