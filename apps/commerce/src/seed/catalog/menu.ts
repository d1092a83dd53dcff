// The `header_navigation` menu: main categories → subcategories → collections → pieces (4 levels),
// plus gift and journal entries; the journal is an external link that leaves the site.
import type {
  DemoCategory,
  DemoMenuNode,
  DemoProduct,
  DemoProductTexts,
  DemoStoreView,
} from './types';

/** A category's label in the store views that name it in their language. */
const categoryLabels = (
  category: DemoCategory,
  label: (name: string) => string = (name) => name,
): Partial<Record<DemoStoreView, string>> =>
  Object.fromEntries(
    Object.entries(category.storeTexts).map(([store, texts]) => [store, label(texts.name)]),
  );

const node = (
  label: string,
  url: string,
  children: DemoMenuNode[] = [],
  extra: Partial<DemoMenuNode> = {},
): DemoMenuNode => ({
  label,
  storeLabels: {},
  url,
  urlType: 'INTERNAL',
  cssClasses: null,
  image: null,
  children,
  ...extra,
});

/** Products of a category grouped by collection (the first word(s) before the piece name). */
function collections(category: DemoCategory, products: DemoProduct[]): DemoMenuNode[] {
  const byLink = new Map<string, DemoProduct[]>();
  for (const product of products) {
    if (!product.categories.includes(category.urlPath) || !product.categoryCollectionLink) continue;
    const key = product.categoryCollectionLink.label;
    byLink.set(key, [...(byLink.get(key) ?? []), product]);
  }
  // Named in each store view as its products name the collection and themselves there; a
  // collection's proper name ("Aurelia") needs no label of its own and falls back.
  const storeNames = (
    product: DemoProduct,
    english: string,
    name: (texts: DemoProductTexts) => string | null,
  ) =>
    Object.fromEntries(
      Object.entries(product.storeTexts).flatMap(([store, texts]) => {
        const value = name(texts);
        return value && value !== english ? [[store, value]] : [];
      }),
    );
  return [...byLink.entries()].slice(0, 6).map(([link, items]) => {
    const label = link.replace(/^Discover the /, '').replace(/ collection$/, '');
    return node(
      label,
      `/${items[0]!.urlKey}`,
      items.map((item) =>
        node(item.name, `/${item.urlKey}`, [], {
          storeLabels: storeNames(item, item.name, (texts) => texts.name),
        }),
      ),
      {
        storeLabels: storeNames(
          items[0]!,
          label,
          (texts) =>
            texts.categoryCollectionLinkLabel?.replace(/^Entdecken Sie die Kollektion /, '') ??
            null,
        ),
      },
    );
  });
}

export function buildMenu(categories: DemoCategory[], products: DemoProduct[]): DemoMenuNode[] {
  const main = categories.map((category) =>
    node(
      category.name,
      `/${category.urlPath}`,
      [
        node(`All ${category.name.toLowerCase()}`, `/${category.urlPath}`, [], {
          cssClasses: 'menu-all',
          storeLabels: categoryLabels(category, (name) => `Alle Artikel in ${name}`),
        }),
        ...category.children.map((child) =>
          node(child.name, `/${child.urlPath}`, collections(child, products), {
            image: { recipe: child.image, title: child.name },
            storeLabels: categoryLabels(child),
            storeImageTitles: categoryLabels(child),
          }),
        ),
      ],
      {
        cssClasses: `menu-${category.urlKey}`,
        storeLabels: categoryLabels(category),
        storeImageTitles: categoryLabels(category),
        image: { recipe: category.image, title: category.name },
      },
    ),
  );
  return [
    ...main,
    node(
      'Gifts',
      '/accessories/gifts',
      [
        node(
          'Gift cards',
          '/accessories/gifts',
          [node('Loomfront Gift Card 100 EUR', '/loomfront-gift-card-100-eur')],
          { storeLabels: { at: 'Geschenkgutscheine' } },
        ),
      ],
      { cssClasses: 'menu-highlight', storeLabels: { at: 'Geschenke' } },
    ),
    node('Journal', 'https://journal.loomfront.com/', [], {
      storeLabels: { at: 'Magazin' },
      urlType: 'EXTERNAL',
      cssClasses: 'menu-external',
    }),
  ];
}
