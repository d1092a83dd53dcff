import { ListingSkeleton } from '@/components/listing/listing-skeleton';

/** Shown while a search loads (spec §4: blocks show a skeleton while loading), in grid view. */
export default function SearchLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div aria-hidden="true" className="h-9 w-64 bg-sand/60 motion-safe:animate-pulse sm:h-10" />
      <div className="mt-6 sm:mt-8">
        <ListingSkeleton view="grid" />
      </div>
    </div>
  );
}
