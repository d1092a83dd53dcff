// Navigations made in code (router.push, router.replace) announce themselves to the page's
// progress bar, which otherwise only sees link clicks and history moves.
import { changesAddress, NAVIGATION_START_EVENT } from './navigation-progress-rules';

/** Call just before router.push/replace(href); a push that stays on this address is ignored. */
export function announceNavigation(href: string): void {
  if (changesAddress(href, window.location.href)) {
    window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
  }
}
