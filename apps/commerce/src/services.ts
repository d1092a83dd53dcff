// One instance of every domain service per running app, wired to the database. Resolvers reach
// them through the GraphQL context; services call each other through this registry.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { StoresRepository } from './modules/stores/repository';
import { StoresService } from './modules/stores/service';
import { CatalogService } from './modules/catalog/service';
import { CmsService } from './modules/cms/service';
import { ContentService } from './modules/content/service';
import { StockAlertRepository } from './modules/inventory/repository';
import { StockAlertService } from './modules/inventory/stock-alert-service';
import { ReviewService } from './modules/review/service';
import { SearchService } from './modules/search/service';

export interface Services {
  stores: StoresService;
  catalog: CatalogService;
  cms: CmsService;
  content: ContentService;
  search: SearchService;
  reviews: ReviewService;
  stockAlerts: StockAlertService;
}

export function createServices(db: Kysely<Database>): Services {
  return {
    stores: new StoresService(new StoresRepository(db)),
    catalog: new CatalogService(db),
    cms: new CmsService(db),
    content: new ContentService(db),
    search: new SearchService(db),
    reviews: new ReviewService(db),
    stockAlerts: new StockAlertService(new StockAlertRepository(db)),
  };
}
