// The database as Kysely sees it: every module's tables (modules/<domain>/tables.ts, ADR 0018)
// Their shared column types are in db/column-types.ts. db/tables.api.test.ts checks them against the migrations.
import type { AuthTables } from '../modules/auth/tables';
import type { CartTables } from '../modules/cart/tables';
import type { CheckoutTables } from '../modules/checkout/tables';
import type { CatalogTables } from '../modules/catalog/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { ContentTables } from '../modules/content/tables';
import type { CustomerAddressTables } from '../modules/customer-address/tables';
import type { CustomerTables } from '../modules/customer/tables';
import type { GiftWrapTables } from '../modules/gift-wrap/tables';
import type { InventoryTables } from '../modules/inventory/tables';
import type { MailTables } from '../modules/mail/tables';
import type { NewsletterTables } from '../modules/newsletter/tables';
import type { PricingTables } from '../modules/pricing/tables';
import type { ReviewTables } from '../modules/review/tables';
import type { SalesTables } from '../modules/sales/tables';
import type { SalesRuleTables } from '../modules/sales-rule/tables';
import type { StoresTables } from '../modules/stores/tables';
import type { StripeTables } from '../modules/stripe/tables';
import type { WishlistTables } from '../modules/wishlist/tables';

export interface Database
  extends
    StoresTables,
    CatalogTables,
    CmsTables,
    ReviewTables,
    InventoryTables,
    ContentTables,
    MailTables,
    NewsletterTables,
    CustomerTables,
    AuthTables,
    CustomerAddressTables,
    WishlistTables,
    CartTables,
    PricingTables,
    SalesRuleTables,
    GiftWrapTables,
    CheckoutTables,
    SalesTables,
    StripeTables {}
