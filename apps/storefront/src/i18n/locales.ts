// The one table of regional storefronts (ADR 0006, 0029): locale prefix → store view, currency,
// language and region details. A path prefix is not a language tag (`sa` is Sanskrit in BCP 47):
// messages follow `language`, every number, date and price follows `intlLocale`.

export const locales = ['en', 'us', 'me', 'sa', 'at'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Languages with a complete message file (`messages/{language}.json`). */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** Region variants of the Facebook and Instagram accounts (me and sa share the Middle East ones). */
export type SocialVariant = 'international' | 'us' | 'austria' | 'middleEast';
/** Customer-service regions named by the Organization structured data. */
export type ServiceRegion = 'europe' | 'usa' | 'middleEast';

export interface LocaleConfig {
  locale: Locale;
  /** Value of the commerce `Store` header. */
  storeCode: string;
  defaultCurrency: string;
  /** Language of the UI messages. */
  language: Language;
  /**
   * BCP 47 tag of the content: next-intl's locale, so every number, date, price and plural on
   * server and client, and `<html lang>` and hreflang. Unique per storefront.
   */
  intlLocale: string;
  timeZone: string;
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
    language: 'en',
    intlLocale: 'en',
    timeZone: 'Europe/Vienna',
    flag: '🌍',
    socialVariant: 'international',
    serviceRegion: 'europe',
    phone: '+43 1 512 00 00',
  },
  us: {
    locale: 'us',
    storeCode: 'us',
    defaultCurrency: 'USD',
    language: 'en',
    intlLocale: 'en-US',
    timeZone: 'America/New_York',
    flag: '🇺🇸',
    socialVariant: 'us',
    serviceRegion: 'usa',
    phone: '+1 516 000 0000',
  },
  me: {
    locale: 'me',
    storeCode: 'me',
    defaultCurrency: 'AED',
    language: 'en',
    intlLocale: 'en-AE',
    timeZone: 'Asia/Dubai',
    flag: '🇦🇪',
    socialVariant: 'middleEast',
    serviceRegion: 'middleEast',
    phone: '+971 4 000 0000',
  },
  sa: {
    locale: 'sa',
    storeCode: 'sa',
    defaultCurrency: 'SAR',
    language: 'en',
    intlLocale: 'en-SA',
    timeZone: 'Asia/Riyadh',
    flag: '🇸🇦',
    socialVariant: 'middleEast',
    serviceRegion: 'middleEast',
    phone: '+966 11 000 0000',
  },
  at: {
    locale: 'at',
    storeCode: 'at',
    defaultCurrency: 'EUR',
    language: 'de',
    intlLocale: 'de-AT',
    timeZone: 'Europe/Vienna',
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

/** The storefront whose BCP 47 tag this is (next-intl's `useLocale()` returns the tag, not the prefix). */
export function localeForIntlLocale(tag: unknown): Locale | null {
  return locales.find((locale) => localeConfigs[locale].intlLocale === tag) ?? null;
}

/** The storefront of a prefix or of a BCP 47 tag, else the default one. */
export function storefrontLocale(value: unknown): Locale {
  if (isLocale(value)) return value;
  return localeForIntlLocale(value) ?? defaultLocale;
}
