import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalog/money';
import type { BundleItemView } from '@/lib/product/product-view';

/** What a bundle is made of, item by item in position order (choosing arrives with the cart). */
export async function BundleItems({
  items,
  intlLocale,
}: {
  items: BundleItemView[];
  intlLocale: string;
}) {
  if (items.length === 0) return null;
  const t = await getTranslations('Product');
  return (
    <section aria-labelledby="bundle-title" className="mt-8" data-testid="bundle-items">
      <h2 id="bundle-title" className="font-serif text-xl">
        {t('bundleTitle')}
      </h2>
      <dl className="mt-4 space-y-4">
        {items.map((item) => (
          <div key={item.uid}>
            <dt className="text-sm font-medium">
              {item.title}
              {item.required ? <span className="ml-2 text-stone">({t('required')})</span> : null}
            </dt>
            <dd>
              <ul className="mt-1 text-sm text-stone">
                {item.options.map((option) => (
                  <li key={option.uid}>
                    {option.quantity > 1 ? `${option.quantity} × ` : null}
                    {option.label}
                    {option.price ? ` — ${formatMoney(option.price, intlLocale)}` : null}
                    {option.isDefault ? ` (${t('included')})` : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
