// The account guard's notification in the storefront's language. The proxy has no next-intl
// request scope, so it reads the one key from the language files directly.
import { localeConfig, type Locale } from '@/i18n/locales';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';

export function accountGuardMessage(locale: Locale): string {
  return (localeConfig(locale).language === 'de' ? de : en).Account.notAuthorized;
}
