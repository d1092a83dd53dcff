import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locale-path';
import { storefrontLocale } from '@/i18n/locales';
import { NotFoundMessage } from './not-found-message';

/** The body of the storefronts' not-found.tsx boundaries. */
export async function LocalizedNotFound() {
  const t = await getTranslations('Errors');
  const locale = storefrontLocale(await getLocale());
  return (
    <div className="mx-auto max-w-3xl px-6 py-24">
      <title>{`${t('notFoundHeading')} | Loomfront`}</title>
      <NotFoundMessage
        heading={t('notFoundHeading')}
        text={t('notFoundText')}
        backLabel={t('backToShopping')}
        homeHref={localizePath(locale, '/')}
      />
    </div>
  );
}
