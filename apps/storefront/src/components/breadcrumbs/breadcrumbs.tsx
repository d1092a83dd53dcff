import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/breadcrumb-json-ld';
import { inlineScriptJson } from '@/lib/html/inline-script';

export type { Crumb };

interface BreadcrumbsProps {
  locale: Locale;
  /** Site paths without locale prefix, home first is added here; the last item is this page. */
  items: Crumb[];
  /** Absolute origin for the BreadcrumbList JSON-LD, e.g. https://shop.example; none leaves it out. */
  origin?: string;
}

/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern): Home, the given links, and the current page
 * marked aria-current. With an origin, it also writes BreadcrumbList JSON-LD (DESIGN: SEO).
 */
export async function Breadcrumbs({ locale, items, origin }: BreadcrumbsProps) {
  const t = await getTranslations('ListingSearch');
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-stone">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.href}-${index}`} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <LocaleLink
                    href={crumb.href}
                    locale={locale}
                    className="hover:text-ink hover:underline"
                  >
                    {crumb.label}
                  </LocaleLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {origin ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: inlineScriptJson(breadcrumbJsonLd(trail, origin, locale)),
          }}
        />
      ) : null}
    </nav>
  );
}
