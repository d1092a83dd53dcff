// SQL for orders: numbering, writing an order whole, moving its state, and reading orders back
// (a customer's pages, one by number or by token). Writes take the transaction of the placement.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Page } from '../../input/paging';
import type {
  NewOrder,
  OrderAddressRecord,
  OrderItemRecord,
  OrderRecord,
  OrderState,
  OrderStatus,
} from './models';
import type { OrderAddressesTable, OrderItemsTable, OrdersTable } from './tables';

/** Items one order holds at most (a cart holds at most 100 lines). */
const MAX_ITEMS_READ = 200;

export interface OrderNumberFilter {
  eq?: string | null;
  match?: string | null;
  in?: string[];
}

export class SalesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The store view's next order number, counted in the caller's transaction: the row stays locked
   * until it commits, so numbers are sequential without gaps, and a rolled-back order gives its
   * number back. The first order of a store view creates its row (prefix: the store view's id,
   * none for the first store view, as Magento's sequence profiles).
   */
  async nextSequenceValue(storeViewId: number): Promise<{ prefix: string; value: number }> {
    const row = await this.db
      .insertInto('order_sequences')
      .values({
        store_view_id: storeViewId,
        prefix: storeViewId === 1 ? '' : String(storeViewId),
        last_value: 1,
      })
      .onConflict((conflict) =>
        conflict
          .column('store_view_id')
          .doUpdateSet({ last_value: sql<number>`order_sequences.last_value + 1` }),
      )
      .returning(['prefix', 'last_value'])
      .executeTakeFirstOrThrow();
    return { prefix: row.prefix, value: row.last_value };
  }

  /**
   * Gives a written order its number (placed with a provisional one, `provisionalOrderNumber`):
   * the last write of a placement, so the store view's sequence row is held only until commit.
   */
  async setNumber(orderId: number, number: string): Promise<void> {
    await this.db.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
  }

  /** Writes the order, its items and addresses; answers its id. */
  async insert(order: NewOrder): Promise<number> {
    const { id } = await this.db
      .insertInto('orders')
      .values({
        number: order.number,
        store_view_id: order.storeViewId,
        website_id: order.websiteId,
        customer_id: order.customerId,
        cart_id: order.cartId,
        email: order.email,
        customer_firstname: order.customerFirstname,
        customer_lastname: order.customerLastname,
        state: order.state,
        status: order.status,
        is_virtual: order.isVirtual,
        prices_include_tax: order.pricesIncludeTax,
        token: order.token,
        base_currency_code: order.baseCurrencyCode,
        order_currency_code: order.orderCurrencyCode,
        base_to_order_rate: order.baseToOrderRate,
        base_subtotal_minor: order.baseSubtotalMinor,
        subtotal_minor: order.subtotalMinor,
        base_subtotal_incl_tax_minor: order.baseSubtotalInclTaxMinor,
        subtotal_incl_tax_minor: order.subtotalInclTaxMinor,
        base_discount_minor: order.baseDiscountMinor,
        discount_minor: order.discountMinor,
        base_shipping_minor: order.baseShippingMinor,
        shipping_minor: order.shippingMinor,
        base_shipping_incl_tax_minor: order.baseShippingInclTaxMinor,
        shipping_incl_tax_minor: order.shippingInclTaxMinor,
        base_gift_wrap_minor: order.baseGiftWrapMinor,
        gift_wrap_minor: order.giftWrapMinor,
        base_tax_minor: order.baseTaxMinor,
        tax_minor: order.taxMinor,
        base_grand_total_minor: order.baseGrandTotalMinor,
        grand_total_minor: order.grandTotalMinor,
        discounts: JSON.stringify(order.discounts),
        taxes: JSON.stringify(order.taxes),
        coupon_code: order.couponCode,
        coupon_id: order.couponId,
        applied_rule_ids: order.appliedRuleIds,
        shipping_carrier: order.shippingCarrier,
        shipping_method: order.shippingMethod,
        shipping_description: order.shippingDescription,
        payment_method: order.paymentMethod,
        payment_title: order.paymentTitle,
        gift_message: order.giftMessage ? JSON.stringify(order.giftMessage) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (order.items.length > 0) {
      await this.db
        .insertInto('order_items')
        .values(
          order.items.map((item, position) => ({
            order_id: id,
            product_id: item.productId,
            product_type: item.productType,
            sku: item.sku,
            name: item.name,
            url_key: item.urlKey,
            quantity_ordered: item.quantityOrdered,
            base_price_minor: item.basePriceMinor,
            price_minor: item.priceMinor,
            base_price_incl_tax_minor: item.basePriceInclTaxMinor,
            price_incl_tax_minor: item.priceInclTaxMinor,
            base_row_total_minor: item.baseRowTotalMinor,
            row_total_minor: item.rowTotalMinor,
            base_row_total_incl_tax_minor: item.baseRowTotalInclTaxMinor,
            row_total_incl_tax_minor: item.rowTotalInclTaxMinor,
            base_discount_minor: item.baseDiscountMinor,
            discount_minor: item.discountMinor,
            base_tax_minor: item.baseTaxMinor,
            tax_minor: item.taxMinor,
            discounts: JSON.stringify(item.discounts),
            selected_options: JSON.stringify(item.selectedOptions),
            bundle_options: JSON.stringify(item.bundleOptions),
            parts: JSON.stringify(item.parts),
            position,
          })),
        )
        .execute();
    }
    const addresses = [
      ['shipping', order.shippingAddress],
      ['billing', order.billingAddress],
    ] as const;
    const rows = addresses.flatMap(([type, address]) =>
      address ? [addressRow(id, type, address)] : [],
    );
    if (rows.length > 0) await this.db.insertInto('order_addresses').values(rows).execute();
    return id;
  }

  /**
   * Moves an order from one of `from` to `state`/`status`; false when it was in none of them (the
   * row is locked until the caller's transaction ends, so two moves never both succeed).
   */
  async moveState(
    orderId: number,
    from: readonly OrderState[],
    state: OrderState,
    status: OrderStatus,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ state, status, updated_at: new Date() })
      .where('id', '=', orderId)
      .where('state', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A cancelled order's items: every unit canceled. */
  async cancelItems(orderId: number): Promise<void> {
    await this.db
      .updateTable('order_items')
      .set({ quantity_canceled: sql<number>`quantity_ordered` })
      .where('order_id', '=', orderId)
      .execute();
  }

  async byId(id: number): Promise<OrderRecord | undefined> {
    return (await this.load(this.db.selectFrom('orders').selectAll().where('id', '=', id)))[0];
  }

  async byNumber(number: string): Promise<OrderRecord | undefined> {
    return (
      await this.load(this.db.selectFrom('orders').selectAll().where('number', '=', number))
    )[0];
  }

  async byToken(token: string): Promise<OrderRecord | undefined> {
    return (
      await this.load(this.db.selectFrom('orders').selectAll().where('token', '=', token))
    )[0];
  }

  /**
   * Makes the guest order with this token the customer's, in one statement: only while it is a
   * guest order (or already this customer's) of the customer's website placed with the customer's
   * e-mail address (compared without case). Answers the order's id, or null when none matched.
   */
  async assignToCustomer(
    token: string,
    customer: {
      id: number;
      websiteId: number;
      email: string;
      firstname: string | null;
      lastname: string | null;
    },
  ): Promise<number | null> {
    const row = await this.db
      .updateTable('orders')
      .set({
        customer_id: customer.id,
        customer_firstname: customer.firstname,
        customer_lastname: customer.lastname,
        updated_at: new Date(),
      })
      .where('token', '=', token)
      .where('website_id', '=', customer.websiteId)
      .where(sql<string>`lower(email)`, '=', customer.email.toLowerCase())
      .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customer.id)]))
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** One page of a customer's orders, newest first, optionally by order number, and the count. */
  async customerOrders(
    customerId: number,
    filter: { number: OrderNumberFilter | null },
    page: Page,
  ): Promise<{ orders: OrderRecord[]; total: number }> {
    let query = this.db.selectFrom('orders').where('customer_id', '=', customerId);
    const number = filter.number;
    if (number?.eq) query = query.where('number', '=', number.eq);
    if (number?.in && number.in.length > 0) query = query.where('number', 'in', number.in);
    if (number?.match) {
      const escaped = number.match.replace(/[\\%_]/g, (char) => `\\${char}`);
      query = query.where('number', 'like', `%${escaped}%`);
    }
    const [rows, count] = await Promise.all([
      this.load(
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset(page.offset),
      ),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
    ]);
    return { orders: rows, total: Number(count?.total ?? 0) };
  }

  /** Orders with their items and addresses: three reads for any number of orders. */
  private async load(query: {
    execute(): Promise<Array<Selectable<OrdersTable>>>;
  }): Promise<OrderRecord[]> {
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, addresses] = await Promise.all([
      this.db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('position')
        .limit(MAX_ITEMS_READ * ids.length)
        .execute(),
      this.db.selectFrom('order_addresses').selectAll().where('order_id', 'in', ids).execute(),
    ]);
    return rows.map((row) => {
      const own = addresses.filter((address) => address.order_id === row.id);
      const shipping = own.find((address) => address.address_type === 'shipping');
      const billing = own.find((address) => address.address_type === 'billing');
      return toOrder(
        row,
        items.filter((item) => item.order_id === row.id).map(toItem),
        shipping ? toAddress(shipping) : null,
        billing ? toAddress(billing) : null,
      );
    });
  }
}

