import { useTranslations } from 'next-intl';

// Standard sizes of the collection (cm); the same table for every product with a size guide.
const SIZES = [
  { item: 'duvetCover', sizes: ['135 × 200', '155 × 220', '200 × 200', '240 × 220'] },
  { item: 'flatSheet', sizes: ['180 × 270', '240 × 290', '280 × 290'] },
  { item: 'fittedSheet', sizes: ['90 × 200', '160 × 200', '180 × 200', '200 × 200'] },
  { item: 'pillowcase', sizes: ['40 × 80', '50 × 75', '65 × 65', '80 × 80'] },
  { item: 'duvet', sizes: ['135 × 200', '155 × 220', '200 × 200', '240 × 220'] },
  { item: 'pillow', sizes: ['40 × 80', '50 × 70', '65 × 65', '80 × 80'] },
] as const;

export function SizeTable() {
  const t = useTranslations('Product.sizeTable');
  return (
    <table className="w-full text-left text-sm" data-testid="size-table">
      <caption className="mb-4 text-left text-stone">{t('caption')}</caption>
      <thead>
        <tr className="border-b border-sand">
          <th scope="col" className="py-2 pr-4">
            {t('item')}
          </th>
          <th scope="col" className="py-2">
            {t('sizes')}
          </th>
        </tr>
      </thead>
      <tbody>
        {SIZES.map((row) => (
          <tr key={row.item} className="border-b border-sand align-top">
            <th scope="row" className="py-2 pr-4 font-medium">
              {t(row.item)}
            </th>
            <td className="py-2">{row.sizes.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
