// Per-request batch loaders, so a listing of 36 products costs one query per kind of data
// rather than one per product (no N+1). Created on first use in each RequestContext.
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { PriceFreshness } from './catalog-index';
import type { CategoryModel, ProductModel } from './models';
import type { CategoryRepository } from './category-repository';
import type { PriceScope, ProductRepository } from './product-repository';

type Row<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

function grouped<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const byKey = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}

function single<K, V>(
  keys: readonly K[],
  rows: readonly V[],
  keyOf: (row: V) => K,
): Array<V | null> {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}

function createLoaders(repos: CatalogRepositories, scope: PriceScope & { storeViewId: number }) {
  const { products, categories, prices } = repos;
  return {
    product: new DataLoader<number, ProductModel | null>(async (ids) =>
      single(ids, await products.byIds(ids, scope.storeViewId), (row) => row.id),
    ),
    priceIndex: new DataLoader(async (ids: readonly number[]) => {
      await prices.ensure();
      return single(ids, await products.priceIndex(ids, scope), (row) => row.product_id);
    }),
    ownPrice: new DataLoader(async (ids: readonly number[]) =>
      single(ids, await products.ownPrices(ids, scope), (row) => row.product_id),
    ),
    media: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.media(ids, scope.storeViewId), (row) => row.product_id),
    ),
    attributeValues: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.attributeValues(ids, scope.storeViewId), (row) => row.product_id),
    ),
    superAttributes: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.superAttributes(ids, scope.storeViewId), (row) => row.product_id),
    ),
    configurableChildren: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.configurableChildren(ids), (row) => row.parent_id),
    ),
    groupedChildren: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.groupedChildren(ids), (row) => row.parent_id),
    ),
    bundleOptions: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.bundleOptions(ids, scope.storeViewId), (row) => row.product_id),
    ),
    bundleSelections: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.bundleSelections(ids, scope.storeViewId), (row) => row.option_id),
    ),
    crosssell: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.links(ids, 'crosssell'), (row) => row.product_id),
    ),
    downloadableLinks: new DataLoader(async (ids: readonly number[]) =>
      grouped(
        ids,
        await products.downloadableLinks(ids, scope.storeViewId),
        (row) => row.product_id,
      ),
    ),
    websiteIds: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.websiteIds(ids), (row) => row.product_id),
    ),
    related: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.links(ids, 'related'), (row) => row.product_id),
    ),
    upsell: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.links(ids, 'upsell'), (row) => row.product_id),
    ),
    productCategories: new DataLoader(async (ids: readonly number[]) =>
      grouped(ids, await products.categoryIds(ids), (row) => row.product_id),
    ),
    rewrites: new DataLoader(async (ids: readonly number[]) =>
      grouped(
        ids,
        await categories.productRewrites(ids, scope.storeViewId),
        (row) => row.entity_id,
      ),
    ),
    category: new DataLoader<number, CategoryModel | null>(async (ids) =>
      single(ids, await categories.byIds(scope.storeViewId, ids), (row) => row.id),
    ),
    categoryChildren: new DataLoader<number, CategoryModel[]>(async (ids) =>
      grouped(ids, await categories.children(scope.storeViewId, ids), (row) => row.parent_id ?? 0),
    ),
    productCount: new DataLoader(async (ids: readonly number[]) =>
      single(
        ids,
        await categories.productCounts(ids, scope.websiteId),
        (row) => row.category_id,
      ).map((row) => Number(row?.count ?? 0)),
    ),
  };
}

export type CatalogLoaders = ReturnType<typeof createLoaders>;
export type MediaRow = Row<ProductRepository['media']>;
export type AttributeValueRow = Row<ProductRepository['attributeValues']>;

export interface CatalogRepositories {
  products: ProductRepository;
  categories: CategoryRepository;
  /** Awaited before any price is read. */
  prices: PriceFreshness;
}

const CATALOG_LOADERS = loaderKey<CatalogLoaders>('catalog.loaders');

/** The request's catalog loaders, shared by the catalog and product services. */
export function catalogLoaders(
  context: RequestContext,
  repos: CatalogRepositories,
): CatalogLoaders {
  const { storeView } = context.store;
  return context.loaders.get(CATALOG_LOADERS, () =>
    createLoaders(repos, {
      storeViewId: storeView.id,
      websiteId: storeView.website.id,
      // Prices are stored in the store view's base currency.
      currencyCode: storeView.baseCurrencyCode,
    }),
  );
}
