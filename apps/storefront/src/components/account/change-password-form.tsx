'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { changePasswordSchema } from '@/lib/customer/account-schemas';
import { PasswordField, primaryButtonClass } from './form-fields';
import { useAccountFeedback } from './use-account-call';

type Values = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('Account.profile');
  const feedback = useAccountFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'changeCustomerPassword', {
      currentPassword: values.currentPassword,
      newPassword: values.password,
    });
    if (feedback(result, { success: t('passwordSaved'), errorTitle: t('errorTitle') })) {
      reset({ currentPassword: '', password: '', confirmPassword: '' });
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="change-password-form"
    >
      <PasswordField
        id="profile-current-password"
        label={t('currentPassword')}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        id="profile-new-password"
        label={t('newPassword')}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <PasswordField
        id="profile-confirm-password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {t('passwordSave')}
      </button>
    </form>
  );
}
