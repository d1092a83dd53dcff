// Checkout's GraphQL edge: arguments in, CheckoutService out; the cart's checkout fields and
// Magento's address and method types. Amounts are integer minor units until here.
import type { GraphQLContext } from '../../graphql/context';
import type { CurrencyEnum, Money, Resolvers } from '../../generated/graphql';
import { minorToDecimal } from '../pricing/money';
import type { CartAddressModel } from './models';

function money(minor: number, currency: string): Money {
  return { value: minorToDecimal(minor), currency: currency as CurrencyEnum };
}

/** CartAddressInterface's fields. */
const addressFields = {
  firstname: (address: CartAddressModel) => address.firstname,
  lastname: (address: CartAddressModel) => address.lastname,
  company: (address: CartAddressModel) => address.company,
  street: (address: CartAddressModel) => address.street,
  city: (address: CartAddressModel) => address.city,
  postcode: (address: CartAddressModel) => address.postcode,
  telephone: (address: CartAddressModel) => address.telephone,
  region: (address: CartAddressModel) =>
    address.region === null && address.regionId === null
      ? null
      : { code: address.regionCode, label: address.region, region_id: address.regionId },
  country: async (
    address: CartAddressModel,
    _args: unknown,
    { request, services }: GraphQLContext,
  ) => ({
    code: address.countryId,
    label: await services.checkout.countryLabel(request, address.countryId),
  }),
};

export const checkoutResolvers: Resolvers = {
  Mutation: {
    setShippingAddressesOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.checkout.setShippingAddresses(request, input),
    }),
    setShippingMethodsOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.checkout.setShippingMethods(request, input),
    }),
    setBillingAddressOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.checkout.setBillingAddress(request, input),
    }),
    setPaymentMethodOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.checkout.setPaymentMethod(request, input),
    }),
  },
  Cart: {
    shipping_addresses: (cart, _args, { request, services }) =>
      services.checkout.shippingAddresses(request, cart),
    billing_address: (cart, _args, { request, services }) =>
      services.checkout.billingAddress(request, cart),
    available_payment_methods: (cart, _args, { request, services }) =>
      services.checkout.availablePaymentMethods(request, cart),
    // Magento answers an empty method rather than null before one is chosen.
    selected_payment_method: async (cart, _args, { request, services }) => {
      const method = await services.checkout.selectedPaymentMethod(request, cart);
      return method
        ? {
            code: method.code,
            title: method.title,
            purchase_order_number: method.purchaseOrderNumber,
          }
        : { code: '', title: '', purchase_order_number: null };
    },
  },
  CartAddressInterface: {
    __resolveType: (address) =>
      address.type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
  },
  ShippingCartAddress: {
    ...addressFields,
    customer_notes: (address) => address.customerNotes,
    pickup_location_code: () => null,
    items_weight: (address, _args, { request, services }) =>
      services.checkout.itemsWeight(request, address.cart),
    cart_items_v2: async (address, _args, { request, services }) =>
      (await services.cart.items(request, address.cart)).filter(
        (item) => item.productType !== 'virtual' && item.productType !== 'downloadable',
      ),
    cart_items: async (address, _args, { request, services }) =>
      (await services.cart.items(request, address.cart))
        .filter((item) => item.productType !== 'virtual' && item.productType !== 'downloadable')
        .map((item) => ({ cart_item_id: item.id, quantity: item.quantity })),
    available_shipping_methods: async (address, _args, { request, services }) =>
      (await services.checkout.availableShippingMethods(request, address)).map((view) => ({
        carrier_code: view.rate.carrierCode,
        carrier_title: view.rate.carrierTitle,
        method_code: view.rate.methodCode,
        method_title: view.rate.methodTitle,
        available: view.rate.available,
        error_message: view.rate.errorMessage,
        amount: money(view.amountMinor, view.currency),
        base_amount: money(view.baseAmountMinor, view.baseCurrency),
        price_excl_tax: money(view.exclTaxMinor, view.currency),
        price_incl_tax: money(view.inclTaxMinor, view.currency),
      })),
    selected_shipping_method: async (address, _args, { request, services }) => {
      const method = await services.checkout.selectedShippingMethod(request, address);
      return method
        ? {
            carrier_code: method.carrierCode,
            carrier_title: method.carrierTitle,
            method_code: method.methodCode,
            method_title: method.methodTitle,
            amount: money(method.amountMinor, method.currency),
            base_amount: money(method.baseAmountMinor, method.baseCurrency),
          }
        : null;
    },
  },
  BillingCartAddress: {
    ...addressFields,
    // Magento: "The field is used only in shipping address".
    customer_notes: () => null,
  },
};
