// The order history's rules (ADR 0055): which page an address asks for, what an order number in a
// path may be, and how a served status and date are read. Pure, for tests.
import type { OrderStatusKey } from '@/lib/commerce/types/order';

/** Orders per page of the history. */
export const ORDERS_PER_PAGE = 10;
/** No link asks for a page past this: a bound on what a crafted address can make commerce do. */
export const MAX_ORDER_PAGE = 1000;
/** Magento's increment ids are short; an order number in a path is letters, digits and dashes. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/**
 * The page a history address asks for (`?page=`): 1 when absent, null (not found) for anything
 * that is not one whole page number within bounds.
 */
export function orderHistoryPage(param: string | string[] | undefined): number | null {
  if (param === undefined) return 1;
  if (typeof param !== 'string' || !/^[1-9]\d{0,3}$/.test(param)) return null;
  const page = Number(param);
  return page > MAX_ORDER_PAGE ? null : page;
}

/** The history's address of a page; the first page has no `?page=`. */
export function orderHistoryHref(page: number): string {
  return page <= 1 ? '/customer/order-history' : `/customer/order-history?page=${page}`;
}

/** Whether a path's order number can be one at all (anything else is not found without asking). */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

const KNOWN_STATUSES: Record<string, OrderStatusKey> = {
  pending: 'pending',
  pending_payment: 'pending_payment',
  processing: 'processing',
  complete: 'complete',
  canceled: 'canceled',
  cancelled: 'canceled',
  closed: 'closed',
  holded: 'holded',
  on_hold: 'holded',
  // The German store view serves its labels in German.
  offen: 'pending',
  ausstehend: 'pending',
  zahlung_ausstehend: 'pending_payment',
  in_bearbeitung: 'processing',
  abgeschlossen: 'complete',
  storniert: 'canceled',
  geschlossen: 'closed',
  erstattet: 'closed',
  angehalten: 'holded',
};

/**
 * The status a served one names: Magento serves the status's label in the store view's language
 * ("Pending Payment", "Zahlung ausstehend"), another commerce may serve its code
 * ("pending_payment"); all read the same. Null for any other.
 */
export function orderStatusKey(served: string): OrderStatusKey | null {
  const code = served
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return KNOWN_STATUSES[code] ?? null;
}

/**
 * Magento serves `order_date` as "YYYY-MM-DD HH:MM:SS" in UTC; an ISO instant is read as such.
 * Null for anything else, so no page shows "Invalid Date".
 */
export function orderDateIso(served: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    served.trim(),
  );
  const date = match
    ? new Date(`${match[1]}T${match[2]}${match[3] ?? ''}${match[4] ?? 'Z'}`)
    : /^\d{4}-\d{2}-\d{2}$/.test(served.trim())
      ? new Date(`${served.trim()}T00:00:00Z`)
      : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
