import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/components/layout/locale-link';
import type { ProductView } from '@/lib/commerce/types/product';
import { capitalizeFirst } from '@/lib/product/text-rules';
import { BundleOptions } from './bundle-options';
import { GroupedItems } from './grouped-items';

/** Under the options: descriptive colour, collection link, bundle and grouped contents. */
export async function ProductExtras({
  product,
  locale,
  intlLocale,
}: {
  product: ProductView;
  locale: Locale;
  intlLocale: string;
}) {
  const t = await getTranslations('Product');
  const link = product.categoryCollectionLink;
  return (
    <>
      {product.colorDescriptive ? (
        <p className="mt-4 text-sm" data-testid="product-colour">
          <span className="text-stone">{t('colour')}: </span>
          {capitalizeFirst(product.colorDescriptive)}
        </p>
      ) : null}
      {link ? (
        <LocaleLink
          href={`/${link.urlPath}`}
          locale={locale}
          className="mt-4 inline-flex items-center gap-3 text-sm underline underline-offset-4"
          data-testid="collection-link"
        >
          {link.iconUrl ? (
            <Image src={link.iconUrl} alt="" width={32} height={32} quality={80} />
          ) : null}
          {link.label}
        </LocaleLink>
      ) : null}
      <BundleOptions items={product.bundleItems} intlLocale={intlLocale} />
      <GroupedItems items={product.groupedItems} intlLocale={intlLocale} />
    </>
  );
}
