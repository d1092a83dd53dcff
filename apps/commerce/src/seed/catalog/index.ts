// The demo catalog, built once from the typed content: deterministic, so every seed run (and
// every test database) holds the same products, prices, stock, links and reviews.
import { demoCategories, flattenCategories } from './categories';
import { buildProduct } from './build-product';
import { buildComposites } from './composites';
import { bedLinenLines } from './lines';
import { accessoryLines, bathLines, duvetLines, kidsLines, pillowLines } from './lines-home';
import { buildMenu } from './menu';
import { priceRows } from './pricing';
import { createRandom } from '../random';
import { buildAustrianReviews, RATING_NAMES } from './reviews';
import type { DemoCatalog, DemoProduct } from './types';

export * from './types';
export { flattenCategories } from './categories';

function withRelations(products: DemoProduct[]): DemoProduct[] {
  return products.map((product, index) => {
    const main = product.categories[0]!.split('/')[0]!;
    const sameMain = products.filter(
      (other) => other !== product && other.categories[0]!.startsWith(main),
    );
    const after = sameMain.filter((other) => products.indexOf(other) > index);
    const related = [...after, ...sameMain].slice(0, 4).map((other) => other.sku);
    const collection = product.categoryCollectionLink?.label;
    const upsell = products
      .filter(
        (other) =>
          other !== product &&
          collection !== undefined &&
          other.categoryCollectionLink?.label === collection,
      )
      .slice(0, 3)
      .map((other) => other.sku);
    return { ...product, related: [...new Set(related)], upsell };
  });
}

/** Named edge cases the storefront and its tests rely on, set explicitly rather than by chance. */
function withEdgeCases(products: DemoProduct[]): DemoProduct[] {
  return products.map((product) => {
    switch (product.sku) {
      case 'LF-PALAZZO-DUVET': // sold out, shoppers may ask to be told when it is back
        return {
          ...product,
          isProductAlertAvailable: true,
          configurable: product.configurable && {
            ...product.configurable,
            variants: product.configurable.variants.map((variant) => ({ ...variant, qty: 0 })),
          },
        };
      case 'LF-MOHAIR-THROW': // sold out for good: no alerts
        return { ...product, qty: 0, isProductAlertAvailable: false };
      case 'LF-CUPRUM-PILLOW': // only a few left
        return { ...product, qty: 3 };
      case 'LF-CAMEL-THROW': // a campaign that has ended: the regular price again
        return { ...product, prices: priceRows(product.prices[0]!.regular, 'expired', 20) };
      case 'LF-SILK-PILLOW-PROTECTOR': // a campaign still to come: the regular price until then
        return { ...product, prices: priceRows(product.prices[0]!.regular, 'upcoming', 20) };
      case 'LF-AURELIA-SATEEN-BED-LINEN-SET': // every size and colour in stock, one nearly gone
        return {
          ...product,
          configurable: product.configurable && {
            ...product.configurable,
            variants: product.configurable.variants.map((variant, index) => ({
              ...variant,
              qty: index === 1 ? 2 : 20 + index,
            })),
          },
        };
      default:
        return product;
    }
  });
}

/** German reviews from the Austria store view on every fifth product and the Aurelia set. */
function withAustrianReviews(products: DemoProduct[]): DemoProduct[] {
  return products.map((product, index) =>
    index % 5 === 0 || product.sku === 'LF-AURELIA-SATEEN-BED-LINEN-SET'
      ? {
          ...product,
          reviews: [...product.reviews, ...buildAustrianReviews(createRandom(`${product.sku}:at`))],
        }
      : product,
  );
}

export function buildDemoCatalog(): DemoCatalog {
  const positions = new Map<string, number>();
  const nextPosition = (category: string) => {
    const position = (positions.get(category) ?? 0) + 1;
    positions.set(category, position);
    return position;
  };
  const lines = [
    ...bedLinenLines,
    ...duvetLines,
    ...pillowLines,
    ...bathLines,
    ...accessoryLines,
    ...kidsLines,
  ];
  const simple = lines.flatMap((line) =>
    line.pieces.map((piece) => buildProduct(line, piece, nextPosition(line.category))),
  );
  const products = withAustrianReviews(
    withEdgeCases(withRelations([...simple, ...buildComposites(nextPosition)])),
  );
  const known = new Set(flattenCategories(demoCategories).map((category) => category.urlPath));
  for (const product of products) {
    for (const path of product.categories)
      if (!known.has(path)) throw new Error(`${product.sku}: unknown category ${path}`);
  }
  return {
    categories: demoCategories,
    products,
    menu: {
      identifier: 'header_navigation',
      title: 'Header navigation',
      nodes: buildMenu(demoCategories, products),
    },
    ratings: RATING_NAMES.map((name, index) => ({ name, position: index + 1 })),
  };
}
