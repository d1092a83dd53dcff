'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { forgotPasswordSchema } from '@/lib/customer/account-schemas';
import { primaryButtonClass, TextField } from './form-fields';

type Values = z.input<typeof forgotPasswordSchema>;

/**
 * Asks for the reset e-mail. Used by the login modal and page, and by checkout's account step.
 * The answer never says whether the address has an account (commerce never reveals it either).
 */
export function ForgotPasswordForm({
  locale,
  idPrefix,
  onBack,
}: {
  locale: Locale;
  idPrefix: string;
  onBack?: () => void;
}) {
  const t = useTranslations('Account.auth');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await callApiMethod(locale, 'requestPasswordResetEmail', { email });
    setOutcome(
      result.ok
        ? { ok: true, text: t('forgotSent', { email }) }
        : { ok: false, text: t('forgotError') },
    );
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="forgot-password-form"
    >
      <h2 className="font-serif text-2xl">{t('forgotHeading')}</h2>
      <p className="text-sm text-stone">{t('forgotIntro')}</p>
      <TextField
        id={`${idPrefix}-forgot-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {t('forgotSubmit')}
        </button>
        {onBack ? (
          <button type="button" className="text-sm underline" onClick={onBack}>
            {t('backToLogin')}
          </button>
        ) : null}
      </div>
      <p role="status" className={`text-sm ${outcome?.ok ? 'text-success' : 'text-danger'}`}>
        {outcome?.text}
      </p>
    </form>
  );
}
