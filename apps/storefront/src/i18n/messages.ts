import type { Locale } from './locales';

type Messages = { [key: string]: string | Messages };

/** Regional message files hold only what differs from en; they are merged over it. */
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

export async function loadMessages(locale: Locale): Promise<Messages> {
  const base = (await import('../../messages/en.json')).default as Messages;
  if (locale === 'en') return base;
  const regional = (await import(`../../messages/${locale}.json`)).default as Messages;
  return mergeMessages(base, regional);
}
