import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/components/layout/locale-link';
import type { ProductView } from '@/lib/commerce/types/product';
import { BundleOptions, GroupedItems } from './product-islands';

/** Under the options: collection link, bundle and grouped contents. */
export async function ProductExtras({
  product,
  locale,
  intlLocale,
}: {
  product: ProductView;
  locale: Locale;
  intlLocale: string;
}) {
  const link = product.categoryCollectionLink;
  return (
    <>
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
      <BundleOptions
        product={product}
        items={product.bundleItems}
        pricing={{
          dynamic: product.bundleDynamicPrice,
          minimum: product.priceRange.minimum_price.final_price,
        }}
        intlLocale={intlLocale}
      />
      <GroupedItems
        product={product}
        items={product.groupedItems}
        locale={locale}
        intlLocale={intlLocale}
      />
    </>
  );
}
