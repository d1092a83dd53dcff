import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryPage } from '@/components/category/category-page';
import { IslandMessages } from '@/components/layout/island-messages';
import { ProductPage, productMetadata } from '@/components/product/product-page';
import { stripLocalePrefix } from '@/i18n/locale-path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { resolveRoute } from '@/lib/catalog/resolve-route';
import { decodeSlugPath, routeRedirect } from '@/lib/catalog/route-path';
import type { RouteView } from '@/lib/commerce/types/navigation';
import { toSearchParams } from '@/lib/listing/listing-query';
import { pageAlternates } from '@/lib/seo/alternates';

type Props = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A product route's url_key (the relative_url without its slash when the key is absent). */
function productUrlKey(route: RouteView): string | null {
  if (route.type !== 'PRODUCT' || route.kind !== 'product') return null;
  return route.urlKey || route.relativeUrl?.replace(/^\/+/, '') || null;
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const decoded = decodeSlugPath(slug);
  // Malformed percent encoding names no page: a 404, never a 500.
  if (decoded === null) return { locale, path: null, route: null };
  const path = stripLocalePrefix(decoded);
  return { locale, path, route: await resolveRoute(locale, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, route } = await resolve(params);
  if (route && path && route.kind === 'category') {
    return {
      // A meta title is the whole title, as in Magento; a plain name gets the site's suffix.
      title: route.metaTitle ? { absolute: route.metaTitle } : route.name || undefined,
      description: route.metaDescription || undefined,
      keywords: route.metaKeywords || undefined,
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
 * (spec §5: missing when it returns no route or errors). A 301/302 answer redirects to its target
 * (permanently for 301); categories render the listing, products the product page
 * (components/product/product-page.tsx); CMS pages are not served yet.
 */
export default async function ContentPage({ params, searchParams }: Props) {
  const { locale, path, route } = await resolve(params);
  setRequestLocale(locale);
  if (!route || !path) notFound();
  const query = toSearchParams(await searchParams);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const moved = routeRedirect(route, locale, path, search);
  if (moved?.permanent) permanentRedirect(moved.href);
  if (moved) redirect(moved.href);
  if (route.kind === 'category') {
    return (
      <IslandMessages scope="listing">
        <CategoryPage locale={locale} category={route} params={query} />
      </IslandMessages>
    );
  }
  const urlKey = productUrlKey(route);
  if (urlKey) {
    return (
      <IslandMessages scope="product">
        <ProductPage urlKey={urlKey} locale={locale} query={query} />
      </IslandMessages>
    );
  }
  notFound();
}
