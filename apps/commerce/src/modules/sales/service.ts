// Orders for shoppers (Magento SalesGraphQl and QuoteGraphQl's placeOrder): placing one, a
// customer's order history, the guest lookups by number, e-mail and postcode or by token, and a
// guest order joining the account made with it. Another shopper's order is answered exactly as a
// missing one.
import type { RequestContext } from '../../context/request-context';
import { signedInCustomer } from '../../context/signed-in-customer';
import { inputError, noSuchEntityError } from '../../errors';
import type {
  AssignGuestOrderToCustomerInput,
  AssignGuestOrderToCustomerOutput,
  CustomerOrder,
  CustomerOrders,
  CustomerOrdersFilterInput,
  OrderInformationInput,
  OrderTokenInput,
  PlaceOrderOutput,
} from '../../generated/graphql';
import { pageOf, totalPagesOf } from '../../input/paging';
import { minorToDecimal } from '../pricing/money';
import type { OrderRecord } from './models';
import { MAX_ORDER_NUMBER_LENGTH, ORDER_TOKEN_LENGTH } from './order-rules';
import { customerOrderOf } from './order-view';
import type { OrderCustomer, OrderPlacement } from './placement';
import type { SalesRepository } from './repository';

/** Order numbers one filter may list. */
export const MAX_ORDER_NUMBERS = 100;

/** Magento's answer to a guest order that does not match. */
export const GUEST_ORDER_NOT_FOUND = 'We couldn’t locate an order with the information provided.';

export class SalesService {
  constructor(
    private readonly repository: SalesRepository,
    private readonly placement: OrderPlacement,
    private readonly languageOf: (context: RequestContext) => Promise<'en' | 'de'>,
    /** The signed-in customer's e-mail address and names, as their account holds them. */
    private readonly customerOf: (context: RequestContext) => Promise<OrderCustomer>,
  ) {}

  /** Mutation.placeOrder. */
  async placeOrder(
    context: RequestContext,
    input: { cart_id?: string | null } | null | undefined,
  ): Promise<PlaceOrderOutput> {
    const order = await this.placement.place(context, input?.cart_id);
    const view = await this.view(context, order);
    return {
      order: {
        order_number: order.number,
        order_id: order.number,
        items: order.items.map((item) => item.name),
        total: minorToDecimal(order.grandTotalMinor).toFixed(2),
      },
      orderV2: view,
      errors: [],
    };
  }

  async customerOrders(
    context: RequestContext,
    args: {
      filter?: CustomerOrdersFilterInput | null;
      currentPage?: number | null;
      pageSize?: number | null;
    },
  ): Promise<CustomerOrders> {
    const customer = signedInCustomer(context);
    const page = pageOf(args);
    const number = args.filter?.number ?? null;
    const numbers = (number?.in ?? []).filter((value): value is string => value != null);
    if (numbers.length > MAX_ORDER_NUMBERS) {
      throw inputError(`A filter may list at most ${MAX_ORDER_NUMBERS} order numbers.`);
    }
    for (const value of [number?.eq, number?.match, ...numbers]) {
      if (value && value.length > MAX_ORDER_NUMBER_LENGTH)
        throw inputError(`An order number has at most ${MAX_ORDER_NUMBER_LENGTH} characters.`);
    }
    const { orders, total } = await this.repository.customerOrders(
      customer.id,
      { number: number && { eq: number.eq, match: number.match, in: numbers } },
      page,
    );
    const totalPages = totalPagesOf(page, total);
    const language = await this.languageOf(context);
    return {
      items: orders.map((order) => customerOrderOf(order, language)),
      page_info: {
        current_page: page.currentPage,
        page_size: page.pageSize,
        total_pages: totalPages,
      },
      total_count: total,
    };
  }

  /**
   * Query.guestOrder: a guest order of this store view by its number, the e-mail it was placed
   * with and its billing postcode (compared without case and spaces); a customer's orders are
   * found in their account, not here.
   */
  async guestOrder(context: RequestContext, input: OrderInformationInput): Promise<CustomerOrder> {
    const number = input.number.trim();
    const email = input.email.trim().toLowerCase();
    const postcode = normalisedPostcode(input.postcode);
    if (!number || !email || !postcode)
      throw inputError('Required parameters "number", "email" and "postcode" are missing.');
    if (number.length > MAX_ORDER_NUMBER_LENGTH || email.length > 255 || postcode.length > 20)
      throw noSuchEntityError(GUEST_ORDER_NOT_FOUND);
    const order = await this.repository.byNumber(number);
    const matches =
      order &&
      order.customerId === null &&
      order.storeViewId === context.store.storeView.id &&
      order.email.toLowerCase() === email &&
      normalisedPostcode(order.billingAddress?.postcode ?? '') === postcode;
    if (!matches) throw noSuchEntityError(GUEST_ORDER_NOT_FOUND);
    return this.view(context, order);
  }

  /** Query.guestOrderByToken: the order the token (from placeOrder's orderV2) was given for. */
  async guestOrderByToken(context: RequestContext, input: OrderTokenInput): Promise<CustomerOrder> {
    const token = input.token.trim();
    if (!token) throw inputError('Required parameter "token" is missing.');
    const order =
      token.length === ORDER_TOKEN_LENGTH ? await this.repository.byToken(token) : undefined;
    if (!order || order.customerId !== null || order.storeViewId !== context.store.storeView.id)
      throw noSuchEntityError(GUEST_ORDER_NOT_FOUND);
    return this.view(context, order);
  }

  /**
   * Mutation.assignGuestOrderToCustomer (ADR 0060): the guest order the token names becomes the
   * signed-in customer's when it was placed in the customer's website with the customer's e-mail
   * address. Any other order (missing, another website's, another address's, another customer's)
   * is answered exactly as a missing guest order. The same customer asking again changes nothing.
   */
  async assignGuestOrderToCustomer(
    context: RequestContext,
    input: AssignGuestOrderToCustomerInput,
  ): Promise<AssignGuestOrderToCustomerOutput> {
    const identity = signedInCustomer(context);
    const token = input.order_token.trim();
    if (!token) throw inputError('Required parameter "order_token" is missing.');
    if (token.length !== ORDER_TOKEN_LENGTH) throw noSuchEntityError(GUEST_ORDER_NOT_FOUND);
    const customer = await this.customerOf(context);
    const orderId = await this.repository.assignToCustomer(token, {
      id: identity.id,
      websiteId: identity.websiteId,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
    });
    const order = orderId === null ? undefined : await this.repository.byId(orderId);
    if (!order) throw noSuchEntityError(GUEST_ORDER_NOT_FOUND);
    context.logger.info({ orderNumber: order.number }, 'guest order assigned to its customer');
    return { order: await this.view(context, order) };
  }

  private async view(context: RequestContext, order: OrderRecord): Promise<CustomerOrder> {
    return customerOrderOf(order, await this.languageOf(context));
  }
}

function normalisedPostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}
