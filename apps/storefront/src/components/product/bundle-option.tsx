'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalog/money';
import { isMultiChoice, selectionPriceNote, type BundlePricing } from '@/lib/product/bundle';
import type { BundleItemView, BundleOptionView } from '@/lib/commerce/types/product';

interface BundleOptionProps {
  item: BundleItemView;
  chosen: readonly string[];
  pricing: BundlePricing;
  intlLocale: string;
  onChoose: (optionUid: string, checked: boolean) => void;
}

type Translate = ReturnType<typeof useTranslations<'Product'>>;

/**
 * "2 × Sateen Pillow Protector, €29.00 each" in a dynamic bundle; "+€5.00" for a fixed bundle's
 * surcharge; no price when the selection adds none (a select's options take text only).
 */
function selectionLabel(
  option: BundleOptionView,
  pricing: BundlePricing,
  intlLocale: string,
  t: Translate,
): string {
  const name =
    option.quantity > 1
      ? t('bundleQuantity', { quantity: option.quantity, name: option.label })
      : option.label;
  const note = selectionPriceNote(option, pricing);
  const price = note ? formatMoney(note.money, intlLocale) : null;
  if (!note || !price) return name;
  if (note.kind === 'surcharge') return t('bundleSurcharge', { name, price });
  return option.quantity > 1 ? t('bundleEach', { name, price }) : t('bundleUnit', { name, price });
}

/**
 * One bundle option: a select or radio group for single-choice options (with None when the option
 * is optional), checkboxes for multi-choice ones.
 */
export function BundleOption({ item, chosen, pricing, intlLocale, onChoose }: BundleOptionProps) {
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
              {selectionLabel(option, pricing, intlLocale, t)}
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
                {option ? selectionLabel(option, pricing, intlLocale, t) : t('bundleNone')}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
