// The cart's addresses as read in a request, and the shipping rates of its shipping address. The
// cart totals reach checkout through this (CartShippingSource): the shipping address is the tax
// destination and the chosen method's amount goes into the grand total.
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { CartModel, CartItemModel } from '../cart/models';
import type { CartService } from '../cart/service';
import type { CartShippingSource } from '../pricing/cart-lines';
import type { CartTotals } from '../pricing/cart-totals';
import { decimalToMinor } from '../pricing/money';
import type { StoresService } from '../stores/service';
import type { BillingAddressModel, ShippingAddressModel, ShippingRate } from './models';
import type { CartAddressRow, CheckoutRepository } from './repository';
import { CARRIERS, shippingRates, type CarrierCode, type CarrierConfig } from './shipping-rates';

export interface CartAddresses {
  shipping: ShippingAddressModel | null;
  billing: BillingAddressModel | null;
}

/** Fields of `carriers/<code>/…` the carriers read. */
const CARRIER_FIELDS = [
  'active',
  'title',
  'name',
  'price',
  'type',
  'free_shipping_subtotal',
  'sallowspecific',
  'specificcountry',
  'showmethod',
  'specificerrmsg',
  'sort_order',
] as const;

/** Magento's config.xml defaults of the offline carriers. */
const CARRIER_DEFAULTS: Record<string, string> = {
  'carriers/flatrate/active': '1',
  'carriers/flatrate/price': '5.00',
  'carriers/flatrate/type': 'I',
  'carriers/tablerate/active': '0',
  'carriers/freeshipping/active': '0',
};

const ADDRESSES = loaderKey<Map<number, Promise<CartAddresses>>>('checkout.addresses');
/** Rates per cart, for the totals they were computed from (new totals, new rates). */
const RATES =
  loaderKey<Map<number, { before: CartTotals; rates: Promise<ShippingRate[]> }>>('checkout.rates');

export class CheckoutShipping implements CartShippingSource {
  constructor(
    private readonly repository: CheckoutRepository,
    private readonly carts: CartService,
    private readonly stores: StoresService,
  ) {}

  /** The cart's shipping and billing address, read once per request (`forget` after a write). */
  addresses(context: RequestContext, cart: CartModel): Promise<CartAddresses> {
    const memo = context.loaders.get(ADDRESSES, () => new Map<number, Promise<CartAddresses>>());
    let addresses = memo.get(cart.id);
    if (!addresses) {
      addresses = this.repository.addresses(cart.id).then((rows) => ({
        shipping: shippingOf(
          cart,
          rows.find((row) => row.address_type === 'shipping'),
        ),
        billing: billingOf(
          cart,
          rows.find((row) => row.address_type === 'billing'),
        ),
      }));
      memo.set(cart.id, addresses);
    }
    return addresses;
  }

  forget(context: RequestContext): void {
    context.loaders.get(ADDRESSES, () => new Map<number, Promise<CartAddresses>>()).clear();
    context.loaders.get(RATES, () => new Map()).clear();
  }

  async destination(
    context: RequestContext,
    cart: CartModel,
  ): Promise<{ countryId: string; regionCode: string | null } | null> {
    // Magento taxes by the shipping address, and a cart with nothing to ship by its billing one.
    const { shipping, billing } = await this.addresses(context, cart);
    const address = (await this.carts.isVirtual(context, cart)) ? billing : shipping;
    return address ? { countryId: address.countryId, regionCode: address.regionCode } : null;
  }

  /**
   * The rates the cart's shipping address offers (base currency, the catalog's tax basis), for
   * the cart as priced before shipping; none for a cart without a shipping address or a virtual
   * one.
   */
  rates(
    context: RequestContext,
    cart: CartModel,
    beforeShipping: CartTotals,
  ): Promise<ShippingRate[]> {
    const memo = context.loaders.get(RATES, () => new Map());
    const known = memo.get(cart.id);
    if (known && known.before === beforeShipping) return known.rates;
    const rates = this.computeRates(context, cart, beforeShipping);
    memo.set(cart.id, { before: beforeShipping, rates });
    return rates;
  }

