import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { requestCookieJar } from '@/lib/cookies';
import { HEADER_MENU_IDENTIFIER } from './menu';

/** The header menu for this request; empty (and logged) when commerce fails (spec §8). */
export const getHeaderMenu = cache(async (locale: Locale): Promise<MenuItem[]> => {
  const result = await apiMethods.navigationMenuTreeList.run(
    { identifier: HEADER_MENU_IDENTIFIER },
    { locale, cookies: await requestCookieJar() },
  );
  if (!result.ok) {
    console.error(`[navigationMenuTreeList] ${locale}: ${failureMessage(result)}`);
    return [];
  }
  return result.data;
});
