import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { MAIN_CATEGORY_PATHS } from './header-rules';

/**
 * Main-category shortcuts (spec §2: bed-linen … kids) as the phone header's one navigation row: a
 * strip that scrolls sideways on its own, never the page. On desktop the mega menu's top-level
 * entries are these links, so the row is not shown twice.
 */
export async function CategoryShortcuts({
  locale,
  className = '',
}: {
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations('Header');
  return (
    <nav aria-label={t('mainCategories')} className={`border-t border-sand/60 ${className}`}>
      <ul className="mx-auto flex h-10 max-w-7xl items-center gap-5 overflow-x-auto px-4 text-sm tracking-wide whitespace-nowrap [scrollbar-width:none] [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:px-6">
        {MAIN_CATEGORY_PATHS.map((path) => (
          <li key={path}>
            <LocaleLink
              href={`/${path}`}
              locale={locale}
              className="inline-block py-2 text-ink hover:text-bronze hover:underline"
            >
              {t(`categories.${path}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
