'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { CartActionResult } from './action-result';

interface CouponFormProps {
  codes: string[];
  onApply: (code: string) => Promise<CartActionResult>;
  onRemove: (code: string) => Promise<CartActionResult>;
}

/** Commerce bounds a coupon code's length; so does the field. */
const MAX_CODE_LENGTH = 64;

/**
 * The discount code form (spec §4: applying replaces the applied code; §8: the first error is
 * shown). The applied code is listed with its remove button.
 */
export function CouponForm({ codes, onApply, onRemove }: CouponFormProps) {
  const t = useTranslations('Cart.coupon');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('required'));
      return;
    }
    setPending(true);
    const result = await onApply(trimmed);
    setPending(false);
    if (result.ok) {
      setCode('');
      setError(null);
    } else {
      setError(result.message);
    }
  };

  const remove = async (applied: string) => {
    setPending(true);
    const result = await onRemove(applied);
    setPending(false);
    setError(result.ok ? null : result.message);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} data-testid="coupon-form">
      <h2 id={`${inputId}-title`} className="text-sm font-semibold tracking-[0.15em] uppercase">
        {t('title')}
      </h2>
      {codes.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-live="polite">
          {codes.map((applied) => (
            <li
              key={applied}
              className="inline-flex items-center gap-2 border border-success/40 bg-white px-3 py-1 text-sm"
              data-testid="applied-coupon"
            >
              <span>{t('appliedCode', { code: applied })}</span>
              <button
                type="button"
                disabled={pending}
                onClick={() => void remove(applied)}
                aria-label={t('remove', { code: applied })}
                className="min-h-8 min-w-8 text-lg leading-none text-stone hover:text-danger"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-3">
        <label htmlFor={inputId} className="block text-sm text-stone">
          {t('label')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            name="coupon"
            value={code}
            maxLength={MAX_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
            className="min-h-11 min-w-0 flex-1 border border-stone bg-white px-3 py-2 uppercase"
          />
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className="min-h-11 shrink-0 border border-ink px-5 font-medium hover:bg-ink hover:text-ivory disabled:opacity-60"
          >
            {pending ? t('applying') : t('apply')}
          </button>
        </div>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="mt-2 text-sm text-danger"
            data-testid="coupon-error"
          >
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
