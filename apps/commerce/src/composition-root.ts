// The composition root: every service built once over one database handle, each given the
// repositories and sibling services it depends on. Reading top to bottom shows who depends on
// whom; a service never reaches another except through what it is given here.
//
// Built over a transaction (`db.transaction().execute((trx) => createServices(trx)…)`), the same
// services read and write inside it: that is how a webhook, job or script runs several calls
// atomically.
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock';
import type { StripeConfig } from './config';
import type { Database } from './db/schema';
import { createLogger, type Logger } from './logger';
import { AuthRepository } from './modules/auth/repository';
import { AuthService } from './modules/auth/service';
import { SocialSignIn } from './modules/auth/social-sign-in';
import type { MergeCarrier } from './modules/cart/merge-carriers';
import { CartPurge } from './modules/cart/purge';
import { CartRepository } from './modules/cart/repository';
import { CartService } from './modules/cart/service';
import { CheckoutRepository } from './modules/checkout/repository';
import { CheckoutService } from './modules/checkout/service';
import { CheckoutShipping } from './modules/checkout/shipping';
import { CatalogIndexer, PriceFreshness } from './modules/catalog/catalog-index';
import { CategoryRepository } from './modules/catalog/category-repository';
import { CatalogListingReadModel } from './modules/catalog/listing-read-model';
import { CatalogStockReadModel } from './modules/catalog/stock-read-model';
import { ProductRepository } from './modules/catalog/product-repository';
import { ProductService } from './modules/catalog/product-service';
import { CatalogService } from './modules/catalog/service';
import { CmsRepository } from './modules/cms/repository';
import { CmsService } from './modules/cms/service';
import { CompareService } from './modules/compare/service';
import { CustomerAddressRepository } from './modules/customer-address/repository';
import { CustomerAddressService } from './modules/customer-address/service';
import { MenuRepository } from './modules/content/repository';
import { ContentService } from './modules/content/service';
import { outboxAccountMail } from './modules/customer/account-mail';
import { CustomerRepository } from './modules/customer/repository';
import {
  CustomerService,
  type AccountsUnit,
  type InAccountsTransaction,
} from './modules/customer/service';
import { DirectoryService } from './modules/directory/service';
import { StockAlertRepository } from './modules/inventory/repository';
import { InventoryService } from './modules/inventory/service';
import { StockAlertService } from './modules/inventory/stock-alert-service';
import { MailOutboxRepository } from './modules/mail/repository';
import { MailService } from './modules/mail/service';
import { NewsletterService } from './modules/newsletter/service';

import { GiftWrapRepository } from './modules/gift-wrap/repository';
import { GiftWrapService } from './modules/gift-wrap/service';
import { CartTotalsService } from './modules/pricing/cart-totals-service';
import { PricingService } from './modules/pricing/service';
import { TaxRateRepository } from './modules/pricing/tax-repository';
import { CustomerReviewService } from './modules/review/customer-review-service';
import { ReviewRepository } from './modules/review/repository';
import { ReviewService } from './modules/review/service';
import { ReservationRepository } from './modules/inventory/reservations';
import { mailLanguage } from './modules/mail/templates';
import { orderCartsOf } from './modules/sales/cart-port';
import { orderCheckoutOf } from './modules/sales/checkout-port';
import { queueOrderConfirmation } from './modules/sales/order-mail';
import { OrderPlacement, type OrderPlacementDeps } from './modules/sales/placement';
import { SalesRepository } from './modules/sales/repository';
import { SalesService } from './modules/sales/service';
import { cartAccessOf } from './modules/sales-rule/cart-access';
import { SalesRuleRepository } from './modules/sales-rule/repository';
import { SalesRules } from './modules/sales-rule/rules';
import { CouponService } from './modules/sales-rule/service';
import { PostgresProductSearch } from './modules/search/postgres-search';
import { SearchService } from './modules/search/service';
import { StoresRepository } from './modules/stores/repository';
import { StoresService } from './modules/stores/service';
import { DEFAULT_SETTINGS_TTL_MS, SettingsCache } from './modules/stores/settings-cache';
import { StripeSdkGateway, type StripeGateway } from './modules/stripe/gateway';
import type { CardOrders, CardOrderStatesOver } from './modules/stripe/orders-port';
import { StripePaymentRepository } from './modules/stripe/repository';
import { salesCardOrders } from './modules/stripe/sales-card-orders';
import { STRIPE_METHOD, StripePaymentService } from './modules/stripe/service';
import { WishlistRepository } from './modules/wishlist/repository';
import { WishlistCartMoves } from './modules/wishlist/cart-moves';
import { WishlistService } from './modules/wishlist/service';

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
  customerAddresses: CustomerAddressService;
  customerReviews: CustomerReviewService;
  sales: SalesService;
  /**
   * Placing orders in a given payment method and state, and the moves a payment makes afterwards
   * (markPaid, cancel): for card payments and jobs.
   */
  orderPlacement: OrderPlacement;
  wishlists: WishlistService;
  /** Moves between the wish list and the cart. */
  wishlistCart: WishlistCartMoves;
  compare: CompareService;
  auth: AuthService;
  customers: CustomerService;
  /** Queues e-mail in the caller's transaction; the sender loop (app.ts) delivers it. */
  mail: MailService;
  directory: DirectoryService;
  newsletter: NewsletterService;
  cart: CartService;
  /** Cart prices: lines, rules, tax and gift wrap through the one calculator. */
  cartTotals: CartTotalsService;
  coupons: CouponService;
  giftWrap: GiftWrapService;
  /** The cart's addresses, shipping and payment methods. */
  checkout: CheckoutService;
  /** Card payments through Stripe: placeOrderByStripe, callbacks, webhooks, expiry. */
  stripe: StripePaymentService;
  /** Deletes carts past their website's lifetime (the cart purge job, app.ts). */
  cartPurge: CartPurge;
}

