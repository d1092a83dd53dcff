'use client';

import { useTranslations } from 'next-intl';
import type { StockState } from '@/lib/product/stock-rules';

interface StockInfoProps {
  state: StockState;
  onNotifyMe: () => void;
}

/** The stock label and the cart-item-style message of the current product or variant. */
export function StockInfo({ state, onNotifyMe }: StockInfoProps) {
  const t = useTranslations('Product');
  return (
    <div className="mt-6 space-y-2 text-sm" data-testid="product-stock" aria-live="polite">
      <p
        data-testid="stock-label"
        className={state.label === 'inStock' ? 'text-success' : 'text-danger'}
      >
        {state.label === 'inStock' ? t('inStock') : t('outOfStock')}
      </p>
      {state.message === 'limitedStock' ? (
        <p className="text-warning">
          {t('limitedStock')}{' '}
          <a href="#product-details" className="underline">
            {t('readMore')}
          </a>
        </p>
      ) : null}
      {state.message === 'notAvailable' ? <p>{t('notAvailable')}</p> : null}
      {state.message === 'notifyMe' ? (
        <div>
          <p>{t('notifyMeMessage')}</p>
          <button
            type="button"
            onClick={onNotifyMe}
            className="mt-2 border border-ink px-4 py-2 font-medium hover:bg-ink hover:text-ivory"
          >
            {t('notifyMe')}
          </button>
        </div>
      ) : null}
      {state.nonReturnable ? <p className="text-stone">{t('nonReturnable')}</p> : null}
    </div>
  );
}
