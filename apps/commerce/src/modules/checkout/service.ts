// Checkout on the cart (Magento QuoteGraphQl): the shipping address and its method, the billing
// address and the payment method. Every operation passes the cart module's guard first (another's
// cart answers as a missing one); every write runs in the cart's locked transaction, after the
// directory, address book and rate reads it needs (on the embedded database a read outside the
// transaction would wait for it).
//
// For sibling modules (keep these signatures stable):
//   - `checkoutOf(context, cart)`: the cart's shipping address, chosen shipping method with its
//     amounts, billing address and payment method, as typed values (orders read this).
//   - `shippingRates(context, cart)`: the rates the shipping address offers now.
//   - `availablePaymentMethods(context, cart)`: the payment methods the cart may use now.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import type {
  BillingAddressInput,
  CartAddressInput,
  PaymentMethodInput,
  SetBillingAddressOnCartInput,
  SetPaymentMethodOnCartInput,
  SetShippingAddressesOnCartInput,
  SetShippingMethodsOnCartInput,
  ShippingAddressInput,
} from '../../generated/graphql';
import { requireCartId } from '../cart/guard';
import type { CartModel } from '../cart/models';
import type { CartService } from '../cart/service';
import type { AddressCountry } from '../customer-address/address-countries';
import type { CustomerAddressService } from '../customer-address/service';
import type { DirectoryService } from '../directory/service';
import { calculateCartTotals } from '../pricing/cart-totals';
import type { CartTotalsService } from '../pricing/cart-totals-service';
import { convertMinor } from '../pricing/money';
import type { CartAccess } from '../sales-rule/cart-access';
import type { StoresService } from '../stores/service';
import {
  MAX_FIELD_LENGTH,
  MAX_SHIPPING_ADDRESSES,
  MESSAGES,
  isTelephone,
  readCartAddress,
  readNotes,
} from './address-rules';
import type {
  BillingAddressModel,
  CartCheckout,
  PaymentMethodModel,
  SelectedPaymentModel,
  SelectedShippingMethodModel,
  ShippingAddressModel,
  ShippingRate,
} from './models';
import {
  availablePaymentMethods,
  PAYMENT_METHODS,
  type PaymentMethodDefinition,
} from './payment-methods';
import type { CartAddressValues, CheckoutRepository } from './repository';
import type { CheckoutShipping } from './shipping';

/** The only shipping method type offered (spec §9). */
export const SHIPPING_METHOD_TYPE_DELIVERY = 'delivery';
const MAX_CODE_LENGTH = 64;

export const CHECKOUT_MESSAGES = {
  virtualShipping: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
  shippingBoth:
    'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
  shippingNeither: 'The shipping address must contain either "customer_address_id" or "address".',
  billingBoth:
    'The billing address cannot contain "customer_address_id" and "address" at the same time',
  billingNeither: 'The billing address must contain either "customer_address_id" or "address".',
  notAuthorized: "The current customer isn't authorized.",
  addressNotFound: (id: number) => `Could not find a address with ID "${id}"`,
  noShippingAddress: 'The shipping address is missing. Set the address and try again.',
  multipleMethods: 'You cannot specify multiple shipping methods.',
  methodNotFound: (carrier: string, method: string) =>
    `Carrier with such method not found: ${carrier}, ${method}`,
  paymentNotAvailable: 'The requested Payment Method is not available.',
  pickup: 'In-store pickup is not offered; leave "pickup_location_code" empty.',
  shippingMethodType: (value: string) =>
    `Invalid value of "${value.slice(0, 64)}" provided for the shipping_method_type field.`,
} as const;

/** A shipping rate as the storefront sees it (display currency). */
export interface ShippingRateView {
  rate: ShippingRate;
  currency: string;
  baseCurrency: string;
  amountMinor: number;
  baseAmountMinor: number;
  exclTaxMinor: number;
  inclTaxMinor: number;
}

export class CheckoutService {
  constructor(
    private readonly repositoryOver: (db: Kysely<Database>) => CheckoutRepository,
    private readonly repository: CheckoutRepository,
    private readonly access: CartAccess,
    private readonly carts: CartService,
    private readonly shipping: CheckoutShipping,
    private readonly totals: CartTotalsService,
    private readonly directory: DirectoryService,
    private readonly customerAddresses: CustomerAddressService,
    private readonly stores: StoresService,
    /** Methods of configured payment providers (Stripe's card), offered after the offline ones. */
    private readonly providerMethods: readonly PaymentMethodDefinition[] = [],
  ) {}

