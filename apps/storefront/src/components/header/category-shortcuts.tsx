import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { MAIN_CATEGORY_PATHS } from './header-rules';

/** Main-category shortcuts under the header bar (spec §2: bed-linen … kids). */
export async function CategoryShortcuts({ locale }: { locale: Locale }) {
  const t = await getTranslations('Header');
  return (
    <nav aria-label={t('mainCategories')} className="border-t border-sand/60">
      <ul className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-6 py-2 text-sm tracking-wide whitespace-nowrap">
        {MAIN_CATEGORY_PATHS.map((path) => (
          <li key={path}>
            <LocaleLink
              href={`/${path}`}
              locale={locale}
              className="inline-block py-1 text-ink hover:text-bronze hover:underline"
            >
              {t(`categories.${path}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
