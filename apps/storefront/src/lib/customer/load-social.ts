import 'server-only';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';

/** The social sign-in providers commerce has configured; none when it cannot say. */
export async function loadSocialProviders(
  locale: Locale,
): Promise<Array<{ code: string; label: string }>> {
  const result = await apiMethods.socialLoginProviders.run(
    {},
    { locale, cookies: await requestCookieJar() },
  );
  return result.ok ? result.data : [];
}