  // ---- Writes ------------------------------------------------------------------------------

  /** Mutation.setShippingAddressesOnCart: the first entry becomes the cart's shipping address. */
  async setShippingAddresses(
    context: RequestContext,
    input: SetShippingAddressesOnCartInput | null | undefined,
  ): Promise<CartModel> {
    const id = requireCartId(input?.cart_id);
    const entries = input?.shipping_addresses ?? [];
    if (entries.length === 0 || !entries[0]) {
      throw inputError('Required parameter "shipping_addresses" is missing');
    }
    if (entries.length > MAX_SHIPPING_ADDRESSES) {
      throw inputError(`At most ${MAX_SHIPPING_ADDRESSES} shipping addresses can be sent.`);
    }
    const type = input?.shipping_method_type?.trim() || null;
    if (type !== null && type !== SHIPPING_METHOD_TYPE_DELIVERY) {
      throw inputError(CHECKOUT_MESSAGES.shippingMethodType(type));
    }
    const entry: ShippingAddressInput = entries[0];
    const cart = await this.access.guarded(context, id);
    if (await this.carts.isVirtual(context, cart)) {
      throw inputError(CHECKOUT_MESSAGES.virtualShipping);
    }
    if (entry.pickup_location_code) throw inputError(CHECKOUT_MESSAGES.pickup);
    const notes = readNotes(entry.customer_notes);
    const address = await this.resolveAddress(context, entry, 'shipping');
    await this.write(context, id, async (locked, repository) => {
      await repository.saveAddress(locked.id, 'shipping', {
        ...address,
        customer_notes: notes,
        shipping_method_type: type ?? SHIPPING_METHOD_TYPE_DELIVERY,
      });
    });
    return cart;
  }

  /** Mutation.setBillingAddressOnCart; with same_as_shipping the address ships the cart too. */
  async setBillingAddress(
    context: RequestContext,
    input: SetBillingAddressOnCartInput | null | undefined,
  ): Promise<CartModel> {
    const id = requireCartId(input?.cart_id);
    const billing: BillingAddressInput | null | undefined = input?.billing_address;
    if (!billing) throw inputError('Required parameter "billing_address" is missing');
    const cart = await this.access.guarded(context, id);
    const address = await this.resolveAddress(context, billing, 'billing');
    const sameAsShipping =
      (billing.same_as_shipping ?? billing.use_for_shipping ?? false) &&
      !(await this.carts.isVirtual(context, cart));
    await this.write(context, id, async (locked, repository) => {
      await repository.saveAddress(locked.id, 'billing', {
        ...address,
        same_as_shipping: sameAsShipping,
      });
      if (sameAsShipping) {
        await repository.saveAddress(locked.id, 'shipping', {
          ...address,
          shipping_method_type: SHIPPING_METHOD_TYPE_DELIVERY,
        });
      }
    });
    return cart;
  }

  /** Mutation.setShippingMethodsOnCart: one method, offered by the cart's shipping address. */
  async setShippingMethods(
    context: RequestContext,
    input: SetShippingMethodsOnCartInput | null | undefined,
  ): Promise<CartModel> {
    const id = requireCartId(input?.cart_id);
    const methods = input?.shipping_methods ?? [];
    if (methods.length === 0 || !methods[0]) {
      throw inputError('Required parameter "shipping_methods" is missing');
    }
    if (methods.length > 1) throw inputError(CHECKOUT_MESSAGES.multipleMethods);
    const carrier = methods[0].carrier_code?.trim() ?? '';
    const method = methods[0].method_code?.trim() ?? '';
    if (!carrier) throw inputError('Required parameter "carrier_code" is missing.');
    if (!method) throw inputError('Required parameter "method_code" is missing.');
    const cart = await this.access.guarded(context, id);
    const { shipping } = await this.shipping.addresses(context, cart);
    if (!shipping || (await this.carts.isVirtual(context, cart))) {
      throw inputError(CHECKOUT_MESSAGES.noShippingAddress);
    }
    const rates = await this.shippingRates(context, cart);
    const offered =
      carrier.length <= MAX_CODE_LENGTH &&
      method.length <= MAX_CODE_LENGTH &&
      rates.some(
        (rate) => rate.available && rate.carrierCode === carrier && rate.methodCode === method,
      );
    if (!offered) {
      throw inputError(
        CHECKOUT_MESSAGES.methodNotFound(carrier.slice(0, MAX_CODE_LENGTH), method.slice(0, 64)),
      );
    }
    await this.write(context, id, async (locked, repository) => {
      if (!(await repository.saveShippingMethod(locked.id, carrier, method))) {
        throw inputError(CHECKOUT_MESSAGES.noShippingAddress);
      }
    });
    return cart;
  }

