// The catalog's view of a request: its store view, price scope, display rate and loaders.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { CatalogIndexer, PriceFreshness } from './catalog-index';
import { CategoryRepository } from './category-repository';
import { createLoaders, loadersFor, type CatalogLoaders } from './loaders';
import { ProductRepository } from './product-repository';

export interface CatalogScope {
  storeViewId: number;
  websiteId: number;
  /** Prices are stored in the store view's base currency. */
  baseCurrencyCode: string;
  displayCurrencyCode: string;
  mediaBaseUrl: string;
  loaders: CatalogLoaders;
  /** Base → display rate as a decimal string ("1" when they are the same); fails without one. */
  displayRate(): Promise<string>;
}

export class CatalogRepositories {
  readonly products: ProductRepository;
  readonly categories: CategoryRepository;
  /** Awaited before any price is read. */
  readonly prices: PriceFreshness;

  constructor(db: Kysely<Database>) {
    this.products = new ProductRepository(db);
    this.categories = new CategoryRepository(db);
    this.prices = new PriceFreshness(new CatalogIndexer(db));
  }
}

const scopes = new WeakMap<GraphQLContext, CatalogScope>();

export function catalogScope(context: GraphQLContext, repos: CatalogRepositories): CatalogScope {
  const cached = scopes.get(context);
  if (cached) return cached;
  const { storeView } = context.store;
  const base = {
    storeViewId: storeView.id,
    websiteId: storeView.website.id,
    currencyCode: storeView.baseCurrencyCode,
  };
  let rate: Promise<string> | undefined;
  const scope: CatalogScope = {
    storeViewId: storeView.id,
    websiteId: storeView.website.id,
    baseCurrencyCode: storeView.baseCurrencyCode,
    displayCurrencyCode: context.store.currencyCode,
    mediaBaseUrl: context.mediaBaseUrl,
    loaders: loadersFor(context, () => createLoaders(repos, base)),
    // Rates belong to the stores module: asked once per request, through its service.
    displayRate: () => (rate ??= context.services.stores.displayRate(context.store)),
  };
  scopes.set(context, scope);
  return scope;
}
