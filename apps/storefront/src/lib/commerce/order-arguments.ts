// What the order history's methods accept (zod): bounded pages and an order number that can be
// one, so no request reaches commerce unbounded. Pure, for tests.
import { z } from 'zod';
import { MAX_ORDER_PAGE, isOrderNumber } from '@/lib/customer/order-rules';

export const customerOrdersArguments = z
  .object({
    currentPage: z.number().int().min(1).max(MAX_ORDER_PAGE).optional(),
    pageSize: z.number().int().min(1).max(50).optional(),
  })
  .strict();

export const customerOrderArguments = z
  .object({ number: z.string().refine(isOrderNumber, 'Not an order number') })
  .strict();