  private async computeRates(
    context: RequestContext,
    cart: CartModel,
    beforeShipping: CartTotals,
  ): Promise<ShippingRate[]> {
    const { shipping } = await this.addresses(context, cart);
    if (!shipping || (await this.carts.isVirtual(context, cart))) return [];
    const [configs, tableRates, weight, lines] = await Promise.all([
      this.carrierConfigs(context),
      this.repository.tableRates(context.store.storeView.website.id, shipping.countryId),
      this.weight(context, cart),
      this.carts.linesOf(context, cart),
    ]);
    return shippingRates(configs, {
      countryId: shipping.countryId,
      regionCode: shipping.regionCode,
      weight,
      quantity: lines
        .filter((line) => !isVirtualLine(line))
        .reduce((sum, line) => sum + line.quantity, 0),
      subtotalMinor: beforeShipping.subtotalWithDiscountShownMinor,
      freeShipping: beforeShipping.freeShipping,
      tableRates,
      toMinor: (value) => decimalToMinor(value),
    });
  }

  async selectedAmount(
    context: RequestContext,
    cart: CartModel,
    beforeShipping: CartTotals,
  ): Promise<number | null> {
    const rate = await this.selectedRate(context, cart, beforeShipping);
    return rate ? rate.amountMinor : null;
  }

  /** The chosen method while the shipping address still offers it, else null. */
  async selectedRate(
    context: RequestContext,
    cart: CartModel,
    beforeShipping: CartTotals,
  ): Promise<ShippingRate | null> {
    const { shipping } = await this.addresses(context, cart);
    if (!shipping?.carrierCode || !shipping.methodCode) return null;
    const rates = await this.rates(context, cart, beforeShipping);
    return (
      rates.find(
        (rate) =>
          rate.available &&
          rate.carrierCode === shipping.carrierCode &&
          rate.methodCode === shipping.methodCode,
      ) ?? null
    );
  }

  /**
   * The package weight in ten-thousandths of the store's weight unit: each shipped line's product
   * (a configurable's chosen variant; a bundle without a weight of its own weighs its parts).
   */
  async weight(context: RequestContext, cart: CartModel): Promise<number> {
    const lines = await this.carts.linesOf(context, cart);
    const weights = await Promise.all(
      lines.map(async (line) => line.quantity * (await this.unitWeight(context, line))),
    );
    return weights.reduce((sum, weight) => sum + weight, 0);
  }

  private async unitWeight(context: RequestContext, line: CartItemModel): Promise<number> {
    if (isVirtualLine(line)) return 0;
    const own = await this.productWeight(context, line.variantProductId ?? line.productId);
    if (line.productType !== 'bundle' || own !== null) return own ?? 0;
    const parts = await Promise.all(
      (line.options.bundle ?? []).map(
        async (part) => part.qty * ((await this.productWeight(context, part.productId)) ?? 0),
      ),
    );
    return parts.reduce((sum, weight) => sum + weight, 0);
  }

  private async productWeight(context: RequestContext, productId: number): Promise<number | null> {
    const product = await this.carts.product(context, productId);
    return product.weight === null ? null : (decimalToMinor(product.weight, 4) ?? null);
  }

  private async carrierConfigs(context: RequestContext): Promise<Map<CarrierCode, CarrierConfig>> {
    const entries = await Promise.all(
      CARRIERS.map(async (carrier) => {
        const values = new Map<string, string | null>();
        await Promise.all(
          CARRIER_FIELDS.map(async (field) => {
            const path = `carriers/${carrier.code}/${field}`;
            values.set(field, await this.stores.configValue(context, path, CARRIER_DEFAULTS[path]));
          }),
        );
        const config: CarrierConfig = (field) => values.get(field) ?? null;
        return [carrier.code, config] as const;
      }),
    );
    return new Map(entries);
  }
}

function isVirtualLine(line: CartItemModel): boolean {
  return line.productType === 'virtual' || line.productType === 'downloadable';
}

function addressOf(cart: CartModel, row: CartAddressRow) {
  return {
    cart,
    customerAddressId: row.customer_address_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    region: row.region,
    regionCode: row.region_code,
    regionId: row.region_id,
    postcode: row.postcode,
    countryId: row.country_id,
    telephone: row.telephone,
    saveInAddressBook: row.save_in_address_book,
    customerNotes: row.customer_notes,
  };
}

function shippingOf(cart: CartModel, row: CartAddressRow | undefined): ShippingAddressModel | null {
  if (!row) return null;
  return {
    ...addressOf(cart, row),
    type: 'shipping',
    shippingMethodType: row.shipping_method_type,
    carrierCode: row.shipping_carrier_code,
    methodCode: row.shipping_method_code,
  };
}

function billingOf(cart: CartModel, row: CartAddressRow | undefined): BillingAddressModel | null {
  if (!row) return null;
  return { ...addressOf(cart, row), type: 'billing', sameAsShipping: row.same_as_shipping };
}
