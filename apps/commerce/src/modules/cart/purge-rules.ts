// Magento's quote lifetime (Stores › Configuration › Sales › Checkout › Shopping Cart › Quote
// Lifetime (days), `checkout/cart/delete_quote_after`, per website): carts not updated for that
// many days are deleted by the purge (purge.ts).

export const QUOTE_LIFETIME_PATH = 'checkout/cart/delete_quote_after';
/** Magento's default. */
export const DEFAULT_QUOTE_LIFETIME_DAYS = 30;
/** Carts deleted by one statement: a large backlog never holds many rows locked for long. */
export const PURGE_BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The lifetime a configured value means: unset is Magento's 30 days; a whole number of days from
 * 1 counts; anything else (0, negative, a fraction, text) keeps every cart of the store view,
 * rather than guessing what a mistyped setting meant and deleting too much.
 */
export function quoteLifetimeDays(value: string | null): number | null {
  if (value === null || value.trim() === '') return DEFAULT_QUOTE_LIFETIME_DAYS;
  const trimmed = value.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 ? days : null;
}

/** The moment before which a cart's last update makes it stale. */
export function staleBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
