import Image from 'next/image';
import Link from 'next/link';
import { localizePath } from '@/i18n/locale-path';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import { priceDisplay } from '@/lib/catalog/price-display';
import type { SearchHit } from '@/lib/commerce/types/catalog';

interface SearchHitListProps {
  title: string;
  hits: SearchHit[];
  testId: string;
  locale: Locale;
  /** Following a hit closes the overlay. */
  onFollow: () => void;
}

/** Thumbnail size of a product hit (the spec's 216×268 card, scaled down). */
const THUMB = { width: 48, height: 60 };

/** One titled group of search overlay results; products with thumbnail and price. */
export function SearchHitList({ title, hits, testId, locale, onFollow }: SearchHitListProps) {
  if (hits.length === 0) return null;
  const intlLocale = localeConfig(locale).intlLocale;
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="mb-2 text-xs font-semibold tracking-[0.2em] text-stone uppercase">{title}</h3>
      <ul className="flex flex-col gap-1">
        {hits.map((hit) => {
          const price = hit.price ? priceDisplay(hit.price.priceRange, hit.price.typename) : null;
          const amount = price ? formatMoney(price.special ?? price.regular, intlLocale) : null;
          return (
            <li key={hit.key}>
              <Link
                href={localizePath(locale, hit.href)}
                onClick={onFollow}
                className="flex min-h-10 items-center gap-3 py-1 text-ink hover:text-bronze"
              >
                {hit.price ? (
                  <span className="block h-[60px] w-12 shrink-0 overflow-hidden bg-sand/40">
                    {hit.image ? (
                      <Image
                        src={hit.image}
                        alt=""
                        {...THUMB}
                        quality={80}
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </span>
                ) : null}
                <span className="flex flex-col">
                  <span className="hover:underline">{hit.label}</span>
                  {amount ? (
                    <span className="text-sm text-stone" data-testid="search-hit-price">
                      {amount}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
