// Where placing an order reads a cart's checkout data: the checkout module's `checkoutOf` (the
// shipping address, the chosen method while it is available, the billing address, the payment
// method while it is available), as the order keeps it.
import type { RequestContext } from '../../context/request-context';
import type { CartModel } from '../cart/models';
import type { CartAddressModel, CartCheckout as CheckoutOfCart } from '../checkout/models';
import type { OrderAddressRecord } from './models';
import type { CartCheckout, OrderCheckoutSource } from './placement';

export function orderCheckoutOf(checkout: {
  checkoutOf(context: RequestContext, cart: CartModel): Promise<CheckoutOfCart>;
}): OrderCheckoutSource {
  return {
    async checkoutOf(context, cart): Promise<CartCheckout> {
      const recorded = await checkout.checkoutOf(context, cart);
      const method = recorded.shippingMethod;
      return {
        shippingAddress: recorded.shippingAddress && orderAddress(recorded.shippingAddress),
        billingAddress: recorded.billingAddress && orderAddress(recorded.billingAddress),
        shippingMethod: method && {
          carrierCode: method.carrierCode,
          methodCode: method.methodCode,
          carrierTitle: method.carrierTitle,
          methodTitle: method.methodTitle,
        },
        payment: recorded.paymentMethod && {
          code: recorded.paymentMethod.code,
          title: recorded.paymentMethod.title,
        },
      };
    },
  };
}

function orderAddress(address: CartAddressModel): OrderAddressRecord {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    middlename: null,
    prefix: null,
    suffix: null,
    company: address.company,
    street: address.street,
    city: address.city,
    region: address.region,
    regionId: address.regionId,
    postcode: address.postcode,
    countryCode: address.countryId,
    telephone: address.telephone,
    fax: null,
    vatId: null,
  };
}