export interface ServiceOptions {
  /** The time every service reads; tests pass one they can move. */
  clock?: Clock;
  /** Lifetime of a refresh token (CUSTOMER_REFRESH_TOKEN_DAYS). */
  refreshTokenLifetimeMs?: number;
  /** REVIEWS_AUTO_APPROVE: a customer's new review is approved at once. */
  reviewsAutoApprove?: boolean;
  /** Configured social sign-in providers; none by default. */
  socialSignIn?: SocialSignIn;
  /** Card payments (STRIPE_*); off by default. */
  stripe?: {
    config: StripeConfig | null;
    /** The SDK over `config` by default. */
    gateway?: StripeGateway;
    /** STOREFRONT_URL: the only origin a payment's return_url may have. */
    storefrontUrl: string;
  };
  /** Orders placed for card payments; the sales module's by default. */
  cardOrders?: (db: Kysely<Database>) => { orders: CardOrders; statesOver: CardOrderStatesOver };
  logger?: Logger;
  /** Carts the purge deletes per statement (CartPurgeConfig.batchSize). */
  cartPurgeBatchSize?: number;
  /**
   * How long configuration and tax rates are kept between requests (ADR 0057); 0 reads them on
   * every request. `services.stores.forgetSettings()` drops them at once.
   */
  settingsTtlMs?: number;
}

const DEFAULT_REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

