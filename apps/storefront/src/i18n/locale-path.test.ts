import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  localizePath,
  safeLocalPath,
  splitLocalePrefix,
  stripLocalePrefix,
} from './locale-path';

describe('stripLocalePrefix', () => {
  it('removes a known locale prefix and keeps the rest of the path', () => {
    expect(stripLocalePrefix('/me/customer-care/privacy-policy')).toBe(
      '/customer-care/privacy-policy',
    );
    expect(stripLocalePrefix('/en/sitemap')).toBe('/sitemap');
  });

  it('turns a bare locale prefix into the root path', () => {
    expect(stripLocalePrefix('/us')).toBe('/');
    expect(stripLocalePrefix('/at/')).toBe('/');
  });

  it('leaves unprefixed paths alone', () => {
    expect(stripLocalePrefix('/')).toBe('/');
    expect(stripLocalePrefix('/bed-linen')).toBe('/bed-linen');
  });

  it('does not treat a segment that merely starts like a locale as a prefix', () => {
    expect(stripLocalePrefix('/english/page')).toBe('/english/page');
    expect(stripLocalePrefix('/user')).toBe('/user');
  });

  it('adds the leading slash to a relative path', () => {
    expect(stripLocalePrefix('about-us')).toBe('/about-us');
  });
});

describe('splitLocalePrefix', () => {
  it('reports the locale it removed', () => {
    expect(splitLocalePrefix('/sa/cart')).toEqual({ locale: 'sa', path: '/cart' });
    expect(splitLocalePrefix('/cart')).toEqual({ locale: null, path: '/cart' });
  });
});

describe('localizePath', () => {
  it('keeps the default locale unprefixed', () => {
    expect(localizePath('en', '/me/cart')).toBe('/cart');
    expect(localizePath('en', '/')).toBe('/');
  });

  it('prefixes other locales and replaces an existing prefix', () => {
    expect(localizePath('us', '/me/cart')).toBe('/us/cart');
    expect(localizePath('at', '/')).toBe('/at');
    expect(localizePath('sa', '/en')).toBe('/sa');
  });
});

describe('safeLocalPath', () => {
  it('accepts same-site absolute paths', () => {
    expect(safeLocalPath('/customer-care/terms-conditions')).toBe(
      '/customer-care/terms-conditions',
    );
  });

  it('rejects protocol-relative, external and non-string values', () => {
    expect(safeLocalPath('//evil.example')).toBe('/');
    expect(safeLocalPath('https://evil.example')).toBe('/');
    expect(safeLocalPath('/\\evil.example')).toBe('/');
    expect(safeLocalPath(undefined)).toBe('/');
  });
});

describe('detectLocale', () => {
  it('prefers the locale cookie over Accept-Language', () => {
    expect(detectLocale({ cookieLocale: 'me', acceptLanguage: 'de-AT' })).toBe('me');
  });

  it('ignores an unknown cookie value', () => {
    expect(detectLocale({ cookieLocale: 'xx', acceptLanguage: 'ar-SA' })).toBe('sa');
  });

  it('keeps every English visitor on the international storefront', () => {
    expect(detectLocale({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(detectLocale({ acceptLanguage: 'en-GB' })).toBe('en');
  });

  it('maps regional languages to their storefronts by quality order', () => {
    expect(detectLocale({ acceptLanguage: 'de-AT,de;q=0.8' })).toBe('at');
    expect(detectLocale({ acceptLanguage: 'fr;q=0.9,ar-AE;q=0.95' })).toBe('me');
    expect(detectLocale({ acceptLanguage: 'ar-SA' })).toBe('sa');
  });

  it('falls back to en without a cookie or a matching language', () => {
    expect(detectLocale({})).toBe('en');
    expect(detectLocale({ acceptLanguage: 'ja-JP,fr;q=0.5' })).toBe('en');
    expect(detectLocale({ acceptLanguage: 'de;q=0' })).toBe('en');
  });
});
