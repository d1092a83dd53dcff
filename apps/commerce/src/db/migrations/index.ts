// Every migration, listed statically so a bundler or tsx never has to scan the folder.
// Names sort in the order they run; never rename or edit one that has shipped — add a new one.
import type { Migration, MigrationProvider } from 'kysely';
import * as stores from './0001-stores';
import * as catalog from './0002-catalog';
import * as catalogIndexViews from './0003-catalog-index-views';
import * as catalogIndexes from './0004-catalog-indexes';
import * as productHeadDescription from './0005-product-head-description';
import * as magentoParityColumns from './0006-magento-parity-columns';
import * as menuNodeStoreLabels from './0007-menu-node-store-labels';
import * as attributeStoreLabels from './0008-attribute-store-labels';
import * as productStoreValues from './0009-product-store-values';
import * as productNewsFromDate from './0010-product-news-from-date';

const migrations: Record<string, Migration> = {
  '0001-stores': stores,
  '0002-catalog': catalog,
  '0003-catalog-index-views': catalogIndexViews,
  '0004-catalog-indexes': catalogIndexes,
  '0005-product-head-description': productHeadDescription,
  '0006-magento-parity-columns': magentoParityColumns,
  '0007-menu-node-store-labels': menuNodeStoreLabels,
  '0008-attribute-store-labels': attributeStoreLabels,
  '0009-product-store-values': productStoreValues,
  '0010-product-news-from-date': productNewsFromDate,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
