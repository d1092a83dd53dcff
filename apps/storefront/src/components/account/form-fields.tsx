'use client';

import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isValidationKey } from '@/lib/customer/account-schemas';

export const inputClass =
  'mt-1 w-full border border-stone bg-white px-3 py-2 text-ink aria-[invalid=true]:border-danger disabled:bg-linen disabled:text-stone';
/** The required mark is drawn by CSS: not part of the label's text, and `required` says it. */
export const requiredLabelClass = "after:ml-0.5 after:content-['*']";
export const primaryButtonClass =
  'w-full bg-ink px-4 py-3 font-medium text-ivory disabled:opacity-60 sm:w-auto sm:min-w-48';

/** The dictionary text (spec §5) of a field's error, in the shopper's language. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useTranslations('Account.validation');
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {isValidationKey(error.message) ? t(error.message) : error.message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: ReactNode;
}

export function TextField({ id, label, registration, error, hint, ...input }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label
        htmlFor={id}
        className={`block text-sm font-medium ${input.required ? requiredLabelClass : ''}`}
      >
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** Spec §5: a password input offers a show/hide toggle. */
export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  autoComplete: 'current-password' | 'new-password';
}) {
  const t = useTranslations('Account.auth');
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-medium ${requiredLabelClass}`}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          className={`${inputClass} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center text-stone hover:text-ink"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  registration,
  defaultChecked,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  defaultChecked?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-ink"
        defaultChecked={defaultChecked}
        {...registration}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
