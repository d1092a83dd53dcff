import type { NextRequest } from 'next/server';
import { isLocale, defaultLocale } from '@/i18n/locales';
import { LOCALE_REQUEST_HEADER } from '@/lib/commerce/api-client';
import { apiMethods } from '@/lib/commerce/api-methods';
import {
  apiBodyLimit,
  readLimitedText,
  refuseApiRequest,
  type ShopIdentity,
} from '@/lib/commerce/api-request-guard';
import { apiResponse, lookupApiMethod, prepareApiCall } from '@/lib/commerce/dispatch';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import { overlayJar, refreshDueSession } from '@/lib/customer/session';
import { configuredOrigin } from '@/lib/site-origin';

type RouteContext = { params: Promise<{ integration: string; apiMethod: string }> };

const noStore = { 'Cache-Control': 'no-store' };

/** The shop's own origin: SITE_URL, else this request's host as Next sees it. */
function shop(request: NextRequest): ShopIdentity {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return { origin: configuredOrigin(configured) };
  return { host: request.headers.get('host') ?? request.nextUrl.host };
}

/** Spec §7 middleware: POST /api/{integration}/{apiMethod} with the arguments as body. */
export async function POST(request: NextRequest, { params }: RouteContext) {
  const { integration, apiMethod } = await params;
  const found = lookupApiMethod(apiMethods, integration, apiMethod);
  if (!found.ok) return Response.json(found.body, { status: found.status, headers: noStore });

  // Nothing of the body is read before these checks (ADR 0027).
  const limitBytes = apiBodyLimit(process.env.API_BODY_LIMIT_BYTES);
  const refusal = refuseApiRequest(
    {
      contentType: request.headers.get('content-type'),
      contentLength: request.headers.get('content-length'),
      origin: request.headers.get('origin'),
      secFetchSite: request.headers.get('sec-fetch-site'),
    },
    {
      changesState: found.method.changesState ?? false,
      shop: shop(request),
      limitBytes,
    },
  );
  if (refusal) return Response.json(refusal.body, { status: refusal.status, headers: noStore });
  const body = await readLimitedText(request.body, limitBytes);
  if (!body.ok) return Response.json(body.body, { status: body.status, headers: noStore });

  const call = prepareApiCall(found.method, body.text);
  if (!call.ok) return Response.json(call.body, { status: call.status, headers: noStore });

  const fromHeader = request.headers.get(LOCALE_REQUEST_HEADER);
  const fromCookie = request.cookies.get(cookieNames.locale)?.value;
  const locale = isLocale(fromHeader)
    ? fromHeader
    : isLocale(fromCookie)
      ? fromCookie
      : defaultLocale;

  const cookies = overlayJar(await requestCookieJar());
  await refreshDueSession(cookies, locale);
  const { status, body: answer } = apiResponse(await call.run({ locale, cookies }));
  return Response.json(answer, { status, headers: noStore });
}
