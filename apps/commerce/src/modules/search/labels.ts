// Labels products() answers that no attribute carries: the category and price facets and the sort
// fields. Per language of the store's locale (general/locale/code, de_AT → de), as Magento
// translates these phrases by the store's locale; a language without its own labels answers
// English, Magento's default.
import type { SortField } from './criteria';

export interface SearchLabels {
  category: string;
  price: string;
  sort: Record<SortField, string>;
}

const ENGLISH: SearchLabels = {
  category: 'Category',
  price: 'Price',
  sort: {
    position: 'Position',
    name: 'Product Name',
    price: 'Price',
    relevance: 'Relevance',
    news_from_date: 'Newest',
  },
};

const LABELS: Record<string, SearchLabels> = {
  en: ENGLISH,
  de: {
    category: 'Kategorie',
    price: 'Preis',
    sort: {
      position: 'Empfehlung',
      name: 'Produktname',
      price: 'Preis',
      relevance: 'Relevanz',
      news_from_date: 'Neuheiten',
    },
  },
};

/** The labels for a store locale such as de_AT or en_US; null or unknown languages get English. */
export function searchLabels(locale: string | null | undefined): SearchLabels {
  const language = locale?.split(/[_-]/)[0]?.toLowerCase() ?? 'en';
  return LABELS[language] ?? ENGLISH;
}
