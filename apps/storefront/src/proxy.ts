import { NextResponse, type NextRequest } from 'next/server';
import { routeByLocale } from '@/i18n/locale-routing';
import { cookieNames } from '@/lib/cookie-policy';
import {
  createNonce,
  pageContentSecurityPolicy,
  siteIsHttps,
} from '@/lib/security/security-headers';

/** next-intl reads the request locale from this header. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

export function proxy(request: NextRequest) {
  const route = routeByLocale({
    pathname: request.nextUrl.pathname,
    cookieLocale: request.cookies.get(cookieNames.locale)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (route.action === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = route.pathname;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }

  // Unprefixed paths become /en/… by next.config rewrites (see i18n/locale-routing.ts).
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, route.locale);
  // Next puts the nonce of the request's policy on its own inline scripts (ADR 0027).
  const policy = pageContentSecurityPolicy(createNonce(), {
    development: process.env.NODE_ENV === 'development',
    https: siteIsHttps(process.env.SITE_URL),
  });
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Everything but API routes, Next's assets, commerce media and the root-level files served by
  // route handlers.
  matcher: [
    '/((?!api/|_next/|_vercel/|media/|version\\.json$|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|sw\\.js$).*)',
  ],
};
