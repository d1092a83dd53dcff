'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { canAddToCart } from '@/lib/cart/add-to-cart';
import { formatMinorUnits } from '@/lib/catalog/money';
import {
  bundleTotal,
  chooseBundleSelection,
  initialBundleSelection,
  missingRequiredOptions,
  type BundlePricing,
} from '@/lib/product/bundle';
import type { BundleItemView, ProductView } from '@/lib/commerce/types/product';
import { BundleOption } from './bundle-option';

/**
 * What a bundle is made of, option by option in position order, for the shopper to choose; the
 * price as configured follows the choice (lib/product/bundle.ts) and, with the defaults, is the
 * headline price.
 */
export function BundleOptions({
  product,
  items,
  pricing,
  intlLocale,
}: {
  product: Pick<ProductView, 'typename' | 'sku' | 'name' | 'stockStatus' | 'saleableQty'>;
  items: BundleItemView[];
  pricing: BundlePricing;
  intlLocale: string;
}) {
  const t = useTranslations('Product');
  const [selection, setSelection] = useState(() => initialBundleSelection(items));
  if (items.length === 0) return null;
  const total = bundleTotal(items, selection, pricing);
  const missing = missingRequiredOptions(items, selection).length > 0;
  return (
    <section aria-labelledby="bundle-title" className="mt-8" data-testid="bundle-items">
      <h2 id="bundle-title" className="font-serif text-xl">
        {t('bundleTitle')}
      </h2>
      <div className="mt-4 space-y-5">
        {items.map((item) => (
          <BundleOption
            key={item.uid}
            item={item}
            chosen={selection[item.uid] ?? []}
            pricing={pricing}
            intlLocale={intlLocale}
            onChoose={(optionUid, checked) =>
              setSelection((current) =>
                chooseBundleSelection(items, current, item.uid, optionUid, checked),
              )
            }
          />
        ))}
      </div>
      <p className="mt-5 text-base" data-testid="bundle-total" aria-live="polite">
        {missing ? (
          <span className="text-stone">{t('bundleChooseRequired')}</span>
        ) : total ? (
          <>
            {t('bundlePrice')}{' '}
            <strong className="font-medium">
              {formatMinorUnits(total.minor, total.currency, intlLocale)}
            </strong>
          </>
        ) : null}
      </p>
      <AddToCartButton
        product={product}
        enabled={canAddToCart(product) && !missing}
        incompleteMessage={t('bundleChooseRequired')}
        choice={(quantity) => ({
          kind: 'bundle',
          quantity,
          selectedOptions: items.flatMap((item) => selection[item.uid] ?? []),
        })}
      />
    </section>
  );
}
