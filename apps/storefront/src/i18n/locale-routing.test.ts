import { describe, expect, it } from 'vitest';
import { routablePath, routeByLocale, storefrontRewrites } from './locale-routing';

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
      action: 'serve',
      locale: 'en',
    });
  });

  it('keeps an English visitor without cookie on the unprefixed home page', () => {
    expect(routeByLocale({ pathname: '/', acceptLanguage: 'en-US,en;q=0.9' })).toEqual({
      action: 'serve',
      locale: 'en',
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
    ).toMatchObject({ action: 'serve', locale: 'en' });
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

  it('redirects a malformed path to its literal form, which is an ordinary unknown path', () => {
    expect(routeByLocale({ pathname: '/%E0%A4%A' })).toEqual({
      action: 'redirect',
      locale: 'en',
      pathname: '/%25E0%25A4%25A',
    });
    expect(routeByLocale({ pathname: '/me/%E0%A4%A' })).toEqual({
      action: 'redirect',
      locale: 'me',
      pathname: '/me/%25E0%25A4%25A',
    });
  });
});

describe('storefrontRewrites', () => {
  /** The destination of a path, matching the rules as Next.js does (path-to-regexp). */
  function destination(path: string): string | null {
    for (const rule of storefrontRewrites()) {
      if (rule.source === '/') {
        if (path === '/') return rule.destination;
        continue;
      }
      const pattern = /^\/:first\((.*)\)\/:rest\*$/.exec(rule.source);
      const match = pattern ? new RegExp(`^/(${pattern[1]})(?:/(.*))?$`).exec(path) : null;
      if (match) return `/en/${match[1]}${match[2] ? `/${match[2]}` : ''}`;
    }
    return null;
  }

  it('serves unprefixed pages from the en storefront', () => {
    expect(destination('/')).toBe('/en');
    expect(destination('/bed-linen')).toBe('/en/bed-linen');
    expect(destination('/bed-linen/sateen')).toBe('/en/bed-linen/sateen');
    expect(destination('/english-breakfast')).toBe('/en/english-breakfast');
  });

  it('leaves prefixed paths, the API, media, Next.js assets and root files alone', () => {
    for (const path of ['/en', '/me/bed-linen', '/us', '/api/magento/x', '/media/a.webp']) {
      expect(destination(path)).toBeNull();
    }
    for (const path of ['/_next/static/x.js', '/version.json', '/icon.svg', '/robots.txt']) {
      expect(destination(path)).toBeNull();
    }
  });
});
