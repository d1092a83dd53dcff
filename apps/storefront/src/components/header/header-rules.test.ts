import { describe, expect, it } from 'vitest';
import { accountPath, isTransparentHeaderRoute, nextHeaderHidden } from './header-rules';

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
