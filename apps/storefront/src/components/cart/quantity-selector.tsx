'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { canDecrease, canIncrease, normalizeQuantity } from '@/lib/cart/quantity-selector';

interface QuantitySelectorProps {
  value: number;
  min: number;
  max: number;
  productName: string;
  disabled?: boolean;
  /** Every change the shopper makes; 0 or an empty field arrives as null (ignored upstream). */
  onChange: (quantity: number | null) => void;
}

const buttonClass =
  'flex h-10 w-10 items-center justify-center text-lg text-ink hover:bg-sand/60 disabled:cursor-not-allowed disabled:text-stone/50 disabled:hover:bg-transparent';

/**
 * − [n] + (presentation-discovery §5): typed values snap to the bounds when the field is left;
 * decrease is disabled at the minimum, increase at the maximum.
 */
export function QuantitySelector(props: QuantitySelectorProps) {
  const { value, min, max, productName, disabled = false, onChange } = props;
  const t = useTranslations('Cart');
  const [text, setText] = useState(String(value));
  const bounds = { min, max };
  const shown = normalizeQuantity(text, bounds);

  // The cart answered (or another tab changed it): show its quantity.
  useEffect(() => setText(String(value)), [value]);

  const step = (delta: number) => {
    const next = normalizeQuantity(shown + delta, bounds);
    setText(String(next));
    onChange(next);
  };

  return (
    <div
      className="inline-flex items-center border border-mist bg-white"
      data-testid="quantity-selector"
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={t('decrease', { product: productName })}
        disabled={!canDecrease(shown, bounds, disabled)}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('quantityOf', { product: productName })}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const raw = event.target.value.replace(/[^\d]/g, '').slice(0, 3);
          setText(raw);
          onChange(raw === '' ? null : normalizeQuantity(raw, bounds));
        }}
        // An empty field sent nothing: it shows the cart's quantity again.
        onBlur={() => setText(text === '' ? String(value) : String(shown))}
        className="h-10 w-12 border-x border-mist bg-transparent text-center tabular-nums"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={t('increase', { product: productName })}
        disabled={!canIncrease(shown, bounds, disabled)}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
