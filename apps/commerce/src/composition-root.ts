// The composition root: every service built once over one database handle, each given the
// repositories and sibling services it depends on. Reading top to bottom shows who depends on
// whom; a service never reaches another except through what it is given here.
//
// Built over a transaction (`db.transaction().execute((trx) => createServices(trx)…)`), the same
// services read and write inside it: that is how a webhook, job or script runs several calls
// atomically.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { CatalogIndexer, PriceFreshness } from './modules/catalog/catalog-index';
import { CategoryRepository } from './modules/catalog/category-repository';
import { CatalogListingReadModel } from './modules/catalog/listing-read-model';
import { CatalogStockReadModel } from './modules/catalog/stock-read-model';
import { ProductRepository } from './modules/catalog/product-repository';
import { ProductService } from './modules/catalog/product-service';
import { CatalogService } from './modules/catalog/service';
import { CmsRepository } from './modules/cms/repository';
import { CmsService } from './modules/cms/service';
import { MenuRepository } from './modules/content/repository';
import { ContentService } from './modules/content/service';
import { StockAlertRepository } from './modules/inventory/repository';
import { InventoryService } from './modules/inventory/service';
import { StockAlertService } from './modules/inventory/stock-alert-service';

import { PricingService } from './modules/pricing/service';
import { ReviewRepository } from './modules/review/repository';
import { ReviewService } from './modules/review/service';
import { PostgresProductSearch } from './modules/search/postgres-search';
import { SearchService } from './modules/search/service';
import { StoresRepository } from './modules/stores/repository';
import { StoresService } from './modules/stores/service';

export interface Services {
  stores: StoresService;
  pricing: PricingService;
  inventory: InventoryService;
  cms: CmsService;
  content: ContentService;
  reviews: ReviewService;
  products: ProductService;
  catalog: CatalogService;
  search: SearchService;
  stockAlerts: StockAlertService;
}

export function createServices(db: Kysely<Database>): Services {
  // Modules that depend on no other.
  const stores = new StoresService(new StoresRepository(db));
  const inventory = new InventoryService(new CatalogStockReadModel(db));
  const cms = new CmsService(new CmsRepository(db));
  const content = new ContentService(new MenuRepository(db));
  const reviews = new ReviewService(new ReviewRepository(db));
  // Money in the display currency needs the stores' rates.
  const pricing = new PricingService(stores);
  const catalogRepositories = {
    products: new ProductRepository(db),
    categories: new CategoryRepository(db),
    prices: new PriceFreshness(new CatalogIndexer(db)),
  };
  // Products show prices and stock; categories and URLs resolve to products and CMS pages.
  const products = new ProductService(catalogRepositories, pricing, inventory, stores);
  const catalog = new CatalogService(catalogRepositories, products, cms, stores);
  // Search finds ids; the product service loads what they show.
  const listing = new CatalogListingReadModel();
  const search = new SearchService(
    new PostgresProductSearch(db, listing),
    catalog,
    products,
    pricing,
    stores,
  );
  const stockAlerts = new StockAlertService(new StockAlertRepository(db), products, inventory);
  return {
    stores,
    pricing,
    inventory,
    cms,
    content,
    reviews,
    products,
    catalog,
    search,
    stockAlerts,
  };
}
