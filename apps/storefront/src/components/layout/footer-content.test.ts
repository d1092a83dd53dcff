import { describe, expect, it } from 'vitest';
import { footerLinks, socialLinks } from './footer-content';

const networks = (locale: Parameters<typeof socialLinks>[0]) =>
  socialLinks(locale).map((l) => l.network);

describe('socialLinks', () => {
  it('shows Facebook, Instagram, YouTube and Pinterest everywhere', () => {
    for (const locale of ['en', 'us', 'me', 'sa'] as const) {
      expect(networks(locale)).toEqual(['facebook', 'instagram', 'youtube', 'pinterest']);
    }
  });

  it('adds Telegram and WhatsApp only for Austria', () => {
    expect(networks('at')).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'pinterest',
      'telegram',
      'whatsapp',
    ]);
  });

  it('uses regional Facebook and Instagram accounts, shared by me and sa', () => {
    const facebook = (locale: Parameters<typeof socialLinks>[0]) => socialLinks(locale)[0]?.link;
    expect(new Set([facebook('en'), facebook('us'), facebook('at'), facebook('me')]).size).toBe(4);
    expect(facebook('sa')).toBe(facebook('me'));
    expect(socialLinks('sa')[1]?.link).toBe(socialLinks('me')[1]?.link);
  });
});

describe('footerLinks', () => {
  it('links privacy policy, terms and sitemap', () => {
    expect(footerLinks('en').map((l) => l.href)).toEqual([
      '/customer-care/privacy-policy',
      '/customer-care/terms-conditions',
      '/sitemap',
    ]);
  });

  it('hides the terms link in the Austria storefront', () => {
    expect(footerLinks('at').map((l) => l.key)).toEqual(['privacyPolicy', 'sitemap']);
  });
});
