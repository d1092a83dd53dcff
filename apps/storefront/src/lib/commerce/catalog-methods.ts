import 'server-only';
// Registry methods of the catalog: listings, search, categories, the header menu and route().
import type { z } from 'zod';
import {
  CategorySearchDocument,
  NavigationMenuDocument,
  ProductSearchDocument,
  ProductsDocument,
  RouteDocument,
} from '@/gql/graphql';
import {
  CATEGORY_MENU_PAGE_SIZE,
  categoryListArguments,
  categorySearchArguments,
  navigationMenuArguments,
  productSearchArguments,
  productsArguments,
  routeArguments,
} from './api-arguments';
import { operationMethod } from './define-api-method';
import { headerMenuView, routeView } from './reshape/navigation';
import { productsView } from './reshape/product-listing';
import { categoryListView, productSearchHits } from './reshape/search';

/** The spec's three category calls all run categoryList through the CategorySearch operation. */
const categoryVariables = (args: z.output<typeof categoryListArguments>) => ({
  filters: args.filters ?? null,
  pageSize: args.pageSize ?? null,
});

export const catalogMethods = {
  // Spec §7 "products": search, filter, pageSize, currentPage, sort (Magento semantics).
  products: operationMethod(
    productsArguments,
    ProductsDocument,
    (args) => ({
      search: args.search ?? null,
      filter: args.filter ?? null,
      pageSize: args.pageSize ?? null,
      currentPage: args.currentPage ?? null,
      sort: args.sort ?? null,
    }),
    productsView,
  ),
  // The search overlay's product results (spec §2: products and categories, debounced).
  productSearch: operationMethod(
    productSearchArguments,
    ProductSearchDocument,
    (args) => ({ search: args.search, pageSize: args.pageSize }),
    productSearchHits,
  ),
  // Spec §7 "categorySearch": categoryList with filters.
  categorySearch: operationMethod(
    categorySearchArguments,
    CategorySearchDocument,
    categoryVariables,
    categoryListView,
  ),
  // Spec §7 "categoryList": by category_uid, by url_key (e.g. in home-gifts) or by filters, with
  // pageSize up to 99 (the category menu's page size).
  categoryList: operationMethod(
    categoryListArguments,
    CategorySearchDocument,
    categoryVariables,
    categoryListView,
  ),
  // Spec §7 "getCategoryList": the same call at the category menu's page size (§9: 99) by default.
  getCategoryList: operationMethod(
    categoryListArguments,
    CategorySearchDocument,
    (args) => categoryVariables({ ...args, pageSize: args.pageSize ?? CATEGORY_MENU_PAGE_SIZE }),
    categoryListView,
  ),
  // Spec §7 "navigationMenuTreeList": the header_navigation tree, enabled menus only.
  navigationMenuTreeList: operationMethod(
    navigationMenuArguments,
    NavigationMenuDocument,
    (args) => ({ identifier: args.identifier }),
    headerMenuView,
  ),
  // Spec §7 "route(path)": the locale prefix is stripped before resolution.
  route: operationMethod(routeArguments, RouteDocument, (args) => ({ url: args.url }), routeView),
};
