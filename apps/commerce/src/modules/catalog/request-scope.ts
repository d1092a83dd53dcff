// The catalog's view of a request: its store view, price scope, display rate and loaders.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { ReviewRepository } from '../review/repository';
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
  /** Base → display rate as a decimal string ("1" when they are the same). */
  displayRate(): Promise<string>;
}

export class CatalogRepositories {
  readonly products: ProductRepository;
  readonly categories: CategoryRepository;
  readonly reviews: ReviewRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.products = new ProductRepository(db);
    this.categories = new CategoryRepository(db);
    this.reviews = new ReviewRepository(db);
  }

  async rate(from: string, to: string): Promise<string | null> {
    if (from === to) return '1';
    const row = await this.db
      .selectFrom('currency_rates')
      .select('rate')
      .where('currency_from', '=', from)
      .where('currency_to', '=', to)
      .executeTakeFirst();
    return row?.rate ?? null;
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
    displayRate: () =>
      // The stores module accepted the display currency, so a missing rate shows the base price.
      (rate ??= repos
        .rate(storeView.baseCurrencyCode, context.store.currencyCode)
        .then((found) => found ?? '1')),
  };
  scopes.set(context, scope);
  return scope;
}
