// The security headers of every storefront response (ADR 0027). Pure: the proxy builds each page's
// Content-Security-Policy with its nonce, the server (server/main.ts) sets the rest on every
// response, and the page cache rebuilds the policy with a fresh nonce for each replayed page.

/** The click-to-load product videos (lib/product/video-source.ts), the only frames a page embeds. */
const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Stripe.js for card payments (ADR 0056): its script, the frames of Elements and 3-D Secure, its
 * API. On every page, not only checkout: a client-side navigation keeps the policy of the document
 * first loaded, so a shopper who reached the payment step from a product page runs under that
 * page's policy. The script still loads only by a nonce'd script ('strict-dynamic').
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export interface PolicyOptions {
  /** Development needs eval for React's debugging and Fast Refresh. */
  development?: boolean;
  /** SITE_URL is https: subresources must be too. */
  https?: boolean;
}

/** The policy of a page: scripts only with this response's nonce (and what they load). */
export function pageContentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${STRIPE_SOURCES.script.join(' ')}${options.development ? " 'unsafe-eval'" : ''}`,
    // React and next/image write style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE_SOURCES.connect.join(' ')}`,
    `frame-src ${[...VIDEO_FRAME_ORIGINS, ...STRIPE_SOURCES.frame].join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Answers that are not pages (API, media, assets, errors) run nothing and are never framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

const NONCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/** The nonce a policy allows, if any. */
export function nonceOf(policy: string | null | undefined): string | null {
  return policy ? (NONCE.exec(policy)?.[1] ?? null) : null;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The headers every response carries, whatever it is. */
export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** Whether SITE_URL names an https origin. */
export function siteIsHttps(siteUrl: string | undefined): boolean {
  return /^https:\/\//i.test(siteUrl?.trim() ?? '');
}
