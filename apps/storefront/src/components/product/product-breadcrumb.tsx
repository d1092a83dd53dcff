import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import type { BreadcrumbStep } from '@/lib/commerce/types/product';

/**
 * Home, then every category on the product's deepest path, then the product itself (the current
 * page, not a link). To be replaced by the shared components/breadcrumbs once it exists.
 */
export async function ProductBreadcrumb({
  trail,
  productName,
  locale,
}: {
  trail: BreadcrumbStep[];
  productName: string;
  locale: Locale;
}) {
  const t = await getTranslations('Product');
  const separator = (
    <span aria-hidden="true" className="mr-2">
      /
    </span>
  );
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-stone" data-testid="breadcrumb">
      <ol className="flex flex-wrap gap-x-2 gap-y-1">
        <li>
          <LocaleLink href="/" locale={locale} className="hover:underline">
            {t('home')}
          </LocaleLink>
        </li>
        {trail.map((step) => (
          <li key={step.urlPath}>
            {separator}
            <LocaleLink href={`/${step.urlPath}`} locale={locale} className="hover:underline">
              {step.name}
            </LocaleLink>
          </li>
        ))}
        <li>
          {separator}
          <span aria-current="page" className="text-ink">
            {productName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
