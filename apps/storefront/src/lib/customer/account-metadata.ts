import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

export type AccountParams = Promise<{ locale: string }>;

export async function accountLocale(params: AccountParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}

/** Account pages are personal: titled, never indexed. */
export async function accountMetadata(params: AccountParams, titleKey: string): Promise<Metadata> {
  const locale = await accountLocale(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t(titleKey as 'metaTitle'), robots: { index: false, follow: false } };
}
