'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useListingTransition } from './listing-transition';

/**
 * A pagination link: a plain link for crawlers and new tabs, while a plain click loads the page
 * inside the listing's transition, so the grid shows that it is updating.
 */
export function PageLink({ query, ...props }: ComponentProps<typeof Link> & { query: string }) {
  const { go } = useListingTransition();
  return (
    <Link
      {...props}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        go(query);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
