import { localeConfig, type Language, type Locale } from './locales';

/**
 * A message as the build delivers it: the text of `messages/*.json`, or, where next-intl's
 * catalog loader compiled a text with arguments (next.config.ts), its compiled form, which only
 * next-intl reads. Unit tests import the files untouched, so they see texts.
 */
export type CompiledMessage = string | number | readonly unknown[];

export type Messages = { [key: string]: CompiledMessage | Messages };

/** A group of messages, as opposed to one message (a text, or a text compiled into a list). */
export function isMessageGroup(value: CompiledMessage | Messages | undefined): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Regional message files hold only what differs from their language; they are merged over it. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      isMessageGroup(value) && isMessageGroup(current) ? mergeMessages(current, value) : value;
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
