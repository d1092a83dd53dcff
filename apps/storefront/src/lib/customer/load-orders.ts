import 'server-only';
// The order history's loads (ADR 0055). Commerce refuses a page past the last one; the history then
// sends the shopper to its last page (as the listings do) instead of showing an error.
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { OrderDetailView, OrderHistoryView } from '@/lib/commerce/types/order';
import { requestCookieJar } from '@/lib/cookies';
import { pageBeyondLast } from '@/lib/listing/pagination';
import { isOrderNumber, ORDERS_PER_PAGE } from './order-rules';

export type OrderHistoryLoad =
  | { kind: 'page'; history: OrderHistoryView }
  | { kind: 'beyond'; lastPage: number }
  | { kind: 'failed' };

export async function loadOrderHistory(locale: Locale, page: number): Promise<OrderHistoryLoad> {
  const context = { locale, cookies: await requestCookieJar() };
  const result = await apiMethods.customerOrders.run(
    { currentPage: page, pageSize: ORDERS_PER_PAGE },
    context,
  );
  if (result.ok) {
    // Commerce answers an empty page past the end of an empty history: the first page says so.
    if (page > 1 && result.data.orders.length === 0) {
      return { kind: 'beyond', lastPage: Math.max(1, result.data.page.totalPages) };
    }
    return { kind: 'page', history: result.data };
  }
  if (page > 1) {
    const first = await apiMethods.customerOrders.run(
      { currentPage: 1, pageSize: ORDERS_PER_PAGE },
      context,
    );
    if (first.ok) {
      const lastPage = pageBeyondLast(page, first.data.page.totalPages);
      // No orders at all: the first page is the empty state.
      return { kind: 'beyond', lastPage: lastPage ?? 1 };
    }
  }
  console.error(`[customerOrders] ${locale}: ${failureMessage(result)}`);
  return { kind: 'failed' };
}

/**
 * The signed-in customer's order of this number; null when the customer has none (another
 * customer's number included). A failed load is thrown, for the error page: it is not "not found".
 */
export async function loadOrder(locale: Locale, number: string): Promise<OrderDetailView | null> {
  if (!isOrderNumber(number)) return null;
  const result = await apiMethods.customerOrder.run(
    { number },
    { locale, cookies: await requestCookieJar() },
  );
  if (!result.ok) throw new Error(`[customerOrder] ${locale}: ${failureMessage(result)}`);
  return result.data;
}
