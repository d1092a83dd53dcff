import { localeConfig, type Language, type Locale } from './locales';

export type Messages = { [key: string]: string | Messages };

/** Regional message files hold only what differs from their language; they are merged over it. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeMessages(current, value)
        : value;
  }
  return merged;
}

/** A complete language file (`messages/en.json`, `messages/de.json`); key parity is unit-tested. */
export async function loadLanguageMessages(language: Language): Promise<Messages> {
  return (await import(`../../messages/${language}.json`)).default as Messages;
}

/** A storefront's regional differences (`messages/{locale}.json`), written in its language. */
export async function loadRegionalMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

/**
 * English, then the storefront's language, then its regional file. English underneath is a safety
 * net only: a key missing from de.json fails the parity test, but never a page.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { language } = localeConfig(locale);
  const english = await loadLanguageMessages('en');
  const base =
    language === 'en' ? english : mergeMessages(english, await loadLanguageMessages(language));
  return mergeMessages(base, await loadRegionalMessages(locale));
}
