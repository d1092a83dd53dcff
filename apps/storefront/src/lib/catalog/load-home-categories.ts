import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { HomeCategory } from '@/lib/commerce/types/home';
import { requestCookieJar } from '@/lib/cookies';
import { HEADER_MENU_IDENTIFIER } from './menu';

/** The main categories with pictures; empty (and logged) when commerce fails, as the menu is. */
export const loadHomeCategories = cache(async (locale: Locale): Promise<HomeCategory[]> => {
  const result = await apiMethods.homeCategories.run(
    { identifier: HEADER_MENU_IDENTIFIER },
    { locale, cookies: await requestCookieJar() },
  );
  if (!result.ok) {
    console.error(`[homeCategories] ${locale}: ${failureMessage(result)}`);
    return [];
  }
  return result.data;
});
