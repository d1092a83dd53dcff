'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * Client islands change the listing by pushing a new query string built with lib/listing/listing-url
 * rules; the server page re-renders with the new results.
 */
export function useListingNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = new URLSearchParams(searchParams.toString());
  const go = useCallback(
    (query: string) => router.push(`${pathname}${query}`, { scroll: false }),
    [router, pathname],
  );
  return { params, go };
}