  /** Mutation.setPaymentMethodOnCart: one of the methods the cart may use now. */
  async setPaymentMethod(
    context: RequestContext,
    input: SetPaymentMethodOnCartInput | null | undefined,
  ): Promise<CartModel> {
    const id = requireCartId(input?.cart_id);
    const payment: PaymentMethodInput | null | undefined = input?.payment_method;
    const code = payment?.code?.trim() ?? '';
    if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
    const orderNumber = payment?.purchase_order_number?.trim() || null;
    if (orderNumber && orderNumber.length > MAX_CODE_LENGTH) {
      throw inputError(MESSAGES.tooLong('purchase_order_number', MAX_CODE_LENGTH));
    }
    const cart = await this.access.guarded(context, id);
    const available = await this.availablePaymentMethods(context, cart);
    if (!available.some((method) => method.code === code)) {
      throw inputError(CHECKOUT_MESSAGES.paymentNotAvailable);
    }
    await this.write(context, id, (locked, repository) =>
      repository.savePayment(locked.id, { method_code: code, purchase_order_number: orderNumber }),
    );
    return cart;
  }

  /** Runs a write under the cart's lock and forgets what the request read of the cart. */
  private async write(
    context: RequestContext,
    maskedId: string,
    work: (cart: CartModel, repository: CheckoutRepository) => Promise<void>,
  ): Promise<void> {
    const cart = await this.access.locked(context, maskedId, async (locked, db) => {
      await work(locked, this.repositoryOver(db));
      return locked;
    });
    this.shipping.forget(context);
    this.totals.forget(context, cart);
  }

  /** The address an input names: the customer's own address book entry, or the one sent. */
  private async resolveAddress(
    context: RequestContext,
    input: { address?: CartAddressInput | null; customer_address_id?: number | null },
    type: 'shipping' | 'billing',
  ): Promise<
    Omit<CartAddressValues, 'customer_notes' | 'same_as_shipping' | 'shipping_method_type'>
  > {
    const hasId = input.customer_address_id !== null && input.customer_address_id !== undefined;
    const hasAddress = input.address !== null && input.address !== undefined;
    if (hasId && hasAddress) {
      throw inputError(
        type === 'shipping' ? CHECKOUT_MESSAGES.shippingBoth : CHECKOUT_MESSAGES.billingBoth,
      );
    }
    if (!hasId && !hasAddress) {
      throw inputError(
        type === 'shipping' ? CHECKOUT_MESSAGES.shippingNeither : CHECKOUT_MESSAGES.billingNeither,
      );
    }
    if (hasId) return this.bookAddress(context, input.customer_address_id!);
    const fields = readCartAddress(input.address!);
    const country = await this.allowedCountry(context, fields.countryId);
    const region = regionOf(country, fields.region, fields.regionId);
    if (country.postcodeRequired && !fields.postcode) {
      throw inputError(MESSAGES.required('postcode'));
    }
    return {
      customer_address_id: null,
      firstname: fields.firstname,
      lastname: fields.lastname,
      company: fields.company,
      street: fields.street.join('\n'),
      city: fields.city,
      ...region,
      postcode: fields.postcode,
      country_id: country.id,
      telephone: fields.telephone,
      save_in_address_book: context.customer ? fields.saveInAddressBook : false,
    };
  }

