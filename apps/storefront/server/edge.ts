// What every request and response of the storefront's server goes through before the page cache
// and Next (ADR 0027): the security headers on every answer, internal request headers that only this
// server sets, and a 400 for an API or media path that is not valid percent encoding (Next's route
// matching would answer 500).
import { CLIENT_IP_HEADER, INTERNAL_REQUEST_HEADERS } from '../src/lib/security/render-marks';
import {
  baseSecurityHeaders,
  NON_PAGE_CONTENT_SECURITY_POLICY,
} from '../src/lib/security/security-headers';
import type { RequestHandler } from './serve';

/** Paths Next resolves without the proxy, whose percent encoding it decodes itself. */
const UNPROXIED_PATHS = /^\/(?:api|media)\//;

export function isMalformedPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!;
  if (!UNPROXIED_PATHS.test(path)) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function withEdge(handle: RequestHandler, options: { https: boolean }): RequestHandler {
  const headers = Object.entries(baseSecurityHeaders(options));
  return async (request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    // Pages get their own policy with a nonce from the proxy, which replaces this one.
    response.setHeader('Content-Security-Policy', NON_PAGE_CONTENT_SECURITY_POLICY);
    for (const name of INTERNAL_REQUEST_HEADERS) delete request.headers[name];
    request.headers[CLIENT_IP_HEADER] = request.socket.remoteAddress ?? '';

    if (isMalformedPath(request.url)) {
      response.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ message: 'Malformed URL' }));
      return;
    }
    await handle(request, response);
  };
}
