import 'server-only';
// The API-method registry (DESIGN.md "Data access"): one typed map naming the spec's calls. Server
// components call these directly; client components through POST /api/magento/{apiMethod}.
import { z } from 'zod';
import {
  AvailableStoresDocument,
  CategorySearchDocument,
  NavigationMenuDocument,
  ProductDetailDocument,
  ProductReviewDocument,
  ProductReviewRatingsMetadataDocument,
  ProductSearchDocument,
  ProductsDocument,
  RelatedProductDocument,
  RouteDocument,
  SubscribeProductAlertStockDocument,
} from '@/gql/graphql';
import type { Locale } from '@/i18n/locales';
import type { CookieJar } from '@/lib/cookies';
import { toProductView } from './reshape/product-detail';
import { mapResult } from './result';
import type { ApiMethod, ApiMethodRegistry } from './dispatch';
import { commerceRequest } from './gateway';
import { loadStoreData, resolveDisplayCurrency } from './store';
import {
  noArguments,
  productsArguments,
  CATEGORY_MENU_PAGE_SIZE,
  categorySearchArguments,
  categoryListArguments,
} from './api-arguments';

export interface ApiContext {
  locale: Locale;
  cookies: CookieJar;
  /** The Content-Currency to send; resolved from the cookies and the store when absent. */
  currency?: string;
}

/**
 * Every method runs with a display currency the store allows (issue: a stale `currency` cookie made
 * every catalog call fail), resolved once here rather than by each method.
 */
function defineApiMethod<TArgs, TResult>(
  method: ApiMethod<TArgs, TResult, ApiContext>,
): ApiMethod<TArgs, TResult, ApiContext> {
  return {
    args: method.args,
    run: async (args, context) =>
      method.run(args, {
        ...context,
        currency:
          context.currency ?? (await resolveDisplayCurrency(context.locale, context.cookies)),
      }),
  };
}

/** categoryList through the CategorySearch operation, shared by the spec's three category calls. */
function categoryList(args: z.infer<typeof categoryListArguments>, context: ApiContext) {
  return commerceRequest(
    CategorySearchDocument,
    { filters: args.filters ?? null, pageSize: args.pageSize ?? null },
    context,
  );
}

export const apiMethods = {
  // Not wrapped by defineApiMethod: store data is what the currency is resolved from.
  storeConfig: {
    args: noArguments,
    run: (_args: z.infer<typeof noArguments>, context: ApiContext) =>
      loadStoreData(context.locale, context.cookies),
  },
  availableStores: defineApiMethod({
    args: z.object({ useCurrentGroup: z.boolean().optional() }).strict(),
    run: async (args, context) =>
      commerceRequest(
        AvailableStoresDocument,
        { useCurrentGroup: args.useCurrentGroup ?? null },
        context,
      ),
  }),
  // Spec §7 "products": search, filter, pageSize, currentPage, sort (Magento semantics).
  products: defineApiMethod({
    args: productsArguments,
    run: (args, context) =>
      commerceRequest(
        ProductsDocument,
        {
          search: args.search ?? null,
          filter: args.filter ?? null,
          pageSize: args.pageSize ?? null,
          currentPage: args.currentPage ?? null,
          sort: args.sort ?? null,
        },
        context,
      ),
  }),
  // The search overlay's product results (spec §2: products and categories, debounced).
  productSearch: defineApiMethod({
    args: z
      .object({ search: z.string().min(1).max(128), pageSize: z.number().int().min(1).max(12) })
      .strict(),
    run: (args, context) =>
      commerceRequest(
        ProductSearchDocument,
        { search: args.search, pageSize: args.pageSize },
        context,
      ),
  }),
  // Spec §7 "categorySearch": categoryList with filters.
  categorySearch: defineApiMethod({
    args: categorySearchArguments,
    run: (args, context) => categoryList(args, context),
  }),
  // Spec §7 "categoryList": by category_uid, by url_key (e.g. in home-gifts) or by filters, with
  // pageSize up to 99 (the category menu's page size).
  categoryList: defineApiMethod({
    args: categoryListArguments,
    run: (args, context) => categoryList(args, context),
  }),
  // Spec §7 "getCategoryList": the same call at the category menu's page size (§9: 99) by default.
  getCategoryList: defineApiMethod({
    args: categoryListArguments,
    run: (args, context) =>
      categoryList({ ...args, pageSize: args.pageSize ?? CATEGORY_MENU_PAGE_SIZE }, context),
  }),
  // Spec §7 "navigationMenuTreeList": the header_navigation tree, enabled menus only.
  navigationMenuTreeList: defineApiMethod({
    args: z.object({ identifier: z.string().regex(/^[a-z0-9_-]{1,64}$/) }).strict(),
    run: (args, context) =>
      commerceRequest(NavigationMenuDocument, { identifier: args.identifier }, context),
  }),
  // Spec §7 "route(path)": the locale prefix is stripped before resolution.
  route: defineApiMethod({
    args: z.object({ url: z.string().min(1).max(512) }).strict(),
    run: (args, context) => commerceRequest(RouteDocument, { url: args.url }, context),
  }),
  // Product page (issue 3): the product by url_key, reshaped for the page; null when unknown.
  productDetail: defineApiMethod({
    args: z.object({ urlKey: z.string().min(1).max(255) }).strict(),
    run: async (args, context) =>
      mapResult(
        await commerceRequest(ProductDetailDocument, { urlKey: args.urlKey }, context),
        (data) => {
          const item = data.products?.items?.[0];
          return item ? toProductView(item) : null;
        },
      ),
  }),
  relatedProduct: defineApiMethod({
    args: z.object({ urlKey: z.string().min(1).max(255) }).strict(),
    run: (args, context) =>
      commerceRequest(RelatedProductDocument, { urlKey: args.urlKey }, context),
  }),
  productReview: defineApiMethod({
    args: z
      .object({
        urlKey: z.string().min(1).max(255),
        pageSize: z.number().int().min(1).max(100).optional(),
        currentPage: z.number().int().min(1).optional(),
      })
      .strict(),
    run: (args, context) =>
      commerceRequest(
        ProductReviewDocument,
        { urlKey: args.urlKey, pageSize: args.pageSize ?? 20, currentPage: args.currentPage ?? 1 },
        context,
      ),
  }),
  productReviewRatingsMetadata: defineApiMethod({
    args: noArguments,
    run: (_args, context) => commerceRequest(ProductReviewRatingsMetadataDocument, {}, context),
  }),
  subscribeProductAlertStock: defineApiMethod({
    args: z.object({ sku: z.string().min(1).max(64), email: z.string().max(254) }).strict(),
    run: (args, context) =>
      commerceRequest(
        SubscribeProductAlertStockDocument,
        { sku: args.sku, email: args.email },
        context,
      ),
  }),
} satisfies ApiMethodRegistry<ApiContext>;

export type ApiMethodName = keyof typeof apiMethods;
