import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, localeConfig } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    timeZone: localeConfig(locale).timeZone,
    messages: await loadMessages(locale),
  };
});
