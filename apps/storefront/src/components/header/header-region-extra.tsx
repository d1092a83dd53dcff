import { getTranslations } from 'next-intl/server';
import { localeConfig, type Locale } from '@/i18n/locales';
import { getStoreData } from '@/lib/commerce/store';
import { headerRegionExtra, telHref } from './header-rules';

/**
 * The header's region flag (spec §2): an external link in one region, the store phone number
 * (store_information.phone, else the storefront's own) in another. Desktop only: phones keep the
 * spec's four icons.
 */
export async function HeaderRegionExtra({ locale }: { locale: Locale }) {
  const extra = headerRegionExtra(locale);
  if (!extra) return null;
  const t = await getTranslations('Header');
  const className =
    'ml-3 hidden text-xs tracking-wide whitespace-nowrap text-stone hover:text-bronze xl:inline';
  if (extra.kind === 'externalLink') {
    return (
      <a
        href={extra.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-testid="header-region-link"
      >
        {t('regionLink')}
        <span className="sr-only"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  const phone = (await getStoreData(locale))?.phone || localeConfig(locale).phone;
  const href = telHref(phone);
  if (!href) return null;
  return (
    <a href={href} className={className} data-testid="header-region-phone">
      <span className="sr-only">{t('callUs')} </span>
      {phone}
    </a>
  );
}