function addressRow(orderId: number, type: 'shipping' | 'billing', address: OrderAddressRecord) {
  return {
    order_id: orderId,
    address_type: type,
    firstname: address.firstname,
    lastname: address.lastname,
    middlename: address.middlename,
    prefix: address.prefix,
    suffix: address.suffix,
    company: address.company,
    street: JSON.stringify(address.street),
    city: address.city,
    region: address.region,
    region_id: address.regionId,
    postcode: address.postcode,
    country_code: address.countryCode,
    telephone: address.telephone,
    fax: address.fax,
    vat_id: address.vatId,
  };
}

function toOrder(
  row: Selectable<OrdersTable>,
  items: OrderItemRecord[],
  shippingAddress: OrderAddressRecord | null,
  billingAddress: OrderAddressRecord | null,
): OrderRecord {
  return {
    id: row.id,
    number: row.number,
    storeViewId: row.store_view_id,
    websiteId: row.website_id,
    customerId: row.customer_id,
    email: row.email,
    customerFirstname: row.customer_firstname,
    customerLastname: row.customer_lastname,
    state: row.state,
    status: row.status,
    isVirtual: row.is_virtual,
    pricesIncludeTax: row.prices_include_tax,
    token: row.token,
    baseCurrencyCode: row.base_currency_code,
    orderCurrencyCode: row.order_currency_code,
    baseToOrderRate: row.base_to_order_rate,
    baseSubtotalMinor: row.base_subtotal_minor,
    subtotalMinor: row.subtotal_minor,
    baseSubtotalInclTaxMinor: row.base_subtotal_incl_tax_minor,
    subtotalInclTaxMinor: row.subtotal_incl_tax_minor,
    baseDiscountMinor: row.base_discount_minor,
    discountMinor: row.discount_minor,
    baseShippingMinor: row.base_shipping_minor,
    shippingMinor: row.shipping_minor,
    baseShippingInclTaxMinor: row.base_shipping_incl_tax_minor,
    shippingInclTaxMinor: row.shipping_incl_tax_minor,
    baseGiftWrapMinor: row.base_gift_wrap_minor,
    giftWrapMinor: row.gift_wrap_minor,
    baseTaxMinor: row.base_tax_minor,
    taxMinor: row.tax_minor,
    baseGrandTotalMinor: row.base_grand_total_minor,
    grandTotalMinor: row.grand_total_minor,
    discounts: row.discounts,
    taxes: row.taxes,
    couponCode: row.coupon_code,
    couponId: row.coupon_id,
    appliedRuleIds: row.applied_rule_ids,
    shippingCarrier: row.shipping_carrier,
    shippingMethod: row.shipping_method,
    shippingDescription: row.shipping_description,
    paymentMethod: row.payment_method,
    paymentTitle: row.payment_title,
    giftMessage: row.gift_message,
    createdAt: new Date(row.created_at),
    items,
    shippingAddress,
    billingAddress,
  };
}

