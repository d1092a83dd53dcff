import { describe, expect, it } from 'vitest';
import {
  accountPath,
  activeHeaderIcon,
  headerRegionExtra,
  telHref,
  isHeaderShown,
  isTransparentHeaderRoute,
  menuHoverEffect,
  nextHeaderHidden,
} from './header-rules';

describe('isTransparentHeaderRoute', () => {
  it('is true for home and the spec routes, with or without a locale prefix', () => {
    expect(isTransparentHeaderRoute('/')).toBe(true);
    expect(isTransparentHeaderRoute('/me')).toBe(true);
    expect(isTransparentHeaderRoute('/us/sleep-system')).toBe(true);
    expect(isTransparentHeaderRoute('/tethys2025/')).toBe(true);
  });

  it('is false for other pages', () => {
    expect(isTransparentHeaderRoute('/bed-linen')).toBe(false);
    expect(isTransparentHeaderRoute('/at/search')).toBe(false);
  });
});

describe('accountPath', () => {
  it('goes to the wishlist when signed in, else to login/register', () => {
    expect(accountPath(true)).toBe('/customer/my-wishlist');
    expect(accountPath(false)).toBe('/customer/login-register');
  });
});

describe('nextHeaderHidden', () => {
  it('hides on scroll down and shows on scroll up', () => {
    expect(nextHeaderHidden(200, 400, false, 80)).toBe(true);
    expect(nextHeaderHidden(400, 300, true, 80)).toBe(false);
  });

  it('always shows near the top and ignores small jitters', () => {
    expect(nextHeaderHidden(200, 50, true, 80)).toBe(false);
    expect(nextHeaderHidden(400, 402, true, 80)).toBe(true);
  });
});

describe('menuHoverEffect', () => {
  it('opens the panel of an entry with children when nothing or the menu is open', () => {
    expect(menuHoverEffect(null, true)).toBe('open');
    expect(menuHoverEffect('desktopMenu', true)).toBe('open');
  });

  it("closes only the menu's own panel when leaving or passing a leaf entry", () => {
    expect(menuHoverEffect('desktopMenu', false)).toBe('close');
    expect(menuHoverEffect(null, false)).toBe('keep');
  });

  it('never touches an open search or mobile menu', () => {
    expect(menuHoverEffect('search', true)).toBe('keep');
    expect(menuHoverEffect('search', false)).toBe('keep');
    expect(menuHoverEffect('mobileMenu', false)).toBe('keep');
  });
});

describe('isHeaderShown', () => {
  it('shows the header while focus is inside it, even when scrolling hid it', () => {
    expect(isHeaderShown({ hidden: true, panelOpen: false, focusInside: true })).toBe(true);
    expect(isHeaderShown({ hidden: true, panelOpen: false, focusInside: false })).toBe(false);
    expect(isHeaderShown({ hidden: true, panelOpen: true, focusInside: false })).toBe(true);
    expect(isHeaderShown({ hidden: false, panelOpen: false, focusInside: false })).toBe(true);
  });
});

describe('activeHeaderIcon', () => {
  it('marks the cart on /cart, the wishlist on its page and the account on other account pages', () => {
    expect(activeHeaderIcon('/us/cart')).toBe('cart');
    expect(activeHeaderIcon('/customer/my-wishlist')).toBe('wishlist');
    expect(activeHeaderIcon('/at/customer/login-register')).toBe('account');
    expect(activeHeaderIcon('/customer')).toBe('account');
  });

  it('marks no icon elsewhere, even on paths that only start alike', () => {
    expect(activeHeaderIcon('/')).toBeNull();
    expect(activeHeaderIcon('/cart-covers')).toBeNull();
    expect(activeHeaderIcon('/customer-care/impressum')).toBeNull();
  });
});

describe('headerRegionExtra', () => {
  it('links out in the US storefront and shows the phone in the Middle East ones', () => {
    expect(headerRegionExtra('us')).toEqual({
      kind: 'externalLink',
      href: 'https://journal.loomfront.com/',
    });
    expect(headerRegionExtra('me')).toEqual({ kind: 'phone' });
    expect(headerRegionExtra('sa')).toEqual({ kind: 'phone' });
    expect(headerRegionExtra('en')).toBeNull();
    expect(headerRegionExtra('at')).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps digits and one leading plus', () => {
    expect(telHref('+971 4 000 0000')).toBe('tel:+97140000000');
    expect(telHref('(516) 000-0000')).toBe('tel:5160000000');
    expect(telHref('call us')).toBeNull();
  });
});
