import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locale-path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import { overlayJar } from '@/lib/customer/session';
import { CUSTOMER_PATH, LOGIN_REGISTER_PATH } from '@/lib/customer/session-rules';
import { isOwnCallback } from '@/lib/customer/social-login';

type RouteContext = { params: Promise<{ locale: string; provider: string }> };

/**
 * The provider's callback (`?state=…&code=…`): only with the state this shopper's button kept, the
 * code is exchanged for a session (generateCustomerTokenBySocialProvider); then My Account.
 * Otherwise back to login/register with the spec's "Registration error" toast.
 */
export async function GET(request: NextRequest, { params }: RouteContext) {
  const { locale: raw, provider } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const jar = overlayJar(await requestCookieJar());
  const kept = jar.get(cookieNames.socialLoginState);
  jar.delete(cookieNames.socialLoginState);
  const query = request.nextUrl.searchParams;
  const code = query.get('code');
  let failure: string | null = null;
  if (!isOwnCallback(kept, query.get('state')) || !code) {
    failure = (await getTranslations({ locale, namespace: 'Account.auth' }))('socialError');
  } else {
    const result = await apiMethods.generateCustomerTokenBySocialProvider.run(
      { id: provider.slice(0, 32), code: code.slice(0, 2048) },
      { locale, cookies: jar },
    );
    if (!result.ok) failure = failureMessage(result);
  }
  if (failure !== null) {
    const t = await getTranslations({ locale, namespace: 'Account.auth' });
    jar.set(
      cookieNames.message,
      JSON.stringify({ message: failure, title: t('registrationError'), type: 'danger' }),
    );
  }
  const target = failure === null ? CUSTOMER_PATH : LOGIN_REGISTER_PATH;
  return new Response(null, {
    status: 303,
    headers: {
      Location: new URL(localizePath(locale, target), request.url).toString(),
      'Cache-Control': 'no-store',
    },
  });
}