  /** An address book entry of the cart's customer (a guest has none: Magento's refusal). */
  private async bookAddress(context: RequestContext, id: number) {
    if (!context.customer) throw authorizationError(CHECKOUT_MESSAGES.notAuthorized);
    const address = await this.customerAddresses.ownAddress(context, id);
    if (!address) throw noSuchEntityError(CHECKOUT_MESSAGES.addressNotFound(id));
    // The entry must still make a valid address for this website.
    const country = await this.allowedCountry(context, address.country_code ?? '');
    const street = (address.street ?? []).filter((line): line is string => !!line);
    if (!address.telephone || !isTelephone(address.telephone)) {
      throw inputError(MESSAGES.telephone);
    }
    return {
      customer_address_id: id,
      firstname: cut(address.firstname ?? ''),
      lastname: cut(address.lastname ?? ''),
      company: address.company ?? null,
      street: street.slice(0, 4).join('\n'),
      city: cut(address.city ?? ''),
      region: address.region?.region ?? null,
      region_code: address.region?.region_code ?? null,
      region_id: address.region?.region_id ?? null,
      postcode: address.postcode ?? null,
      country_id: country.id,
      telephone: address.telephone,
      save_in_address_book: false,
    };
  }

  private async allowedCountry(context: RequestContext, countryId: string) {
    const country = await this.directory.allowed(context, countryId);
    if (!country) throw inputError(MESSAGES.country(countryId.slice(0, 64)));
    return country;
  }

  // ---- Reads -------------------------------------------------------------------------------

  /** Cart.shipping_addresses: the shipping address (none for a virtual cart). */
  async shippingAddresses(context: RequestContext, cart: CartModel) {
    const { shipping } = await this.shipping.addresses(context, cart);
    if (!shipping || (await this.carts.isVirtual(context, cart))) return [];
    return [shipping];
  }

  async billingAddress(context: RequestContext, cart: CartModel) {
    return (await this.shipping.addresses(context, cart)).billing;
  }

  /** The rates the cart's shipping address offers now (base currency). */
  async shippingRates(context: RequestContext, cart: CartModel): Promise<ShippingRate[]> {
    const prices = await this.totals.prices(context, cart);
    return this.shipping.rates(context, cart, prices.baseBeforeShipping);
  }

  /** ShippingCartAddress.available_shipping_methods, in the display currency. */
  async availableShippingMethods(
    context: RequestContext,
    address: ShippingAddressModel,
  ): Promise<ShippingRateView[]> {
    const rates = await this.shippingRates(context, address.cart);
    return Promise.all(rates.map((rate) => this.rateView(context, address, rate)));
  }

  /** ShippingCartAddress.selected_shipping_method, while the address still offers it. */
  async selectedShippingMethod(
    context: RequestContext,
    address: ShippingAddressModel,
  ): Promise<SelectedShippingMethodModel | null> {
    const prices = await this.totals.prices(context, address.cart);
    const rate = await this.shipping.selectedRate(context, address.cart, prices.baseBeforeShipping);
    if (!rate) return null;
    return {
      carrierCode: rate.carrierCode,
      carrierTitle: rate.carrierTitle,
      methodCode: rate.methodCode!,
      methodTitle: rate.methodTitle!,
      amountMinor: prices.totals.shippingMinor,
      baseAmountMinor: prices.base.shippingMinor,
      currency: prices.currency,
      baseCurrency: context.store.storeView.baseCurrencyCode,
    };
  }

  /** ShippingCartAddress.items_weight, in the store's weight unit. */
  async itemsWeight(context: RequestContext, cart: CartModel): Promise<number> {
    return (await this.shipping.weight(context, cart)) / 10_000;
  }

  /** Cart.available_payment_methods; none for an empty cart. */
  async availablePaymentMethods(
    context: RequestContext,
    cart: CartModel,
  ): Promise<PaymentMethodModel[]> {
    const prices = await this.totals.prices(context, cart);
    // An empty cart has nothing to pay for (and would pass for a free one).
    if (prices.lines.length === 0) return [];
    const methods = [...PAYMENT_METHODS, ...this.providerMethods];
    const paths = methods.flatMap((method) => [
      `payment/${method.code}/active`,
      `payment/${method.code}/title`,
      ...(method.requiredConfig ?? []),
    ]);
    const values = new Map(
      await Promise.all(
        paths.map(async (path) => [path, await this.stores.configValue(context, path)] as const),
      ),
    );
    return availablePaymentMethods(
      {
        config: (path) => values.get(path) ?? null,
        grandTotalMinor: prices.base.grandTotalMinor,
      },
      methods,
    );
  }

