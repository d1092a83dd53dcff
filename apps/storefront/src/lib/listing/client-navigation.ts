import { headers } from 'next/headers';

/**
 * Whether this render answers a client-side navigation, which Next's router fetches
 * (`Sec-Fetch-Dest: empty`), rather than a document request (`document`, or no such header from
 * crawlers and tools). Next hides its own `RSC` header from pages.
 *
 * Listings use it to choose how they arrive (ADR 0040): a document arrives whole, because its
 * first card picture is the page's largest paint and a streamed listing would wait for React's
 * reveal; a client navigation shows the page at once and the products behind a skeleton.
 */
export async function isClientNavigation(): Promise<boolean> {
  return (await headers()).get('sec-fetch-dest') === 'empty';
}
