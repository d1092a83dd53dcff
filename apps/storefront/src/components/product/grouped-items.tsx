import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalog/money';
import type { GroupedItemView } from '@/lib/commerce/types/product';

/** The products of a grouped product, in position order, each with its default quantity. */
export async function GroupedItems({
  items,
  intlLocale,
}: {
  items: GroupedItemView[];
  intlLocale: string;
}) {
  if (items.length === 0) return null;
  const t = await getTranslations('Product');
  return (
    <table className="mt-8 w-full text-left text-sm" data-testid="grouped-items">
      <caption className="mb-2 text-left font-serif text-xl">{t('groupedTitle')}</caption>
      <thead>
        <tr className="border-b border-sand text-stone">
          <th scope="col" className="py-2 pr-4 font-normal">
            {t('product')}
          </th>
          <th scope="col" className="py-2 pr-4 font-normal">
            {t('price')}
          </th>
          <th scope="col" className="py-2 pr-4 font-normal">
            {t('quantity')}
          </th>
          <th scope="col" className="py-2 font-normal">
            {t('stock')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.sku} className="border-b border-sand">
            <th scope="row" className="py-2 pr-4 font-medium">
              {item.name}
              <span className="block text-xs font-normal text-stone">{item.sku}</span>
            </th>
            <td className="py-2 pr-4">{formatMoney(item.price, intlLocale)}</td>
            <td className="py-2 pr-4" data-testid="grouped-qty">
              {item.qty}
            </td>
            <td className="py-2">
              {item.stockStatus === 'IN_STOCK' ? t('inStock') : t('outOfStock')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
