import type { Locale } from '@/i18n/locales';
import type { ProductView } from '@/lib/commerce/types/product';
import { ProductBreadcrumb } from './product-breadcrumb';

/** Breadcrumb, badges, name, tag line and lead paragraph: the top of the product column. */
export async function ProductIntro({ product, locale }: { product: ProductView; locale: Locale }) {
  return (
    <>
      <ProductBreadcrumb trail={product.breadcrumb} productName={product.name} locale={locale} />
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
      {product.headDescription ? (
        <p className="mt-4 max-w-prose text-base" data-testid="product-head-description">
          {product.headDescription}
        </p>
      ) : null}
    </>
  );
}
