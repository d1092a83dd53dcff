import { getRequestConfig } from 'next-intl/server';
import { localeConfig, storefrontLocale } from './locales';
import { loadMessages } from './messages';

// Routes pass the path prefix (setRequestLocale('sa')); next-intl formats with the storefront's
// BCP 47 tag, so plurals and numbers never read `sa` as Sanskrit (Devanagari digits).
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = storefrontLocale(await requestLocale);
  const config = localeConfig(locale);
  return {
    locale: config.intlLocale,
    timeZone: config.timeZone,
    messages: await loadMessages(locale),
  };
});
