import 'server-only';
import { headers } from 'next/headers';
import { siteOriginFor } from './site-origin';

let warned = false;

/** The public origin for canonical links and structured data (SITE_URL; see lib/site-origin.ts). */
export async function siteOrigin(): Promise<string> {
  const production = process.env.NODE_ENV === 'production';
  const siteUrl = process.env.SITE_URL;
  if (production && !siteUrl?.trim() && !warned) {
    warned = true;
    console.warn(
      '[site-url] SITE_URL is not set: canonical and structured-data URLs use localhost',
    );
  }
  const host = production || siteUrl ? null : (await headers()).get('host');
  return siteOriginFor({ siteUrl, production, host, port: process.env.STOREFRONT_PORT });
}
