// The one table of regional storefronts (ADR 0006): locale prefix → store view, currency and region details.

export const locales = ['en', 'us', 'me', 'sa', 'at'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Region variants of the Facebook and Instagram accounts (me and sa share the Middle East ones). */
export type SocialVariant = 'international' | 'us' | 'austria' | 'middleEast';
/** Customer-service regions named by the Organization structured data. */
export type ServiceRegion = 'europe' | 'usa' | 'middleEast';

export interface LocaleConfig {
  locale: Locale;
  /** Value of the commerce `Store` header. */
  storeCode: string;
  defaultCurrency: string;
  /** Formatting locale for numbers, dates and currencies. */
  intlLocale: string;
  /** Language of the page content (`<html lang>`). */
  htmlLang: string;
  timeZone: string;
  /** Name shown in the store switcher. */
  label: string;
  flag: string;
  socialVariant: SocialVariant;
  serviceRegion: ServiceRegion;
  /** Customer-service phone, used when the commerce store information has none. */
  phone: string;
}

export const localeConfigs: Readonly<Record<Locale, LocaleConfig>> = {
  en: {
    locale: 'en',
    storeCode: 'default',
    defaultCurrency: 'EUR',
    intlLocale: 'en-IE',
    htmlLang: 'en',
    timeZone: 'Europe/Vienna',
    label: 'International',
    flag: '🌍',
    socialVariant: 'international',
    serviceRegion: 'europe',
    phone: '+43 1 512 00 00',
  },
  us: {
    locale: 'us',
    storeCode: 'us',
    defaultCurrency: 'USD',
    intlLocale: 'en-US',
    htmlLang: 'en-US',
    timeZone: 'America/New_York',
    label: 'United States',
    flag: '🇺🇸',
    socialVariant: 'us',
    serviceRegion: 'usa',
    phone: '+1 516 000 0000',
  },
  me: {
    locale: 'me',
    storeCode: 'me',
    defaultCurrency: 'AED',
    intlLocale: 'en-AE',
    htmlLang: 'en-AE',
    timeZone: 'Asia/Dubai',
    label: 'Middle East (UAE)',
    flag: '🇦🇪',
    socialVariant: 'middleEast',
    serviceRegion: 'middleEast',
    phone: '+971 4 000 0000',
  },
  sa: {
    locale: 'sa',
    storeCode: 'sa',
    defaultCurrency: 'SAR',
    intlLocale: 'en-SA',
    htmlLang: 'en-SA',
    timeZone: 'Asia/Riyadh',
    label: 'Saudi Arabia',
    flag: '🇸🇦',
    socialVariant: 'middleEast',
    serviceRegion: 'middleEast',
    phone: '+966 11 000 0000',
  },
  at: {
    locale: 'at',
    storeCode: 'at',
    defaultCurrency: 'EUR',
    intlLocale: 'de-AT',
    htmlLang: 'en-AT',
    timeZone: 'Europe/Vienna',
    label: 'Austria',
    flag: '🇦🇹',
    socialVariant: 'austria',
    serviceRegion: 'europe',
    phone: '+43 1 512 00 00',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeConfig(locale: Locale): LocaleConfig {
  return localeConfigs[locale];
}
