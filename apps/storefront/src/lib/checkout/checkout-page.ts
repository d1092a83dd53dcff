import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

export type CheckoutParams = Promise<{ locale: string }>;

export async function checkoutLocale(params: CheckoutParams): Promise<Locale> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

/** Every checkout page: titled Checkout, never indexed. */
export async function checkoutMetadata(
  params: CheckoutParams,
  key: 'metaTitle' | 'thankYou.metaTitle' | 'processing.metaTitle' = 'metaTitle',
): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t(key), robots: { index: false, follow: false } };
}
