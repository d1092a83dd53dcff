import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import { HEADER_MENU_IDENTIFIER, menuItems, type MenuItem } from './menu';

/** The header menu for this request; empty (and logged) when commerce fails (spec §8). */
export const getHeaderMenu = cache(async (locale: Locale): Promise<MenuItem[]> => {
  const result = await apiMethods.navigationMenuTreeList.run(
    { identifier: HEADER_MENU_IDENTIFIER },
    { locale, cookies: await requestCookieJar() },
  );
  if (!result.ok) {
    const reason = result.kind === 'graphql' ? result.errors[0]?.message : result.message;
    console.error(`[navigationMenuTreeList] ${locale}: ${reason}`);
    return [];
  }
  return menuItems(result.data.navigationMenuTreeList?.[0]?.children);
});
