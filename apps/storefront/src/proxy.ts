import { NextResponse, type NextRequest } from 'next/server';
import { localizePath } from '@/i18n/locale-path';
import { routeByLocale } from '@/i18n/locale-routing';
import { cookieNames, cookieOptions } from '@/lib/cookie-policy';
import { accountGuardMessage } from '@/lib/customer/guard-message';
import {
  CUSTOMER_PATH,
  needsSignedInShopper,
  passwordResetRedirect,
  SIGNED_OUT_COOKIES,
} from '@/lib/customer/session-rules';
import { refreshCustomerSession, type RefreshOutcome } from '@/lib/customer/token-refresh';
import {
  createNonce,
  pageContentSecurityPolicy,
  siteIsHttps,
} from '@/lib/security/security-headers';

/** next-intl reads the request locale from this header. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

const production = () => process.env.NODE_ENV === 'production';

/** The session's cookies as the response must write them after a refresh (or its refusal). */
function writeSession(response: NextResponse, outcome: RefreshOutcome | null): void {
  if (outcome?.kind === 'refreshed') {
    response.cookies.set(cookieNames.customer, outcome.token, {
      ...cookieOptions(cookieNames.customer, { production: production() }),
      maxAge: outcome.maxAge,
    });
    if (outcome.refreshToken) {
      response.cookies.set(
        cookieNames.refreshToken,
        outcome.refreshToken,
        cookieOptions(cookieNames.refreshToken, { production: production() }),
      );
    }
  } else if (outcome?.kind === 'ended') {
    for (const name of SIGNED_OUT_COOKIES) {
      response.cookies.set(name, '', {
        ...cookieOptions(name, { production: production() }),
        maxAge: 0,
      });
    }
  }
}

export async function proxy(request: NextRequest) {
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

  // Spec §2: ref=passwordReset goes to login/register with the same query.
  const resetTarget = passwordResetRedirect(request.nextUrl.pathname, request.nextUrl.search);
  if (resetTarget) {
    return NextResponse.redirect(
      new URL(localizePath(route.locale, resetTarget), request.url),
      307,
    );
  }

  // The customer cookie ends before its token does: a request that still has the refresh token
  // exchanges it here, so the page below renders with a valid access token (session-rules.ts).
  let session: RefreshOutcome | null = null;
  const refreshToken = request.cookies.get(cookieNames.refreshToken)?.value;
  if (!request.cookies.get(cookieNames.customer)?.value && refreshToken) {
    session = await refreshCustomerSession(refreshToken, route.locale);
    if (session.kind === 'refreshed') request.cookies.set(cookieNames.customer, session.token);
    if (session.kind === 'ended') {
      for (const name of SIGNED_OUT_COOKIES) request.cookies.delete(name);
    }
  }

  // Spec §2: the account area needs a customer token; without one, the customer route (which offers
  // login and registration) with "You are not authorized, please log in".
  if (
    needsSignedInShopper(request.nextUrl.pathname) &&
    !request.cookies.get(cookieNames.customer)?.value
  ) {
    const response = NextResponse.redirect(
      new URL(localizePath(route.locale, CUSTOMER_PATH), request.url),
      307,
    );
    response.cookies.set(
      cookieNames.message,
      // Next percent-encodes the value; the notifications read it back (notification-queue.ts).
      // It stays until dismissed: it says why the shopper is not on the page they asked for.
      JSON.stringify({
        message: accountGuardMessage(route.locale),
        type: 'warning',
        persist: true,
      }),
      cookieOptions(cookieNames.message, { production: production() }),
    );
    writeSession(response, session);
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
  writeSession(response, session);
  return response;
}

export const config = {
  // Everything but API routes, Next's assets, commerce media and the root-level files served by
  // route handlers.
  matcher: [
    '/((?!api/|_next/|_vercel/|media/|version\\.json$|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|sw\\.js$).*)',
  ],
};
