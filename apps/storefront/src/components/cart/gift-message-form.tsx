'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { CartGiftWrapDetailsView } from '@/lib/commerce/types/cart';
import type { CartActionResult } from './action-result';

interface GiftMessageFormProps {
  details: CartGiftWrapDetailsView | null;
  /** Commerce's bounds (getGiftWrapConfig), in characters. */
  nameMaxLength: number;
  messageMaxLength: number;
  onSave: (details: CartGiftWrapDetailsView) => Promise<CartActionResult>;
}

/** The cart's one gift message: from, to and the message, kept as plain text. */
export function GiftMessageForm(props: GiftMessageFormProps) {
  const { details, nameMaxLength, messageMaxLength, onSave } = props;
  const t = useTranslations('Cart.giftWrap');
  const id = useId();
  const [values, setValues] = useState<CartGiftWrapDetailsView>(
    details ?? { from: '', to: '', message: '' },
  );
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await onSave({
      from: values.from.trim(),
      to: values.to.trim(),
      message: values.message.trim(),
    });
    setPending(false);
    setStatus(result.ok ? { ok: true, text: t('saved') } : { ok: false, text: result.message });
  };

  const field = (name: 'from' | 'to') => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm text-stone">
        {t(name)}
      </label>
      <input
        id={`${id}-${name}`}
        name={`gift-${name}`}
        value={values[name]}
        maxLength={nameMaxLength}
        autoComplete={name === 'from' ? 'name' : 'off'}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className="mt-1 min-h-11 w-full border border-stone bg-white px-3 py-2"
      />
    </div>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-3 border-t border-sand pt-4"
      data-testid="gift-message-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-medium">
        {t('messageTitle')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row">
        {field('from')}
        {field('to')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm text-stone">
          {t('message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="gift-message"
          rows={3}
          value={values.message}
          maxLength={messageMaxLength}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
          className="mt-1 w-full border border-stone bg-white px-3 py-2"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className="min-h-11 border border-ink px-5 font-medium hover:bg-ink hover:text-ivory disabled:opacity-60"
      >
        {pending ? t('saving') : t('save')}
      </button>
      <p
        role="status"
        className={`text-sm ${status?.ok === false ? 'text-danger' : 'text-success'}`}
        data-testid="gift-message-status"
      >
        {status?.text}
      </p>
    </form>
  );
}
