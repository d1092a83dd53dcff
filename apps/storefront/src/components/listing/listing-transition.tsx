'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useOptimistic,
  useTransition,
  type ReactNode,
} from 'react';
import { announceNavigation } from '@/components/layout/announce-navigation';
import { clearFilters, withSelection } from '@/lib/listing/listing-url';

type Selection = Record<string, string[]>;

interface ListingTransitionValue {
  /** The listing's query, as the address bar has it. */
  params: URLSearchParams;
  /** The facet selection, already showing a choice whose results are still loading. */
  selected: Selection;
  /** True while a facet, sort, page-size or paging change loads its results. */
  pending: boolean;
  go: (query: string) => void;
  select: (selection: Selection) => void;
}

const ListingTransitionContext = createContext<ListingTransitionValue | null>(null);

/**
 * Every listing change runs in one transition: the control shows the shopper's choice at once
 * (an optimistic tick), the grid says it is updating, and the server page renders the results.
 */
export function ListingTransition({
  selected,
  children,
}: {
  selected: Selection;
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(selected);
  const params = useMemo(() => new URLSearchParams(searchParams.toString()), [searchParams]);
  const go = useCallback(
    (query: string) =>
      startTransition(() => {
        announceNavigation(`${pathname}${query}`);
        router.push(`${pathname}${query}`, { scroll: false });
      }),
    [router, pathname],
  );
  const select = useCallback(
    (selection: Selection) =>
      startTransition(() => {
        setOptimistic(selection);
        // No filter left is "clear filters", which keeps only term, itemsPerPage and utm_ (§2).
        const empty = Object.values(selection).every((values) => values.length === 0);
        const query = empty ? clearFilters(params) : withSelection(params, selection);
        // The page-level progress bar runs for these pushes too (commerce-core §9).
        announceNavigation(`${pathname}${query}`);
        router.push(`${pathname}${query}`, { scroll: false });
      }),
    [router, pathname, params, setOptimistic],
  );
  const value = useMemo(
    () => ({ params, selected: optimistic, pending, go, select }),
    [params, optimistic, pending, go, select],
  );
  return (
    <ListingTransitionContext.Provider value={value}>{children}</ListingTransitionContext.Provider>
  );
}

export function useListingTransition(): ListingTransitionValue {
  const value = useContext(ListingTransitionContext);
  if (!value) throw new Error('useListingTransition needs a <ListingTransition> around it');
  return value;
}
