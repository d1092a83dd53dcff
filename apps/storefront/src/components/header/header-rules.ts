// Header rules (presentation-discovery §2, §4, §9), pure so they are unit-tested.
import { stripLocalePrefix } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';

/** Routes whose header is transparent while the page is at the top and nothing is open. */
export const TRANSPARENT_HEADER_ROUTES = [
  '/',
  '/sleep-system',
  '/bedding-in-dubai',
  '/yacht-essentials',
  '/about-us-de',
  '/tethys2025',
] as const;

export const MAIN_CATEGORY_PATHS = [
  'bed-linen',
  'duvets',
  'pillows',
  'bath',
  'accessories',
  'kids',
] as const;
export type MainCategoryPath = (typeof MAIN_CATEGORY_PATHS)[number];

/** The header's panels: one open at a time (spec §4). */
export type HeaderPanel = 'desktopMenu' | 'mobileMenu' | 'search';

export const HEADER_HIDE_ANIMATION_MS = 300;
export const HEADER_ACTIVE_AFTER_MS = 1000;

/** Spec routes: customer-my-wishlist and customer-login-register. */
export const WISHLIST_PATH = '/customer/my-wishlist';
export const LOGIN_REGISTER_PATH = '/customer/login-register';
export const CART_PATH = '/cart';

export function isTransparentHeaderRoute(pathname: string): boolean {
  const path = stripLocalePrefix(pathname).replace(/\/+$/, '') || '/';
  return (TRANSPARENT_HEADER_ROUTES as readonly string[]).includes(path);
}

/** The account icon goes to the wishlist when signed in, else to login/register. */
export function accountPath(signedIn: boolean): string {
  return signedIn ? WISHLIST_PATH : LOGIN_REGISTER_PATH;
}

/**
 * Hides on scroll down and shows on scroll up. Within the header's own height from the top it always
 * shows, and small jitters (under `tolerance` px) keep the current state.
 */
export function nextHeaderHidden(
  previousY: number,
  y: number,
  hidden: boolean,
  headerHeight: number,
  tolerance = 4,
): boolean {
  if (y <= headerHeight) return false;
  if (Math.abs(y - previousY) < tolerance) return hidden;
  return y > previousY;
}

/**
 * What moving the mouse over a desktop menu entry may do: hover only opens or closes the menu's own
 * panel, so passing over the menu bar never closes (and clears) an open search or mobile menu.
 */
export function menuHoverEffect(
  open: HeaderPanel | null,
  entryHasPanel: boolean,
): 'open' | 'close' | 'keep' {
  if (open !== null && open !== 'desktopMenu') return 'keep';
  if (entryHasPanel) return 'open';
  return open === 'desktopMenu' ? 'close' : 'keep';
}

/** The header shows while not hidden by scrolling, while a panel is open or while it holds focus. */
export function isHeaderShown(state: {
  hidden: boolean;
  panelOpen: boolean;
  focusInside: boolean;
}): boolean {
  return !state.hidden || state.panelOpen || state.focusInside;
}

/** The header icons that show an active state (spec: account, wishlist, cart). */
export type HeaderIcon = 'account' | 'wishlist' | 'cart';

/**
 * Which header icon the current page belongs to: the wishlist page marks the wishlist, any other
 * account page (login/register included) the account, /cart the cart.
 */
export function activeHeaderIcon(pathname: string): HeaderIcon | null {
  const path = stripLocalePrefix(pathname).replace(/\/+$/, '') || '/';
  if (path === CART_PATH) return 'cart';
  if (path === WISHLIST_PATH) return 'wishlist';
  if (path === '/customer' || path.startsWith('/customer/')) return 'account';
  return null;
}

/**
 * The header's region flags (spec §2: "an external link (one region) or a store phone number
 * (another region)"): the US storefront links out to the journal, the Middle East storefronts show
 * the store phone; the others show neither.
 */
export type HeaderRegionExtra = { kind: 'externalLink'; href: string } | { kind: 'phone' } | null;

export const HEADER_EXTERNAL_LINK = 'https://journal.loomfront.com/';

export function headerRegionExtra(locale: Locale): HeaderRegionExtra {
  if (locale === 'us') return { kind: 'externalLink', href: HEADER_EXTERNAL_LINK };
  if (locale === 'me' || locale === 'sa') return { kind: 'phone' };
  return null;
}

/** A phone number as a tel: URI (digits and a leading plus only). */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{6,}/.test(digits) ? `tel:${digits}` : null;
}
