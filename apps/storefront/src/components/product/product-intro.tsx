import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/components/layout/locale-link';
import type { ProductView } from '@/lib/commerce/types/product';

/** Breadcrumb, badges, name and tag line: the top of the product column. */
export async function ProductIntro({ product, locale }: { product: ProductView; locale: Locale }) {
  const t = await getTranslations('Product');
  const category = product.categories[0];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm text-stone">
        <ol className="flex flex-wrap gap-2">
          <li>
            <LocaleLink href="/" locale={locale} className="hover:underline">
              {t('home')}
            </LocaleLink>
          </li>
          {category ? (
            <li>
              <span aria-hidden="true">/ </span>
              <LocaleLink href={`/${category.urlPath}`} locale={locale} className="hover:underline">
                {category.name}
              </LocaleLink>
            </li>
          ) : null}
        </ol>
      </nav>
      {product.badges.length ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {product.badges.map((badge) => (
            <li
              key={badge}
              className="bg-ink px-2 py-0.5 text-xs tracking-wider text-ivory uppercase"
            >
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="mt-4 font-serif text-4xl leading-tight" data-testid="product-name">
        {product.name}
      </h1>
      {product.tagLine ? <p className="mt-2 text-lg text-stone">{product.tagLine}</p> : null}
    </>
  );
}
