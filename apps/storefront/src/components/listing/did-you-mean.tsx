import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { searchTermPath } from '@/lib/listing/listing-url';

/** "Did you mean …?" with a link that searches for the suggestion (commerce's suggestions). */
export async function DidYouMean({ locale, suggestion }: { locale: Locale; suggestion: string }) {
  const t = await getTranslations('ListingSearch');
  return (
    <p data-testid="did-you-mean" className="text-base text-ink">
      {t.rich('didYouMean', {
        suggestion,
        link: (text) => (
          <LocaleLink
            href={searchTermPath(suggestion)}
            locale={locale}
            className="font-semibold underline underline-offset-4 hover:text-bronze"
          >
            {text}
          </LocaleLink>
        ),
      })}
    </p>
  );
}
