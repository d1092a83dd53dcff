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
import * as customerAccounts from './0011-customer-accounts';
import * as mailOutbox from './0012-mail-outbox';
import * as newsletterSubscribers from './0013-newsletter-subscribers';
import * as customerAddresses from './0014-customer-addresses';
import * as reviewCustomers from './0015-review-customers';
import * as wishlists from './0016-wishlists';
import * as carts from './0017-carts';
import * as cartRules from './0018-cart-rules';
import * as wishlistItems from './0019-wishlist-items';
import * as storeViewLabels from './0020-store-view-labels';
import * as checkout from './0021-checkout';
import * as orders from './0022-orders';
import * as stripePayments from './0023-stripe-payments';
import * as cartPurgeIndexes from './0024-cart-purge-indexes';
import * as cartVersions from './0025-cart-versions';

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
  '0011-customer-accounts': customerAccounts,
  '0012-mail-outbox': mailOutbox,
  '0013-newsletter-subscribers': newsletterSubscribers,
  '0014-customer-addresses': customerAddresses,
  '0015-review-customers': reviewCustomers,
  '0016-wishlists': wishlists,
  '0017-carts': carts,
  '0018-cart-rules': cartRules,
  '0019-wishlist-items': wishlistItems,
  '0020-store-view-labels': storeViewLabels,
  '0021-checkout': checkout,
  '0022-orders': orders,
  '0023-stripe-payments': stripePayments,
  '0024-cart-purge-indexes': cartPurgeIndexes,
  '0025-cart-versions': cartVersions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
