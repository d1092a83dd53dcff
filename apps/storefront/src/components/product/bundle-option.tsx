'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalog/money';
import { isMultiChoice } from '@/lib/product/bundle';
import type { BundleItemView, BundleOptionView } from '@/lib/commerce/types/product';

interface BundleOptionProps {
  item: BundleItemView;
  chosen: readonly string[];
  intlLocale: string;
  onChoose: (optionUid: string, checked: boolean) => void;
}

function selectionLabel(option: BundleOptionView, intlLocale: string): string {
  const price = option.price ? formatMoney(option.price, intlLocale) : null;
  return `${option.quantity > 1 ? `${option.quantity} × ` : ''}${option.label}${price ? ` — ${price}` : ''}`;
}

/**
 * One bundle option: a select or radio group for single-choice options (with None when the option
 * is optional), checkboxes for multi-choice ones.
 */
export function BundleOption({ item, chosen, intlLocale, onChoose }: BundleOptionProps) {
  const t = useTranslations('Product');
  const name = `bundle-${item.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const title = (
    <>
      {item.title}
      {item.required ? (
        <span className="ml-2 font-normal text-stone">({t('required')})</span>
      ) : null}
    </>
  );
  if (item.type === 'select') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={name} className="text-sm font-medium">
          {title}
        </label>
        <select
          id={name}
          value={chosen[0] ?? ''}
          onChange={(event) => onChoose(event.target.value, true)}
          className="border border-mist bg-ivory px-2 py-2 text-sm"
        >
          {item.required ? null : <option value="">{t('bundleNone')}</option>}
          {item.options.map((option) => (
            <option key={option.uid} value={option.uid}>
              {selectionLabel(option, intlLocale)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const multi = isMultiChoice(item.type);
  const choices = multi || item.required ? item.options : [null, ...item.options];
  return (
    <fieldset>
      <legend className="text-sm font-medium">{title}</legend>
      <div className="mt-2 flex flex-col gap-1.5 text-sm">
        {choices.map((option) => {
          const uid = option?.uid ?? '';
          const id = `${name}-${uid.replace(/[^A-Za-z0-9_-]/g, '') || 'none'}`;
          return (
            <div key={id} className="flex items-center gap-2">
              <input
                id={id}
                type={multi ? 'checkbox' : 'radio'}
                name={name}
                value={uid}
                checked={uid === '' ? chosen.length === 0 : chosen.includes(uid)}
                onChange={(event) => onChoose(uid, event.target.checked)}
                className="h-4 w-4 accent-ink"
              />
              <label htmlFor={id}>
                {option ? selectionLabel(option, intlLocale) : t('bundleNone')}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
