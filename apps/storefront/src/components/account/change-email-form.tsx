'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { changeEmailSchema } from '@/lib/customer/account-schemas';
import { PasswordField, primaryButtonClass, TextField } from './form-fields';
import { useAccountFeedback } from './use-account-call';

type Values = z.input<typeof changeEmailSchema>;

/** Spec §5: changing the e-mail needs the current password. */
export function ChangeEmailForm({ locale, email }: { locale: Locale; email: string }) {
  const t = useTranslations('Account.profile');
  const feedback = useAccountFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'updateCustomerEmail', values);
    if (feedback(result, { success: t('emailSaved'), errorTitle: t('errorTitle') })) {
      reset({ email: '', password: '' });
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="change-email-form"
    >
      <h2 className="font-serif text-xl">{t('emailHeading')}</h2>
      <p className="text-sm text-stone">{t('currentEmail', { email })}</p>
      <TextField
        id="profile-new-email"
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email}
      />
      <PasswordField
        id="profile-email-password"
        label={t('currentPassword')}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {t('emailSave')}
      </button>
    </form>
  );
}
