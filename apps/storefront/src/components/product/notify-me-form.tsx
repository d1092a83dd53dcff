'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';

// Zod would probe for eval with `Function("")`, which the page's policy refuses (ADR 0027).
z.config({ jitless: true });

// Spec §5 form texts: required, then a valid address; the value is trimmed.
const schema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('invalid')),
});
type FormValues = z.input<typeof schema>;

interface NotifyMeFormProps {
  locale: Locale;
  sku: string;
  productName: string;
}

/** Back-in-stock alert for the product (or the chosen variant's) sku. */
export function NotifyMeForm({ locale, sku, productName }: NotifyMeFormProps) {
  const t = useTranslations('Product.notify');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const response = await callApiMethod(locale, 'subscribeProductAlertStock', { sku, email });
    setResult(
      response.ok ? { ok: true, text: t('success') } : { ok: false, text: response.message },
    );
  });

  const error = errors.email?.message;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="notify-me-form">
      <p className="text-sm text-stone">{t('intro', { product: productName })}</p>
      <label htmlFor="notify-email" className="mt-6 block text-sm font-medium">
        {t('email')}
      </label>
      <input
        id="notify-email"
        type="email"
        autoComplete="email"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'notify-email-error' : undefined}
        className="mt-2 w-full border border-stone bg-white px-3 py-2"
        {...register('email')}
      />
      {error ? (
        <p id="notify-email-error" className="mt-1 text-sm text-danger">
          {error === 'required' ? t('required') : t('invalid')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="mt-6 w-full bg-ink px-4 py-3 font-medium text-ivory disabled:opacity-60"
      >
        {t('submit')}
      </button>
      <p role="status" className={`mt-4 text-sm ${result?.ok ? 'text-success' : 'text-danger'}`}>
        {result?.text}
      </p>
    </form>
  );
}
