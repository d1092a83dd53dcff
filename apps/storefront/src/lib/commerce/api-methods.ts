import 'server-only';
// The API-method registry (DESIGN.md "Data access"): one typed map naming the spec's calls. Server
// components call these directly; client components through POST /api/magento/{apiMethod}
// (api-client.ts). Every method answers a view model (types/*), reshaped in reshape/*; the
// catalog's and the product's methods live in catalog-methods.ts and product-methods.ts.
import type { z } from 'zod';
import { AvailableStoresDocument } from '@/gql/graphql';
import { availableStoresArguments, noArguments } from './api-arguments';
import { cartMethods } from './cart-methods';
import { catalogMethods } from './catalog-methods';
import { checkoutMethods } from './checkout-methods';
import { customerMethods } from './customer-methods';
import { operationMethod, type ApiContext } from './define-api-method';
import type { ApiMethodRegistry } from './dispatch';
import { homeMethods } from './home-methods';
import { orderMethods } from './order-methods';
import { productMethods } from './product-methods';
import { reshapeAvailableStores } from './reshape/store-data';
import { loadStoreData } from './store';
import { stripeMethods } from './stripe-methods';
import { wishlistMethods } from './wishlist-methods';

export type { ApiContext } from './define-api-method';

export const apiMethods = {
  // Not an operationMethod (nor wrapped by defineApiMethod): store data is what the currency is resolved from.
  storeConfig: {
    args: noArguments,
    run: (_args: z.output<typeof noArguments>, context: ApiContext) =>
      loadStoreData(context.locale, context.cookies),
  },
  availableStores: operationMethod(
    availableStoresArguments,
    AvailableStoresDocument,
    (args) => ({ useCurrentGroup: args.useCurrentGroup ?? null }),
    reshapeAvailableStores,
  ),
  ...catalogMethods,
  ...productMethods,
  ...homeMethods,
  ...customerMethods,
  ...cartMethods,
  ...checkoutMethods,
  ...stripeMethods,
  ...wishlistMethods,
  ...orderMethods,
} satisfies ApiMethodRegistry<ApiContext>;

/** The registry's shape, for type-only imports (the browser side derives its types from it). */
export type ApiMethods = typeof apiMethods;
export type ApiMethodName = keyof ApiMethods;
