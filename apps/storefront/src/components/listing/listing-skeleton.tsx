import { getTranslations } from 'next-intl/server';

const CARDS = 8;

/** The listing's shape while it loads: a title bar, a filter column and card placeholders. */
export async function ListingSkeleton() {
  const t = await getTranslations('ListingSearch');
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10"
      role="status"
      aria-live="polite"
      data-testid="listing-skeleton"
    >
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-9 w-64 bg-sand/60" />
        <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <div className="hidden flex-col gap-3 lg:flex">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-4 w-40 bg-sand/50" />
            ))}
          </div>
          <div>
            <div className="h-10 border-b border-sand" />
            <div className="mt-6 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
              {Array.from({ length: CARDS }, (_, i) => (
                <div key={i}>
                  <div className="aspect-[216/268] bg-sand/50" />
                  <div className="mt-3 h-4 w-3/4 bg-sand/50" />
                  <div className="mt-2 h-4 w-1/3 bg-sand/50" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
