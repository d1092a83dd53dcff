import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryPage } from '@/components/category/category-page';
import { ProductPage, productMetadata } from '@/components/product/product-page';
import { stripLocalePrefix } from '@/i18n/locale-path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { isCategoryRoute, resolveRoute, type ResolvedRoute } from '@/lib/catalog/resolve-route';
import { toSearchParams } from '@/lib/listing/listing-query';
import { pageAlternates } from '@/lib/seo/alternates';

type Props = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A product route's url_key (the relative_url without its slash when the key is absent). */
function productUrlKey(route: ResolvedRoute): string | null {
  if (route.type !== 'PRODUCT' || !('url_key' in route)) return null;
  return route.url_key || route.relative_url?.replace(/^\/+/, '') || null;
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const path = stripLocalePrefix(`/${slug.map(decodeURIComponent).join('/')}`);
  return { locale, path, route: await resolveRoute(locale, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, route } = await resolve(params);
  if (route && isCategoryRoute(route)) {
    return {
      title: route.meta_title || route.name || undefined,
      description: route.meta_description || undefined,
      keywords: route.meta_keywords || undefined,
      alternates: pageAlternates(locale, path),
    };
  }
  const urlKey = route ? productUrlKey(route) : null;
  if (urlKey) return productMetadata({ urlKey, locale });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Catch-all content route: the path without its locale prefix is resolved through route()
 * (spec §5: missing when it returns no route or errors). Categories render the listing, products
 * the product page (components/product/product-page.tsx); CMS pages are not served yet.
 */
export default async function ContentPage({ params, searchParams }: Props) {
  const { locale, route } = await resolve(params);
  setRequestLocale(locale);
  if (!route) notFound();
  if (isCategoryRoute(route)) {
    return (
      <CategoryPage locale={locale} category={route} params={toSearchParams(await searchParams)} />
    );
  }
  const urlKey = productUrlKey(route);
  if (urlKey) return <ProductPage urlKey={urlKey} locale={locale} />;
  notFound();
}
