// For cart API tests: the catalog fixture plus a virtual and a downloadable product, and the
// cart operations as the storefront sends them.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CatalogIndexer } from '../../catalog/catalog-index';
import { insertCatalogFixture, type CatalogFixture } from '../../catalog/testing/fixtures';

export interface CartFixture extends CatalogFixture {
  virtualId: number;
  downloadableId: number;
}

export async function insertCartFixture(db: Kysely<Database>): Promise<CartFixture> {
  const fixture = await insertCatalogFixture(db);
  const add = async (type: 'virtual' | 'downloadable', sku: string, name: string) => {
    const { id } = await db
      .insertInto('products')
      .values({ type_id: type, sku, name, url_key: sku.toLowerCase(), visibility: 4, status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_websites')
      .values({ product_id: id, website_id: fixture.websiteId })
      .execute();
    await db
      .insertInto('product_prices')
      .values({
        product_id: id,
        website_id: fixture.websiteId,
        currency_code: 'EUR',
        price_minor: 1500,
      })
      .execute();
    await db.insertInto('inventory').values({ product_id: id, qty: 500 }).execute();
    return id;
  };
  const virtualId = await add('virtual', 'CARE-GUIDE-CONSULT', 'Care Consultation');
  const downloadableId = await add('downloadable', 'CARE-GUIDE-PDF', 'Linen Care Guide');
  await db
    .insertInto('downloadable_links')
    .values({ product_id: downloadableId, title: 'Care guide (PDF)', sort_order: 1 })
    .execute();
  // The bundle's duvet (out of stock) is optional, so the bundle sells with its pillowcases.
  await db
    .updateTable('bundle_options')
    .set({ required: false })
    .where('product_id', '=', fixture.products.bundle)
    .where('title', '=', 'Duvet')
    .execute();
  await new CatalogIndexer(db).reindexAll();
  return { ...fixture, virtualId, downloadableId };
}

/** Sets a product's stock and reindexes it, as an import would. */
export async function setStock(db: Kysely<Database>, productId: number, qty: number) {
  await db.updateTable('inventory').set({ qty }).where('product_id', '=', productId).execute();
  await new CatalogIndexer(db).reindexProducts([productId]);
}

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    has_out_of_stock_items
    shipping_addresses {
      firstname
    }
    billing_address {
      firstname
    }
    available_payment_methods {
      code
    }
    selected_payment_method {
      code
      title
      purchase_order_number
    }
    gift_message {
      message
    }
    items {
      __typename
      id
      uid
      quantity
      saleable_qty
      is_available
      errors {
        code
        message
      }
      product {
        sku
      }
      ... on ConfigurableCartItem {
        configured_variant {
          sku
        }
        configurable_options {
          option_label
          value_label
          configurable_product_option_uid
          configurable_product_option_value_uid
        }
      }
      ... on BundleCartItem {
        bundle_options {
          label
          type
          values {
            label
            quantity
            price
          }
        }
      }
      ... on DownloadableCartItem {
        links {
          title
        }
        samples {
          title
        }
      }
    }
  }
`;

export const CART = `query ($id: String!) { cart(cart_id: $id) { ...CartFields } } ${CART_FIELDS}`;
export const CUSTOMER_CART = `{ customerCart { ...CartFields } } ${CART_FIELDS}`;
export const CREATE_GUEST_CART = `mutation ($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }`;
export const CREATE_EMPTY_CART = `mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }`;
export const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { ...CartFields }
    user_errors { code message }
  }
} ${CART_FIELDS}`;
export const UPDATE = `mutation ($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ...CartFields } }
} ${CART_FIELDS}`;
export const REMOVE = `mutation ($id: String!, $uid: ID) {
  removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ...CartFields } }
} ${CART_FIELDS}`;
export const CLEAR = `mutation ($id: ID!) {
  clearCart(input: { uid: $id }) { cart { ...CartFields } errors { type message } }
} ${CART_FIELDS}`;
export const MERGE = `mutation ($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ...CartFields }
} ${CART_FIELDS}`;
export const GUEST_EMAIL = `mutation ($id: String!, $email: String!) {
  setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id email } }
}`;
