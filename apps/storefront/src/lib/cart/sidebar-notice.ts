// Spec §8: the US cart sidebar notices "1 item deleted" and "1 item added", 3 seconds each. Pure:
// which notice a change of the cart calls for, and a timer machine that shows it for 3 s (tested
// with fake timers, as lib/catalog/adding-state.ts).
import type { Timers } from './quantity-selector';

/** Spec §9: a sidebar notification lasts 3000 ms. */
export const SIDEBAR_NOTICE_MS = 3000;

export type SidebarNoticeKind = 'added' | 'deleted';

export interface SidebarNotice {
  kind: SidebarNoticeKind;
  count: number;
}

export interface CartShape {
  /** Null while only the header's count is known (the cart itself not loaded yet). */
  lines: number | null;
  totalQuantity: number;
}

/**
 * Fewer lines: that many were deleted. More units without fewer lines: they were added (a new
 * line or more of one) — unless the shopper's own quantity change in the sidebar did it.
 */
export function sidebarNoticeFor(
  previous: CartShape | null,
  next: CartShape | null,
  ownQuantityChange: boolean,
): SidebarNotice | null {
  if (!previous || !next) return null;
  if (previous.lines !== null && next.lines !== null && next.lines < previous.lines) {
    return { kind: 'deleted', count: previous.lines - next.lines };
  }
  if (ownQuantityChange || next.totalQuantity <= previous.totalQuantity) return null;
  return { kind: 'added', count: next.totalQuantity - previous.totalQuantity };
}

export interface SidebarNoticeTimer {
  show(notice: SidebarNotice): void;
  dispose(): void;
}

/** Shows a notice for 3 s; a new one replaces it and gets its own full 3 s. */
export function createSidebarNoticeTimer(
  onChange: (notice: SidebarNotice | null) => void,
  timers: Timers = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  durationMs: number = SIDEBAR_NOTICE_MS,
): SidebarNoticeTimer {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    show(notice) {
      cancel();
      onChange(notice);
      handle = timers.set(() => {
        handle = null;
        onChange(null);
      }, durationMs);
    },
    dispose: cancel,
  };
}
