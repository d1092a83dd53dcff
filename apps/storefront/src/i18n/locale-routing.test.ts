import { describe, expect, it } from 'vitest';
import { routablePath, routeByLocale } from './locale-routing';

describe('routeByLocale', () => {
  it('serves locale-prefixed paths as they are, /en included', () => {
    expect(routeByLocale({ pathname: '/me/sitemap' })).toEqual({ action: 'serve', locale: 'me' });
    expect(routeByLocale({ pathname: '/en' })).toEqual({ action: 'serve', locale: 'en' });
    expect(routeByLocale({ pathname: '/en/customer-care/privacy-policy' })).toEqual({
      action: 'serve',
      locale: 'en',
    });
  });

  it('serves unprefixed paths as the en storefront without redirecting', () => {
    expect(routeByLocale({ pathname: '/sitemap', cookieLocale: 'us' })).toEqual({
      action: 'rewrite',
      locale: 'en',
      pathname: '/en/sitemap',
    });
  });

  it('keeps an English visitor without cookie on the unprefixed home page', () => {
    expect(routeByLocale({ pathname: '/', acceptLanguage: 'en-US,en;q=0.9' })).toEqual({
      action: 'rewrite',
      locale: 'en',
      pathname: '/en',
    });
  });

  it('redirects / by the locale cookie first', () => {
    expect(routeByLocale({ pathname: '/', cookieLocale: 'sa', acceptLanguage: 'en' })).toEqual({
      action: 'redirect',
      locale: 'sa',
      pathname: '/sa',
    });
  });

  it('redirects / by Accept-Language when there is no cookie', () => {
    expect(routeByLocale({ pathname: '/', acceptLanguage: 'de-AT' })).toMatchObject({
      action: 'redirect',
      pathname: '/at',
    });
  });

  it('does not redirect / when the cookie says en', () => {
    expect(
      routeByLocale({ pathname: '/', cookieLocale: 'en', acceptLanguage: 'ar-AE' }),
    ).toMatchObject({ action: 'rewrite' });
  });
});

describe('routablePath', () => {
  it('leaves valid paths alone, encoded characters included', () => {
    expect(routablePath('/bed-linen/sateen')).toBe('/bed-linen/sateen');
    expect(routablePath('/caf%C3%A9')).toBe('/caf%C3%A9');
  });

  it('reads a path that is not valid percent encoding literally', () => {
    expect(routablePath('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(routablePath('/me/%ZZ')).toBe('/me/%25ZZ');
  });

  it('routes a malformed path to the storefront as a literal path', () => {
    expect(routeByLocale({ pathname: '/%E0%A4%A' })).toEqual({
      action: 'rewrite',
      locale: 'en',
      pathname: '/en/%25E0%25A4%25A',
    });
    expect(routeByLocale({ pathname: '/me/%E0%A4%A' })).toEqual({
      action: 'rewrite',
      locale: 'me',
      pathname: '/me/%25E0%25A4%25A',
    });
  });
});
