'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField, primaryButtonClass } from '@/components/account/form-fields';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { newPasswordField } from '@/lib/customer/account-schemas';
import { callApiMethod } from '@/lib/commerce/api-client';
import { useCheckoutFeedback } from './use-checkout-call';

const schema = z.object({ password: newPasswordField });

/** The thank-you page's offer to a guest: an account with the order's e-mail, by one password. */
export function ThankYouAccount({ locale, email }: { locale: Locale; email: string }) {
  const t = useTranslations('Checkout.thankYou');
  const router = useRouter();
  const feedback = useCheckoutFeedback();
  const { push } = useNotifications();
  const [created, setCreated] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'createAccountAfterOrder', values);
    if (!feedback(result)) return;
    setCreated(true);
    push({ type: 'success', message: t('created') });
    router.refresh();
  });
  if (created) return <p role="status">{t('created')}</p>;
  return (
    <section
      aria-labelledby="thank-you-account-heading"
      className="border border-sand p-5"
      data-testid="thank-you-account"
    >
      <h2 id="thank-you-account-heading" className="mb-2 font-serif text-xl">
        {t('offerHeading')}
      </h2>
      <p className="mb-4 text-sm">{t('offerText', { email })}</p>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          id="thank-you-password"
          label={t('password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {t('createAccount')}
        </button>
      </form>
    </section>
  );
}
