import { useTranslations } from 'next-intl';
import type { SizeRow } from '@/lib/product/size-table';

interface SizeTableProps {
  /** The sizes this product sells (lib/product/size-table.ts). */
  rows: SizeRow[];
  /** The chosen size's value uid, marked in the table. */
  chosen: string | undefined;
  productName: string;
}

export function SizeTable({ rows, chosen, productName }: SizeTableProps) {
  const t = useTranslations('Product.sizeTable');
  return (
    <table className="w-full text-left text-sm" data-testid="size-table">
      <caption className="mb-4 text-left text-stone">
        {t('productCaption', { product: productName })}
      </caption>
      <thead>
        <tr className="border-b border-sand">
          <th scope="col" className="py-2 pr-4">
            {t('size')}
          </th>
          <th scope="col" className="py-2">
            {t('measures')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.uid}
            className={`border-b border-sand align-top ${row.uid === chosen ? 'bg-linen' : ''}`}
            aria-current={row.uid === chosen ? 'true' : undefined}
          >
            <th scope="row" className="py-2 pr-4 font-medium">
              {row.name}
              {row.uid === chosen ? (
                <span className="ml-2 font-normal text-stone">({t('chosen')})</span>
              ) : null}
            </th>
            <td className="py-2">{row.measures ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
