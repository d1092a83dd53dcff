// The storefront's public origin for canonical, Open Graph and JSON-LD URLs. Request headers are
// chosen by whoever sends the request (X-Forwarded-Host above all), so production uses only the
// configured SITE_URL; the request's Host is a convenience for development.

export interface SiteOriginInput {
  /** process.env.SITE_URL */
  siteUrl?: string | undefined;
  production: boolean;
  /** The request's Host header (development only). */
  host?: string | null | undefined;
  /** process.env.STOREFRONT_PORT, for the production fallback. */
  port?: string | undefined;
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

/** The origin of a configured SITE_URL; throws when it is not an absolute http(s) URL. */
export function configuredOrigin(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://www.example.com, got "${siteUrl}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https, got "${siteUrl}"`);
  }
  return url.origin;
}

/**
 * SITE_URL when set; otherwise, in development, the request's Host (never X-Forwarded-Host) when it
 * is a plain host name; otherwise http://localhost:<port>.
 */
export function siteOriginFor(input: SiteOriginInput): string {
  const configured = input.siteUrl?.trim();
  if (configured) return configuredOrigin(configured);
  const host = input.host?.trim();
  if (!input.production && host && HOST.test(host)) return `http://${host.toLowerCase()}`;
  return `http://localhost:${input.port?.trim() || '3000'}`;
}
