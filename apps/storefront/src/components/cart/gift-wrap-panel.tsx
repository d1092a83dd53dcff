'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import type {
  CartGiftWrapDetailsView,
  CartItemView,
  GiftWrapConfigView,
} from '@/lib/commerce/types/cart';
import type { CartActionResult } from './action-result';
import { GiftMessageForm } from './gift-message-form';

interface GiftWrapPanelProps {
  locale: Locale;
  items: CartItemView[];
  config: GiftWrapConfigView;
  details: CartGiftWrapDetailsView | null;
  onWrap: (itemUid: string, wrap: boolean) => Promise<CartActionResult>;
  onSaveDetails: (details: CartGiftWrapDetailsView) => Promise<CartActionResult>;
}

/** Gift wrap per item (priced per unit in the totals) and one gift message for the cart. */
export function GiftWrapPanel(props: GiftWrapPanelProps) {
  const { locale, items, config, details, onWrap, onSaveDetails } = props;
  const t = useTranslations('Cart.giftWrap');
  const titleId = useId();
  const [pendingUid, setPendingUid] = useState<string | null>(null);
  // The box follows the click at once; the cart's answer then confirms it (or puts it back).
  const [chosen, setChosen] = useState<{ uid: string; wrap: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!config.enabled) return null;
  const wrappable = items.filter((item) => item.product.isGiftWrapAvailable);
  const price = config.price ? formatMoney(config.price, localeConfig(locale).intlLocale) : null;
  const anyWrapped = items.some((item) => item.isGiftWrapApplied);

  const toggle = async (item: CartItemView, wrap: boolean) => {
    setPendingUid(item.uid);
    setChosen({ uid: item.uid, wrap });
    const result = await onWrap(item.uid, wrap);
    setPendingUid(null);
    setChosen(null);
    setError(result.ok ? null : result.message);
  };

  return (
    <section aria-labelledby={titleId} data-testid="gift-wrap">
      <h2 id={titleId} className="text-sm font-semibold tracking-[0.15em] uppercase">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm text-stone">
        {t('intro')} {price ? t('price', { price }) : null}
      </p>
      {wrappable.length === 0 ? (
        <p className="mt-2 text-sm text-stone">{t('none')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {wrappable.map((item) => (
            <li key={item.uid}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={chosen?.uid === item.uid ? chosen.wrap : item.isGiftWrapApplied}
                  disabled={pendingUid !== null}
                  aria-busy={pendingUid === item.uid}
                  onChange={(event) => void toggle(item, event.target.checked)}
                  className="h-5 w-5 shrink-0 accent-ink"
                />
                <span>{t('wrapItem', { product: item.product.name })}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {anyWrapped ? (
        <GiftMessageForm
          details={details}
          nameMaxLength={config.nameMaxLength}
          messageMaxLength={config.messageMaxLength}
          onSave={onSaveDetails}
        />
      ) : null}
    </section>
  );
}
