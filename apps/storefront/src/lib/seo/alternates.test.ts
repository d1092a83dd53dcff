import { describe, expect, it } from 'vitest';
import { pageAlternates } from './alternates';

describe('pageAlternates', () => {
  it('points the en canonical to the unprefixed URL, also for /en paths', () => {
    expect(pageAlternates('en', '/en/sitemap').canonical).toBe('/sitemap');
    expect(pageAlternates('en', '/').canonical).toBe('/');
  });

  it('keeps the prefix in the canonical of other storefronts', () => {
    expect(pageAlternates('me', '/sitemap').canonical).toBe('/me/sitemap');
  });

  it('lists every storefront as an hreflang alternate', () => {
    expect(pageAlternates('us', '/').languages).toEqual({
      'x-default': '/',
      en: '/',
      'en-US': '/us',
      'en-AE': '/me',
      'en-SA': '/sa',
      'de-AT': '/at',
    });
  });
});
