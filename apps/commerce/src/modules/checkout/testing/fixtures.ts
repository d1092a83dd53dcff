// For checkout API tests: the cart price fixture's products with weights (a sheet of 1.5, a
// towel of 3 in each store's weight unit), a free virtual sample, and the operations as clients
// send them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CatalogIndexer } from '../../catalog/catalog-index';
import { insertPricesFixture, type PricesFixture } from '../../sales-rule/testing/fixtures';

export interface CheckoutFixture extends PricesFixture {
  sample: number;
}

export async function insertCheckoutFixture(db: Kysely<Database>): Promise<CheckoutFixture> {
  const prices = await insertPricesFixture(db);
  await sql`update products set weight = 1.5 where id = ${prices.sheet}`.execute(db);
  await sql`update products set weight = 3 where id = ${prices.towel}`.execute(db);
  await sql`update products set weight = 1 where id = ${prices.pillow}`.execute(db);
  const { id } = await db
    .insertInto('products')
    .values({
      type_id: 'virtual',
      sku: 'CO-SAMPLE',
      name: 'CO-SAMPLE',
      url_key: 'co-sample',
      visibility: 4,
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const websites = new Map(
    (await db.selectFrom('websites').select(['id', 'code']).execute()).map((w) => [w.code, w.id]),
  );
  await db
    .insertInto('product_websites')
    .values([...websites.values()].map((websiteId) => ({ product_id: id, website_id: websiteId })))
    .execute();
  await db
    .insertInto('product_prices')
    .values(
      (
        [
          ['EUR', 'loomfront_int_website'],
          ['EUR', 'loomfront_at_website'],
          ['USD', 'loomfrontcom_us'],
          ['AED', 'loomfrontcom_me'],
          ['SAR', 'loomfrontcom_me'],
        ] as const
      ).map(([currency, code]) => ({
        product_id: id,
        website_id: websites.get(code)!,
        currency_code: currency,
        price_minor: 0,
        special_price_minor: null,
      })),
    )
    .execute();
  await db.insertInto('inventory').values({ product_id: id, qty: 500 }).execute();
  await new CatalogIndexer(db).reindexProducts([id, prices.sheet, prices.towel, prices.pillow]);
  return { ...prices, sample: id };
}

const ADDRESS_FIELDS = /* GraphQL */ `
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
`;

export const CHECKOUT_FIELDS = /* GraphQL */ `
  fragment CheckoutFields on Cart {
    id
    is_virtual
    shipping_addresses {
      ${ADDRESS_FIELDS}
      customer_notes
      pickup_location_code
      items_weight
      cart_items {
        cart_item_id
        quantity
      }
      cart_items_v2 {
        uid
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        error_message
        amount {
          value
          currency
        }
        base_amount {
          value
          currency
        }
        price_excl_tax {
          value
        }
        price_incl_tax {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        carrier_title
        method_code
        method_title
        amount {
          value
          currency
        }
        base_amount {
          value
          currency
        }
      }
    }
    billing_address {
      ${ADDRESS_FIELDS}
      customer_notes
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
      title
      purchase_order_number
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
      }
      applied_taxes {
        label
        amount {
          value
        }
      }
    }
  }
`;

export const CHECKOUT_CART = `query ($id: String!) { cart(cart_id: $id) { ...CheckoutFields } } ${CHECKOUT_FIELDS}`;

export const SET_SHIPPING = `mutation ($id: String!, $addresses: [ShippingAddressInput]!, $type: String) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses, shipping_method_type: $type }) {
    cart { ...CheckoutFields }
  }
} ${CHECKOUT_FIELDS}`;

export const SET_METHOD = `mutation ($id: String!, $methods: [ShippingMethodInput]!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: $methods }) {
    cart { ...CheckoutFields }
  }
} ${CHECKOUT_FIELDS}`;

export const SET_BILLING = `mutation ($id: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) {
    cart { ...CheckoutFields }
  }
} ${CHECKOUT_FIELDS}`;

export const SET_PAYMENT = `mutation ($id: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) {
    cart { ...CheckoutFields }
  }
} ${CHECKOUT_FIELDS}`;

export const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { id }
}`;

/** A German address as a shopper types it (the empty second street line is dropped). */
export const berlin = {
  firstname: 'Ada',
  lastname: 'Weaver',
  company: 'Leinen & Co',
  street: ['Hauptstraße 1', '', '2. OG'],
  city: 'Berlin',
  region: 'BE',
  postcode: '10115',
  country_code: 'DE',
  telephone: '+49 (30) 123-4567',
};
