import type { NextRequest } from 'next/server';
import { isLocale, defaultLocale } from '@/i18n/locales';
import { LOCALE_REQUEST_HEADER } from '@/lib/commerce/api-client';
import { apiMethods } from '@/lib/commerce/api-methods';
import { apiResponse, resolveApiCall } from '@/lib/commerce/dispatch';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

type RouteContext = { params: Promise<{ integration: string; apiMethod: string }> };

/** Spec §7 middleware: POST /api/{integration}/{apiMethod} with the arguments as body. */
export async function POST(request: NextRequest, { params }: RouteContext) {
  const { integration, apiMethod } = await params;
  const call = resolveApiCall(apiMethods, integration, apiMethod, await request.text());
  if (!call.ok) return Response.json(call.body, { status: call.status });

  const fromHeader = request.headers.get(LOCALE_REQUEST_HEADER);
  const fromCookie = request.cookies.get(cookieNames.locale)?.value;
  const locale = isLocale(fromHeader)
    ? fromHeader
    : isLocale(fromCookie)
      ? fromCookie
      : defaultLocale;

  const { status, body } = apiResponse(
    await call.run({ locale, cookies: await requestCookieJar() }),
  );
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
