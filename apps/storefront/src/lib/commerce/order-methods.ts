import 'server-only';
// Registry methods of the customer's orders (commerce-core §7 "customerOrders", ADR 0055). The
// customer token selects whose orders commerce reads, so another customer's order number finds
// nothing: the storefront never holds a list it would have to filter.
import { CustomerOrderDocument, CustomerOrdersDocument } from '@/gql/graphql';
import { pricesIncludeTax } from '@/lib/cart/totals';
import { ORDERS_PER_PAGE } from '@/lib/customer/order-rules';
import { defineApiMethod, operationMethod } from './define-api-method';
import { commerceRequest } from './gateway';
import { customerOrderArguments, customerOrdersArguments } from './order-arguments';
import { orderDetailView, orderHistoryView } from './reshape/order';
import { mapResult } from './result';

export const orderMethods = {
  customerOrders: operationMethod(
    customerOrdersArguments,
    CustomerOrdersDocument,
    (args) => ({ currentPage: args.currentPage ?? 1, pageSize: args.pageSize ?? ORDERS_PER_PAGE }),
    orderHistoryView,
  ),
  customerOrder: defineApiMethod({
    args: customerOrderArguments,
    run: async (args, context) =>
      mapResult(
        await commerceRequest(CustomerOrderDocument, { number: args.number }, context),
        (data) => orderDetailView(data, args.number, pricesIncludeTax(context.locale)),
      ),
  }),
};
