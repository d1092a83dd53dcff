// Spec §4 "Quantity update" and presentation-discovery §5 "Quantity selector". Pure, so the
// selector island only renders and dispatches; the debounce is a timer machine tested with fake
// timers (as lib/catalog/adding-state.ts).

/** Spec §9: a cart line's maximum quantity when the product names none. */
export const DEFAULT_MAX_QUANTITY = 99;
/** Presentation-discovery §5: the selector's minimum when none is given. */
export const DEFAULT_MIN_QUANTITY = 0;
/** Spec §9: quantity updates wait this long after the last change. */
export const QUANTITY_DEBOUNCE_MS = 1000;

export interface QuantityBounds {
  min?: number;
  max?: number;
}

function boundsOf({ min = DEFAULT_MIN_QUANTITY, max = DEFAULT_MAX_QUANTITY }: QuantityBounds) {
  return { min, max: Math.max(min, max) };
}

/**
 * The value the selector shows for what was typed: at or below the minimum, or not a number, it
 * becomes the minimum; above the maximum, the maximum. A fraction is cut to its whole units.
 */
export function normalizeQuantity(input: string | number, bounds: QuantityBounds = {}): number {
  const { min, max } = boundsOf(bounds);
  const text = typeof input === 'number' ? String(input) : input.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return min;
  const whole = Math.trunc(value);
  if (whole <= min) return min;
  if (whole > max) return max;
  return whole;
}

/** Decrease is disabled at the minimum (or when the whole selector is disabled). */
export function canDecrease(quantity: number, bounds: QuantityBounds = {}, disabled = false) {
  return !disabled && quantity > boundsOf(bounds).min;
}

/** Increase is disabled at the maximum (or when the whole selector is disabled). */
export function canIncrease(quantity: number, bounds: QuantityBounds = {}, disabled = false) {
  return !disabled && quantity < boundsOf(bounds).max;
}

/** Spec §4: an update applies only for quantities above 0; 0 or empty is ignored. */
export function isQuantityUpdate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface QuantityUpdateQueue {
  /** Schedules `quantity`, replacing a pending one; 0, empty or a fraction is ignored. */
  change(quantity: number | null): void;
  /** Whether an update is waiting for its second to pass. */
  pending(): boolean;
  /** Drops a pending update (unmount, or the line was removed). */
  cancel(): void;
}

/**
 * Spec §9: only the last change within 1000 ms is sent. A change back to the quantity the cart
 * already has sends nothing.
 */
export function createQuantityUpdateQueue(
  send: (quantity: number) => void,
  current: () => number,
  timers: Timers = realTimers,
  delayMs: number = QUANTITY_DEBOUNCE_MS,
): QuantityUpdateQueue {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    change(quantity) {
      if (!isQuantityUpdate(quantity)) return;
      cancel();
      handle = timers.set(() => {
        handle = null;
        if (quantity !== current()) send(quantity);
      }, delayMs);
    },
    pending: () => handle !== null,
    cancel,
  };
}
