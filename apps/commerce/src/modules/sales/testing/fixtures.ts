// For order API tests: a cart filled and checked out through the real mutations, as the
// storefront's checkout sends them, and the operations that place and read orders.
import type { GraphQLResponseBody } from '../../../testing/index';

export type Gql = (
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ body: GraphQLResponseBody }>;

export const ORDER_FIELDS = /* GraphQL */ `
  fragment OrderFields on CustomerOrder {
    id
    number
    order_number
    increment_id
    order_date
    status
    email
    is_virtual
    token
    applied_coupons {
      code
    }
    carrier
    shipping_method
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipping_address {
      firstname
      lastname
      street
      city
      postcode
      country_code
      telephone
    }
    billing_address {
      firstname
      lastname
      postcode
      country_code
    }
    items {
      __typename
      product_name
      product_sku
      product_type
      product_sale_price {
        value
        currency
      }
      prices {
        price_including_tax {
          value
        }
        row_total {
          value
        }
        row_total_including_tax {
          value
        }
      }
      quantity_ordered
      quantity_canceled
      status
      selected_options {
        label
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
    }
    total {
      base_grand_total {
        value
        currency
      }
      grand_total {
        value
        currency
      }
      subtotal {
        value
        currency
      }
      subtotal_excl_tax {
        value
      }
      subtotal_incl_tax {
        value
      }
      total_shipping {
        value
      }
      total_tax {
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
      taxes {
        title
        rate
        amount {
          value
        }
      }
    }
    invoices {
      id
    }
    shipments {
      id
    }
    credit_memos {
      id
    }
  }
`;

export const PLACE_ORDER = /* GraphQL */ `
  mutation ($id: String!) {
    placeOrder(input: { cart_id: $id }) {
      order {
        order_number
        order_id
        items
        total
      }
      orderV2 {
        ...OrderFields
      }
      errors {
        code
        message
      }
    }
  }
  ${ORDER_FIELDS}
`;

export const CUSTOMER_ORDERS = /* GraphQL */ `
  query ($filter: CustomerOrdersFilterInput, $pageSize: Int, $currentPage: Int) {
    customer {
      orders(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
        items {
          ...OrderFields
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        total_count
      }
    }
  }
  ${ORDER_FIELDS}
`;

export const GUEST_ORDER = /* GraphQL */ `
  query ($number: String!, $email: String!, $postcode: String!) {
    guestOrder(input: { number: $number, email: $email, postcode: $postcode }) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const GUEST_ORDER_BY_TOKEN = /* GraphQL */ `
  query ($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const CART_TOTALS = /* GraphQL */ `
  query ($id: String!) {
    cart(cart_id: $id) {
      items {
        prices {
          price_including_tax {
            value
          }
          row_total {
            value
          }
          row_total_including_tax {
            value
          }
        }
      }
      prices {
        grand_total {
          value
          currency
        }
        subtotal_excluding_tax {
          value
        }
        subtotal_including_tax {
          value
        }
        applied_taxes {
          amount {
            value
          }
        }
      }
    }
  }
`;

/** The address each test ships to, per store view's country. */
export const ADDRESSES: Record<string, Record<string, unknown>> = {
  default: {
    firstname: 'Grace',
    lastname: 'Hopper',
    street: ['Leinenstraße 1'],
    city: 'Berlin',
    region: 'BE',
    postcode: '10115',
    country_code: 'DE',
    telephone: '+49 30 1234567',
  },
  at: {
    firstname: 'Grete',
    lastname: 'Huber',
    street: ['Leinengasse 1'],
    city: 'Wien',
    region: 'AT-9',
    postcode: '1010',
    country_code: 'AT',
    telephone: '+43 1 234 5678',
  },
  us: {
    firstname: 'Grace',
    lastname: 'Hopper',
    street: ['1 Linen Ave'],
    city: 'New York',
    region: 'NY',
    postcode: '10001',
    country_code: 'US',
    telephone: '+1 212 555 0100',
  },
  me: {
    firstname: 'Layla',
    lastname: 'Haddad',
    street: ['1 Linen Street'],
    city: 'Dubai',
    region: 'AE-DU',
    postcode: null,
    country_code: 'AE',
    telephone: '+971 4 123 4567',
  },
  sa: {
    firstname: 'Layla',
    lastname: 'Haddad',
    street: ['1 Linen Street'],
    city: 'Riyadh',
    region: 'SA-01',
    postcode: '11564',
    country_code: 'SA',
    telephone: '+966 11 123 4567',
  },
};

const SHIPPING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
    cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } }
  }
}`;
const SHIPPING_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { id }
  }
}`;
const BILLING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address, same_as_shipping: true } }) {
    cart { id }
  }
}`;
const BILLING_ADDRESS_ONLY = `mutation ($id: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) {
    cart { id }
  }
}`;
const PAYMENT_METHOD = `mutation ($id: String!, $code: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) {
    cart { selected_payment_method { code } }
  }
}`;
export const GUEST_EMAIL = `mutation ($id: String!, $email: String!) {
  setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }
}`;
export const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } }
}`;

function ok(body: GraphQLResponseBody, step: string): void {
  if (body.errors) throw new Error(`${step}: ${JSON.stringify(body.errors)}`);
}

/** Which checkout steps to take (all by default). */
export interface CheckoutSteps {
  shippingAddress?: boolean;
  shippingMethod?: boolean;
  billingAddress?: boolean;
  payment?: string | false;
}

/** Sets the shipping address, the first available method, the billing address and a payment. */
export async function checkOut(
  gql: Gql,
  id: string,
  store = 'default',
  steps: CheckoutSteps = {},
): Promise<void> {
  const address = ADDRESSES[store] ?? ADDRESSES['default']!;
  if (steps.shippingAddress !== false) {
    const { body } = await gql(SHIPPING_ADDRESS, { id, address });
    ok(body, 'shipping address');
    if (steps.shippingMethod !== false) {
      const methods = body.data!['setShippingAddressesOnCart'].cart.shipping_addresses[0]
        .available_shipping_methods as Array<{
        carrier_code: string;
        method_code: string;
        available: boolean;
      }>;
      const method = methods.find((candidate) => candidate.available);
      if (!method) throw new Error(`no shipping method for ${store}`);
      ok(
        (
          await gql(SHIPPING_METHOD, {
            id,
            carrier: method.carrier_code,
            method: method.method_code,
          })
        ).body,
        'shipping method',
      );
    }
  }
  if (steps.billingAddress !== false) {
    const { body } =
      steps.shippingAddress === false
        ? await gql(BILLING_ADDRESS_ONLY, { id, address })
        : await gql(BILLING_ADDRESS, { id, address });
    ok(body, 'billing address');
  }
  if (steps.payment !== false) {
    ok((await gql(PAYMENT_METHOD, { id, code: steps.payment ?? 'checkmo' })).body, 'payment');
  }
}
