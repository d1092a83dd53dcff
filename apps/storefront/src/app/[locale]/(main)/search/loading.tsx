import { ListingSkeleton } from '@/components/listing/listing-skeleton';

/** Shown while a search loads (spec §4: blocks show a skeleton while loading). */
export default function SearchLoading() {
  return <ListingSkeleton />;
}
