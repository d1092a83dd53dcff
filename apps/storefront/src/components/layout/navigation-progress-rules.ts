// The page-level progress bar's rules (commerce-core §9: throttle 200 ms, duration 5000 ms).

/** A navigation shorter than this shows no bar at all. */
export const PROGRESS_THROTTLE_MS = 200;
/** The time the bar takes to creep towards its end while the page has not arrived. */
export const PROGRESS_DURATION_MS = 5000;
/** The bar never claims to be done before the page is. */
export const PROGRESS_MAX_BEFORE_DONE = 0.95;

/** The bar's width (0..1) `elapsed` ms after it appeared: fast at first, slowing towards the end. */
export function progressAt(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  const t = Math.min(elapsed / duration, 1);
  return PROGRESS_MAX_BEFORE_DONE * (1 - (1 - t) ** 3);
}

/**
 * The window event that announces a navigation made in code (router.push or router.replace):
 * App Router has no router events, and such a navigation has no link click to see.
 */
export const NAVIGATION_START_EVENT = 'loomfront:navigation-start';

/** Whether going to `target` loads another page or query, not only another #fragment. */
export function changesAddress(target: string, current: string): boolean {
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(target, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a link starts a client-side navigation the bar should show: a plain left
 * click on a same-tab link to another page of this origin (not only another #fragment).
 */
export function startsNavigation(
  click: ClickLike,
  link: { href: string; target: string; download: boolean },
  current: string,
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  return changesAddress(link.href, current);
}
