import type { NextRequest } from 'next/server';
import { localizePath } from '@/i18n/locale-path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { commerceRequest } from '@/lib/commerce/gateway';
import { SocialLoginProvidersDocument } from '@/gql/graphql';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import {
  newSocialLoginState,
  SOCIAL_PROVIDER,
  SOCIAL_STATE_MAX_AGE_SECONDS,
} from '@/lib/customer/social-login';
import { LOGIN_REGISTER_PATH } from '@/lib/customer/session-rules';

type RouteContext = { params: Promise<{ provider: string }> };

/**
 * A social sign-in button: keeps a fresh state in an httpOnly cookie and sends the shopper to the
 * provider's sign-in address for that state (commerce makes it). An unknown provider goes back to
 * login/register.
 */
export async function GET(request: NextRequest, { params }: RouteContext) {
  const { provider } = await params;
  const requested = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : defaultLocale;
  const back = new URL(localizePath(locale, LOGIN_REGISTER_PATH), request.url);
  if (!SOCIAL_PROVIDER.test(provider)) return Response.redirect(back, 303);
  const jar = await requestCookieJar();
  const state = newSocialLoginState();
  const result = await commerceRequest(
    SocialLoginProvidersDocument,
    { state },
    { locale, cookies: jar, anonymous: true },
  );
  const target = result.ok
    ? result.data.socialLoginProviders.find((entry) => entry.code === provider)
    : undefined;
  if (!target) return Response.redirect(back, 303);
  jar.set(cookieNames.socialLoginState, state, { maxAge: SOCIAL_STATE_MAX_AGE_SECONDS });
  return new Response(null, {
    status: 303,
    headers: { Location: target.authorize_url, 'Cache-Control': 'no-store' },
  });
}