export function createServices(db: Kysely<Database>, options: ServiceOptions = {}): Services {
  const clock = options.clock ?? systemClock;
  // Modules that depend on no other.
  const stores = new StoresService(
    new StoresRepository(db),
    new SettingsCache({ ttlMs: options.settingsTtlMs ?? DEFAULT_SETTINGS_TTL_MS }),
  );
  const inventory = new InventoryService(new CatalogStockReadModel(db));
  const cms = new CmsService(new CmsRepository(db));
  const content = new ContentService(new MenuRepository(db));
  const reviews = new ReviewService(new ReviewRepository(db));
  const mail = new MailService(new MailOutboxRepository(db));
  // Countries a store ships to and their names come from its configuration.
  const directory = new DirectoryService(stores);
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
  // Accounts: each change runs its customer, credential and mail writes in one transaction.
  const authOptions = {
    refreshTokenLifetimeMs: options.refreshTokenLifetimeMs ?? DEFAULT_REFRESH_TOKEN_LIFETIME_MS,
  };
  // Newsletter subscriptions: guests by address, customers by account, in the account's transaction.
  const newsletter = new NewsletterService(
    db,
    (executor) => new CustomerRepository(executor),
    stores,
    mail,
    clock,
  );
  const accountsOver = (executor: Kysely<Database>): AccountsUnit => ({
    customers: new CustomerRepository(executor),
    auth: new AuthService(new AuthRepository(executor), clock, authOptions),
    mail: outboxAccountMail(mail, executor),
    subscriptions: {
      isSubscribed: (customer) => newsletter.isSubscribed(customer),
      setSubscribed: async (customer, subscribed) => {
        await newsletter.setSubscription(executor, customer, subscribed);
      },
      accountConfirmed: (customer) => newsletter.accountConfirmed(executor, customer),
    },
  });
  const accounts = accountsOver(db);
  const inAccountsTransaction: InAccountsTransaction = (work) =>
    db.isTransaction ? work(accounts) : db.transaction().execute((trx) => work(accountsOver(trx)));
  const customers = new CustomerService(
    accounts,
    inAccountsTransaction,
    stores,
    clock,
    options.socialSignIn ?? new SocialSignIn([], false),
  );
  // The customer's own data: addresses check their country against the website's list; reviews
  // name the product they review.
  const customerAddresses = new CustomerAddressService(
    new CustomerAddressRepository(db),
    directory,
  );
  const customerReviews = new CustomerReviewService(new ReviewRepository(db), reviews, products, {
    autoApprove: options.reviewsAutoApprove ?? false,
  });
  // Wish list items name products and show them as the catalog does.
  const wishlists = new WishlistService(new WishlistRepository(db), products);
  const compare = new CompareService();
  // Carts add products by sku and check quantities against the stock rules. A merge carries each
  // line's gift wrapping and the coupon too (built below; listed when a merge runs).
  const mergeCarriers = (): MergeCarrier[] => [
    { carry: (merge, executor) => giftWrap.carryMerged(merge, executor) },
    { carry: (merge, executor) => coupons.carryMerged(merge, executor) },
  ];
  const cart: CartService = new CartService(
    new CartRepository(db),
    products,
    inventory,
    mergeCarriers,
  );
  // Old carts go after their website's lifetime (configuration).
  const cartPurge = new CartPurge(
    new CartRepository(db),
    stores,
    clock,
    (options.logger ?? createLogger({ logLevel: 'silent' })).child({ module: 'cart' }),
    options.cartPurgeBatchSize,
  );
  // Coupons, gift wrapping and totals reach carts through the cart module's guard and lock.
  const cartAccess = cartAccessOf(db, cart, products);
  const salesRules = new SalesRules(new SalesRuleRepository(db), stores, clock);
  const giftWrap = new GiftWrapService(
    (executor) => new GiftWrapRepository(executor),
    new GiftWrapRepository(db),
    cartAccess,
    stores,
    pricing,
  );
  // The shipping address is the tax destination; its chosen method's amount is in the totals.
  const checkoutRepository = new CheckoutRepository(db);
  const checkoutShipping = new CheckoutShipping(checkoutRepository, cart, stores);
  const cartTotals = new CartTotalsService(
    cartAccess,
    salesRules,
    giftWrap,
    new TaxRateRepository(db),
    stores,
    pricing,
    checkoutShipping,
  );
  // Addresses come from the input or the customer's book; methods from the rates and the totals.
  const checkout = new CheckoutService(
    (executor) => new CheckoutRepository(executor),
    checkoutRepository,
    cartAccess,
    cart,
    checkoutShipping,
    cartTotals,
    directory,
    customerAddresses,
    stores,
    // Stripe's card only when Stripe is configured (STRIPE_SECRET_KEY).
    options.stripe?.config ? [{ ...STRIPE_METHOD, activeByDefault: true }] : [],
  );
  const coupons = new CouponService(
    (executor) => new SalesRuleRepository(executor),
    salesRules,
    cartTotals,
    cartAccess,
  );
  // Orders: placed from a cart in one transaction (its lock, coupon uses, stock reservations, the
  // order number, the order, the mail), read back by customers and guests.
  const placementDeps: OrderPlacementDeps = {
    db,
    carts: orderCartsOf(cart, cartAccess),
    prices: (context, placed) => cartTotals.prices(context, placed),
    cartCoupon: (placed) => salesRules.cartCoupon(placed),
    giftMessage: (placed) => giftWrap.message(placed),
    checkout: orderCheckoutOf(checkout),
    customer: async (context) => {
      const customer = await customers.current(context);
      return { email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
    },
    configValue: (context, path) => stores.configValue(context, path),
    displayRate: (context) => pricing.displayRate(context),
    taxRate: async (context, placed) =>
      (await cartTotals.taxSettings(context, await checkoutShipping.destination(context, placed)))
        .tax,
    over: (executor) => ({
      sales: new SalesRepository(executor),
      reservations: new ReservationRepository(executor),
      coupons: new SalesRuleRepository(executor),
      refreshStock: (productIds) => new CatalogIndexer(executor).refreshStock(productIds),
    }),
    confirmationMail: (trx, order, storeViewCode) =>
      queueOrderConfirmation(mail, trx, order, storeViewCode),
  };
  const placement = new OrderPlacement(placementDeps);
  const sales = new SalesService(
    new SalesRepository(db),
    placement,
    async (context) => mailLanguage(await stores.configValue(context, 'general/locale/code')),
    placementDeps.customer,
  );
  // Wish list items go to the cart as addProductsToCart adds them, and cart lines come back.
  const wishlistCart = new WishlistCartMoves(wishlists, cart, products);
  // Card payments place orders through the order module and settle them in their own transaction.
  const stripeConfig = options.stripe?.config ?? null;
  const cardOrders = options.cardOrders
    ? options.cardOrders(db)
    : salesCardOrders(
        placement,
        (executor) => new OrderPlacement({ ...placementDeps, db: executor }),
      );
  const stripe = new StripePaymentService(
    stripeConfig,
    stripeConfig ? (options.stripe?.gateway ?? new StripeSdkGateway(stripeConfig)) : null,
    db,
    (executor) => new StripePaymentRepository(executor),
    cardOrders.orders,
    cardOrders.statesOver,
    clock,
    options.stripe?.storefrontUrl ?? 'http://localhost:3000',
    (options.logger ?? createLogger({ logLevel: 'silent' })).child({ module: 'stripe' }),
  );
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
    customerAddresses,
    customerReviews,
    sales,
    orderPlacement: placement,
    wishlists,
    wishlistCart,
    compare,
    mail,
    directory,
    newsletter,
    auth: accounts.auth,
    customers,
    cart,
    cartTotals,
    coupons,
    giftWrap,
    checkout,
    stripe,
    cartPurge,
  };
}
