import { describe, expect, it } from 'vitest';
import { decodeSlugPath, routeRedirect } from './route-path';

describe('decodeSlugPath', () => {
  it('joins and decodes the path segments', () => {
    expect(decodeSlugPath(['bed-linen', 'sateen'])).toBe('/bed-linen/sateen');
    expect(decodeSlugPath(['caf%C3%A9'])).toBe('/café');
  });

  it('answers null for malformed percent encoding instead of throwing', () => {
    expect(decodeSlugPath(['%E0%A4%A'])).toBeNull();
    expect(decodeSlugPath(['ok', '%'])).toBeNull();
  });
});

describe('routeRedirect', () => {
  it('follows a 301 permanently to the target under the current locale', () => {
    expect(
      routeRedirect({ relativeUrl: 'aurelia-sateen-pillowcase', redirectCode: 301 }, 'me', '/old'),
    ).toEqual({ href: '/me/aurelia-sateen-pillowcase', permanent: true });
  });

  it('follows a 302 temporarily and keeps the query string', () => {
    expect(
      routeRedirect(
        { relativeUrl: 'bed-linen/sateen', redirectCode: 302 },
        'en',
        '/sateen-sale',
        '?utm_source=mail',
      ),
    ).toEqual({ href: '/bed-linen/sateen?utm_source=mail', permanent: false });
  });

  it('does not redirect without a redirect code', () => {
    expect(routeRedirect({ relativeUrl: 'bed-linen', redirectCode: 0 }, 'en', '/x')).toBeNull();
    expect(routeRedirect({ relativeUrl: 'bed-linen', redirectCode: null }, 'en', '/x')).toBeNull();
  });

  it('does not redirect to itself or nowhere', () => {
    expect(
      routeRedirect({ relativeUrl: 'bed-linen', redirectCode: 301 }, 'en', '/bed-linen'),
    ).toBeNull();
    expect(routeRedirect({ relativeUrl: '', redirectCode: 301 }, 'en', '/x')).toBeNull();
    expect(
      routeRedirect({ relativeUrl: '\\evil.example', redirectCode: 301 }, 'en', '/x'),
    ).toBeNull();
  });

  it('keeps a protocol-relative target on the site', () => {
    expect(
      routeRedirect({ relativeUrl: '//evil.example/x', redirectCode: 301 }, 'en', '/x')?.href,
    ).toBe('/evil.example/x');
  });
});