function toItem(row: Selectable<OrderItemsTable>): OrderItemRecord {
  return {
    id: row.id,
    productId: row.product_id,
    productType: row.product_type,
    sku: row.sku,
    name: row.name,
    urlKey: row.url_key,
    quantityOrdered: row.quantity_ordered,
    quantityCanceled: row.quantity_canceled,
    basePriceMinor: row.base_price_minor,
    priceMinor: row.price_minor,
    basePriceInclTaxMinor: row.base_price_incl_tax_minor,
    priceInclTaxMinor: row.price_incl_tax_minor,
    baseRowTotalMinor: row.base_row_total_minor,
    rowTotalMinor: row.row_total_minor,
    baseRowTotalInclTaxMinor: row.base_row_total_incl_tax_minor,
    rowTotalInclTaxMinor: row.row_total_incl_tax_minor,
    baseDiscountMinor: row.base_discount_minor,
    discountMinor: row.discount_minor,
    baseTaxMinor: row.base_tax_minor,
    taxMinor: row.tax_minor,
    discounts: row.discounts,
    selectedOptions: row.selected_options,
    bundleOptions: row.bundle_options,
    parts: row.parts,
  };
}

function toAddress(row: Selectable<OrderAddressesTable>): OrderAddressRecord {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    regionId: row.region_id,
    postcode: row.postcode,
    countryCode: row.country_code,
    telephone: row.telephone,
    fax: row.fax,
    vatId: row.vat_id,
  };
}
