// What each API method accepts (zod): pure, so the bounds are tested without the server-only
// registry (api-methods.ts).
import { z } from 'zod';

/** The largest page the products method asks for: the largest of the listing's page sizes. */
export const PRODUCTS_MAX_PAGE_SIZE = 48;

export const noArguments = z.object({}).strict();

const equalFilter = z
  .object({ eq: z.string().optional(), in: z.array(z.string()).optional() })
  .strict();
const rangeFilter = z.object({ from: z.string().optional(), to: z.string().optional() }).strict();
const sortEnum = z.enum(['ASC', 'DESC']);
export const productsArguments = z
  .object({
    search: z.string().max(256).optional(),
    filter: z
      .object({
        category_uid: equalFilter.optional(),
        color: equalFilter.optional(),
        material: equalFilter.optional(),
        size: equalFilter.optional(),
        sku: equalFilter.optional(),
        stock_status: equalFilter.optional(),
        url_key: equalFilter.optional(),
        price: rangeFilter.optional(),
        name: z
          .object({ match: z.string().trim().min(3).max(128) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    // The largest listing page (spec: 24, 36 or 48 a page); a card asks for enough that 99 of
    // them would pass commerce's cost budget.
    pageSize: z.number().int().min(1).max(PRODUCTS_MAX_PAGE_SIZE).optional(),
    currentPage: z.number().int().min(1).optional(),
    sort: z
      .object({
        name: sortEnum.optional(),
        position: sortEnum.optional(),
        price: sortEnum.optional(),
        relevance: sortEnum.optional(),
        news_from_date: sortEnum.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** Spec §9: category menu page size. */
export const CATEGORY_MENU_PAGE_SIZE = 99;

const categoryFilters = z
  .object({
    name: z
      // Magento refuses a name match under 3 characters.
      .object({ match: z.string().trim().min(3).max(128) })
      .strict()
      .optional(),
    url_key: equalFilter.optional(),
    url_path: equalFilter.optional(),
    category_uid: equalFilter.optional(),
    parent_uid: equalFilter.optional(),
  })
  .strict();
export const categoryListArguments = z
  .object({
    filters: categoryFilters.optional(),
    pageSize: z.number().int().min(1).max(CATEGORY_MENU_PAGE_SIZE).optional(),
  })
  .strict();

/** categorySearch: categoryList with filters required. */
export const categorySearchArguments = categoryListArguments.extend({ filters: categoryFilters });

export const availableStoresArguments = z
  .object({ useCurrentGroup: z.boolean().optional() })
  .strict();

/** The search overlay's product results (spec §2: products and categories, debounced). */
export const productSearchArguments = z
  .object({ search: z.string().min(1).max(128), pageSize: z.number().int().min(1).max(12) })
  .strict();

export const navigationMenuArguments = z
  .object({ identifier: z.string().regex(/^[a-z0-9_-]{1,64}$/) })
  .strict();

export const routeArguments = z.object({ url: z.string().min(1).max(512) }).strict();

export const urlKeyArguments = z.object({ urlKey: z.string().min(1).max(255) }).strict();

export const productReviewArguments = urlKeyArguments
  .extend({
    pageSize: z.number().int().min(1).max(100).optional(),
    currentPage: z.number().int().min(1).optional(),
  })
  .strict();

export const stockAlertArguments = z
  .object({ sku: z.string().min(1).max(64), email: z.string().max(254) })
  .strict();
