import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { SearchHit } from '@/lib/commerce/types/catalog';
import {
  OVERLAY_CATEGORIES,
  OVERLAY_PRODUCTS,
  SEARCH_DEBOUNCE_MS,
  categoryHits,
  searchableTerm,
  searchesCategories,
} from './search-results';

interface Results {
  term: string;
  products: SearchHit[];
  categories: SearchHit[];
}

/**
 * The overlay's product and category hits for the typed value (spec §2: debounced), asked only
 * while the overlay is open; `shown` is null until the hits of the current term arrive.
 */
export function useSearchResults(locale: Locale, value: string, isOpen: boolean) {
  const [results, setResults] = useState<Results | null>(null);

  useEffect(() => {
    const term = searchableTerm(value);
    if (!isOpen || !term) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      const [products, categories] = await Promise.all([
        callApiMethod(locale, 'productSearch', {
          search: term,
          pageSize: OVERLAY_PRODUCTS,
        }),
        searchesCategories(term)
          ? callApiMethod(locale, 'categorySearch', {
              filters: { name: { match: term } },
              pageSize: OVERLAY_CATEGORIES,
            })
          : null,
      ]);
      if (!current) return;
      setResults({
        term,
        products: products.ok ? products.data : [],
        categories: categories?.ok ? categoryHits(categories.data) : [],
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [value, isOpen, locale]);

  const clear = useCallback(() => setResults(null), []);
  const shown = results && results.term === searchableTerm(value) ? results : null;
  return { shown, clear };
}
