import Link from 'next/link';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { SearchHit } from '@/lib/commerce/types/catalog';

interface SearchHitListProps {
  title: string;
  hits: SearchHit[];
  testId: string;
  locale: Locale;
  /** Following a hit closes the overlay. */
  onFollow: () => void;
}

/** One titled group of search overlay results; nothing when the group has no hits. */
export function SearchHitList({ title, hits, testId, locale, onFollow }: SearchHitListProps) {
  if (hits.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="mb-2 text-xs font-semibold tracking-[0.2em] text-stone uppercase">{title}</h3>
      <ul className="flex flex-col gap-1">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link
              href={localizePath(locale, hit.href)}
              onClick={onFollow}
              className="block py-1 text-ink hover:text-bronze hover:underline"
            >
              {hit.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
