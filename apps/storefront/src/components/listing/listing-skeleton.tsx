import { getTranslations } from 'next-intl/server';
import type { ListingView } from './listing-grid';
import s from './listing-skeleton.module.css';

/**
 * A listing's shape while it loads (spec: blocks show a skeleton loader while loading), in the
 * view the listing opens in; drawn by CSS (listing-skeleton.module.css), announced once.
 */
export async function ListingSkeleton({ view }: { view: ListingView }) {
  const t = await getTranslations('ListingSearch');
  return (
    <div role="status" data-testid="listing-skeleton" data-view={view} className={s.sk}>
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className={s.side} />
      <div aria-hidden="true" className={s.main}>
        <div className={s.bar} />
        <div className={s.view} />
        <ul className={s.cards}>
          <li />
          <li />
          <li />
          <li />
          <li />
          <li />
          <li />
          <li />
        </ul>
      </div>
    </div>
  );
}
