// For cart price API tests: products priced in every website's base currency (so each storefront
// can be tested with known amounts), a towel in the demo "towels" category, a product on special
// price and a virtual one; and the operations as clients send them.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CatalogIndexer } from '../../catalog/catalog-index';

export interface PricesFixture {
  sheet: number;
  towel: number;
  pillow: number;
  guide: number;
}

/** Base-currency prices per website currency: [website code, currency, minor]. */
type Prices = Array<[string, string, number]>;

const everywhere = (eur: number, usd: number, aed: number, sar: number): Prices => [
  ['loomfront_int_website', 'EUR', eur],
  ['loomfront_at_website', 'EUR', eur],
  ['loomfrontcom_us', 'USD', usd],
  ['loomfrontcom_me', 'AED', aed],
  ['loomfrontcom_me', 'SAR', sar],
];

export async function insertPricesFixture(db: Kysely<Database>): Promise<PricesFixture> {
  const websites = new Map(
    (await db.selectFrom('websites').select(['id', 'code']).execute()).map((w) => [w.code, w.id]),
  );
  const towels = await db
    .selectFrom('categories')
    .where('url_key', '=', 'towels')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const product = async (
    sku: string,
    prices: Prices,
    extra: { type?: 'simple' | 'virtual'; special?: number; category?: number } = {},
  ) => {
    const { id } = await db
      .insertInto('products')
      .values({
        type_id: extra.type ?? 'simple',
        sku,
        name: sku,
        url_key: sku.toLowerCase(),
        visibility: 4,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_websites')
      .values(
        [...websites.values()].map((websiteId) => ({ product_id: id, website_id: websiteId })),
      )
      .execute();
    await db
      .insertInto('product_prices')
      .values(
        prices.map(([website, currency, minor]) => ({
          product_id: id,
          website_id: websites.get(website)!,
          currency_code: currency,
          price_minor: minor,
          special_price_minor: extra.special ?? null,
        })),
      )
      .execute();
    await db.insertInto('inventory').values({ product_id: id, qty: 500 }).execute();
    if (extra.category)
      await db
        .insertInto('category_products')
        .values({ category_id: extra.category, product_id: id, position: 0 })
        .execute();
    return id;
  };
  const fixture = {
    sheet: await product('CR-SHEET', everywhere(4990, 1999, 19900, 19900)),
    towel: await product('CR-TOWEL', everywhere(2990, 2990, 9900, 9900), {
      category: towels.id,
    }),
    pillow: await product('CR-PILLOW', everywhere(5900, 5900, 5900, 5900), { special: 3900 }),
    guide: await product('CR-GUIDE', everywhere(1500, 1500, 1500, 1500), { type: 'virtual' }),
  };
  await new CatalogIndexer(db).reindexProducts(Object.values(fixture));
  return fixture;
}

export const PRICES = /* GraphQL */ `
  fragment Prices on Cart {
    id
    applied_coupons {
      code
    }
    applied_coupon {
      code
    }
    gift_message {
      message
      from
      to
    }
    items {
      uid
      quantity
      is_gift_wrap_applied
      product {
        sku
        is_gift_wrap_available
      }
      prices {
        price {
          value
          currency
        }
        price_including_tax {
          value
        }
        row_total {
          value
        }
        row_total_including_tax {
          value
        }
        total_item_discount {
          value
        }
        discounts {
          label
          amount {
            value
          }
        }
        fixed_product_taxes {
          label
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
      }
      subtotal_excluding_tax {
        value
      }
      subtotal_with_discount_excluding_tax {
        value
      }
      subtotal_without_special_price_discount {
        value
      }
      total_item_discount {
        value
      }
      gift_wrap {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      discount {
        label
        amount {
          value
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
  }
`;

export const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
export const CUSTOMER_CART = `{ customerCart { id } }`;
export const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } }
}`;
export const CART = `query ($id: String!) { cart(cart_id: $id) { ...Prices } } ${PRICES}`;
export const APPLY = `mutation ($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ...Prices } }
} ${PRICES}`;
export const APPLY_MANY = `mutation ($id: String!, $codes: [String]!, $type: ApplyCouponsStrategy) {
  applyCouponsToCart(input: { cart_id: $id, coupon_codes: $codes, type: $type }) { cart { ...Prices } }
} ${PRICES}`;
export const REMOVE = `mutation ($id: String!) {
  removeCouponFromCart(input: { cart_id: $id }) { cart { ...Prices } }
} ${PRICES}`;
export const REMOVE_MANY = `mutation ($id: String!, $codes: [String]!) {
  removeCouponsFromCart(input: { cart_id: $id, coupon_codes: $codes }) { cart { ...Prices } }
} ${PRICES}`;
export const WRAP = `mutation ($id: String!, $uids: [ID!]) {
  setGiftWrapOnCart(input: { cart_id: $id, cart_item_uids: $uids }) { cart { ...Prices } }
} ${PRICES}`;
export const UNWRAP = `mutation ($id: String!, $uids: [ID!]) {
  unsetGiftWrapOnCart(input: { cart_id: $id, cart_item_uids: $uids }) { cart { ...Prices } }
} ${PRICES}`;
export const WRAP_DETAILS = `mutation ($id: String!, $message: String!, $from: String!, $to: String!) {
  setGiftWrapDetails(input: { cart_id: $id, message: $message, from: $from, to: $to }) { cart { ...Prices } }
} ${PRICES}`;
export const WRAP_CONFIG = `{ getGiftWrapConfig { available price { value currency } message_max_length name_max_length } }`;
