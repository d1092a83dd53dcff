'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { canAddToCart } from '@/lib/cart/add-to-cart';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/components/layout/locale-link';
import { formatMinorUnits } from '@/lib/catalog/money';
import type { GroupedItemView, ProductView } from '@/lib/commerce/types/product';
import {
  boundedQuantity,
  groupedTotal,
  initialGroupedQuantities,
  GROUPED_MAX_QTY,
  GROUPED_MIN_QTY,
} from '@/lib/product/grouped';
import { GroupedItemPrice } from './grouped-item-price';

/**
 * The products of a grouped product, in position order: each a link to its own page, with its own
 * price and a quantity to choose (lib/product/grouped.ts); the total follows the quantities.
 */
export function GroupedItems({
  product,
  items,
  locale,
  intlLocale,
}: {
  product: Pick<ProductView, 'typename' | 'sku' | 'name' | 'stockStatus' | 'saleableQty'>;
  items: GroupedItemView[];
  locale: Locale;
  intlLocale: string;
}) {
  const t = useTranslations('Product');
  const [quantities, setQuantities] = useState(() => initialGroupedQuantities(items));
  if (items.length === 0) return null;
  const total = groupedTotal(items, quantities);
  return (
    <section aria-labelledby="grouped-title" className="mt-8" data-testid="grouped-items">
      <h2 id="grouped-title" className="font-serif text-xl">
        {t('groupedTitle')}
      </h2>
      <ul className="mt-4 divide-y divide-sand border-y border-sand">
        {items.map((item) => {
          const inStock = item.stockStatus !== 'OUT_OF_STOCK';
          const id = `grouped-qty-${item.sku.replace(/[^A-Za-z0-9_-]/g, '')}`;
          return (
            <li
              key={item.sku}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 text-sm"
              data-testid="grouped-item"
            >
              <div>
                {item.href ? (
                  <LocaleLink
                    href={item.href}
                    locale={locale}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </LocaleLink>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}
                <GroupedItemPrice priceRange={item.priceRange} intlLocale={intlLocale} />
                {inStock ? null : <p className="text-danger">{t('outOfStock')}</p>}
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="text-stone">
                  <span className="sr-only">{t('quantityOf', { product: item.name })}</span>
                  <span aria-hidden="true">{t('quantity')}</span>
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={GROUPED_MIN_QTY}
                  max={GROUPED_MAX_QTY}
                  step={1}
                  disabled={!inStock}
                  value={quantities[item.sku] ?? 0}
                  onChange={(event) =>
                    setQuantities((current) => ({
                      ...current,
                      [item.sku]: boundedQuantity(event.target.value),
                    }))
                  }
                  className="w-16 border border-mist bg-ivory px-2 py-1.5 text-right disabled:opacity-40"
                  data-testid="grouped-qty"
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-base" data-testid="grouped-total" aria-live="polite">
        {total ? (
          <>
            {t('groupedTotal')}{' '}
            <strong className="font-medium">
              {formatMinorUnits(total.minor, total.currency, intlLocale)}
            </strong>
          </>
        ) : (
          <span className="text-stone">{t('groupedChoose')}</span>
        )}
      </p>
      {/* Spec §4: one cart line per child sku, with its quantity. */}
      <AddToCartButton
        product={product}
        enabled={canAddToCart(product)}
        withQuantity={false}
        incompleteMessage={t('groupedChoose')}
        choice={() => ({
          kind: 'grouped',
          children: items.map((item) => ({ sku: item.sku, quantity: quantities[item.sku] ?? 0 })),
        })}
      />
    </section>
  );
}