  /** Cart.selected_payment_method: the chosen method while the cart may still use it. */
  async selectedPaymentMethod(
    context: RequestContext,
    cart: CartModel,
  ): Promise<SelectedPaymentModel | null> {
    const stored = await this.repository.payment(cart.id);
    if (!stored) return null;
    const method = (await this.availablePaymentMethods(context, cart)).find(
      (candidate) => candidate.code === stored.method_code,
    );
    return method ? { ...method, purchaseOrderNumber: stored.purchase_order_number } : null;
  }

  /** Everything an order needs of the cart's checkout (see the header). */
  async checkoutOf(context: RequestContext, cart: CartModel): Promise<CartCheckout> {
    const [addresses, isVirtual] = await Promise.all([
      this.shipping.addresses(context, cart),
      this.carts.isVirtual(context, cart),
    ]);
    const shippingAddress = isVirtual ? null : addresses.shipping;
    const [shippingMethod, paymentMethod] = await Promise.all([
      shippingAddress ? this.selectedShippingMethod(context, shippingAddress) : null,
      this.selectedPaymentMethod(context, cart),
    ]);
    return {
      shippingAddress,
      shippingMethod,
      billingAddress: addresses.billing as BillingAddressModel | null,
      paymentMethod,
    };
  }

  /** A country's name in the store view's language (its code when the website no longer has it). */
  async countryLabel(context: RequestContext, countryId: string): Promise<string> {
    try {
      return (await this.directory.country(context, countryId)).full_name_locale;
    } catch {
      return countryId;
    }
  }

  private async rateView(
    context: RequestContext,
    address: ShippingAddressModel,
    rate: ShippingRate,
  ): Promise<ShippingRateView> {
    const [rateToDisplay, settings] = await Promise.all([
      this.stores.displayRate(context),
      this.totals.taxSettings(context, {
        countryId: address.countryId,
        regionCode: address.regionCode,
      }),
    ]);
    const amountMinor =
      context.store.currencyCode === context.store.storeView.baseCurrencyCode
        ? rate.amountMinor
        : convertMinor(rate.amountMinor, rateToDisplay);
    const taxed = calculateCartTotals({
      lines: [],
      ...settings,
      rules: [],
      giftWrapUnitMinor: null,
      shippingMinor: amountMinor,
    });
    return {
      rate,
      currency: context.store.currencyCode,
      baseCurrency: context.store.storeView.baseCurrencyCode,
      amountMinor,
      baseAmountMinor: rate.amountMinor,
      exclTaxMinor: taxed.shippingExclTaxMinor,
      inclTaxMinor: taxed.shippingInclTaxMinor,
    };
  }
}

function cut(value: string): string {
  return value.slice(0, MAX_FIELD_LENGTH);
}

/**
 * The region of an address: a country with regions takes one of them, by id, else by code or
 * name; a country without regions keeps the text. Magento's messages name the regionId field.
 */
function regionOf(
  country: AddressCountry,
  region: string | null,
  regionId: number | null,
): { region: string | null; region_code: string | null; region_id: number | null } {
  if (country.regions.length === 0) {
    if (regionId !== null) throw inputError(MESSAGES.region(String(regionId)));
    if (country.regionRequired && !region) throw inputError(MESSAGES.required('regionId'));
    return { region, region_code: null, region_id: null };
  }
  if (regionId === null && !region) {
    if (country.regionRequired) throw inputError(MESSAGES.required('regionId'));
    return { region: null, region_code: null, region_id: null };
  }
  const wanted = region?.toLowerCase();
  const match =
    regionId !== null
      ? country.regions.find((candidate) => candidate.id === regionId)
      : country.regions.find(
          (candidate) =>
            candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
        );
  if (!match) throw inputError(MESSAGES.region(String(regionId ?? region).slice(0, 64)));
  return { region: match.name, region_code: match.code, region_id: match.id };
}
