import { getTranslations } from 'next-intl/server';
import { MAIN_CATEGORY_PATHS } from '@/components/header/header-rules';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import { DidYouMean } from './did-you-mean';

/**
 * A search that found nothing: the whole width (no empty filter column, sort or page size), a
 * "did you mean" when commerce has one, and the main categories to browse instead.
 */
export async function SearchNoResults({
  locale,
  term,
  suggestion,
}: {
  locale: Locale;
  term: string;
  suggestion: string | null;
}) {
  const t = await getTranslations('ListingSearch');
  const categories = await apiMethods.categoryList.run(
    {
      filters: { url_key: { in: [...MAIN_CATEGORY_PATHS] } },
      pageSize: MAIN_CATEGORY_PATHS.length,
    },
    { locale, cookies: await requestCookieJar() },
  );
  const links = categories.ok
    ? categories.data.categoryList.flatMap((c) =>
        c.href && c.name ? [{ href: c.href, name: c.name }] : [],
      )
    : [];
  return (
    <section data-testid="search-no-results" className="mx-auto max-w-2xl py-10 text-center">
      <h2 className="font-serif text-2xl text-ink">{t('noResultsTitle', { term })}</h2>
      {suggestion ? (
        <div className="mt-4">
          <DidYouMean locale={locale} suggestion={suggestion} />
        </div>
      ) : null}
      <p className="mt-4 text-stone">{t('noResultsHelp')}</p>
      {links.length > 0 ? (
        <nav aria-label={t('browseCategories')} className="mt-8">
          <h3 className="text-xs font-semibold tracking-[0.2em] text-stone uppercase">
            {t('browseCategories')}
          </h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {links.map((link) => (
              <li key={link.href}>
                <LocaleLink
                  href={link.href}
                  locale={locale}
                  className="inline-flex min-h-11 items-center border border-ink px-5 hover:bg-ink hover:text-ivory"
                >
                  {link.name}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
