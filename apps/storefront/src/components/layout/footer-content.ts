// What the footer shows per storefront (spec "Footer"). Pure data, tested.
import type { Locale, SocialVariant } from '@/i18n/locales';
import { localeConfig } from '@/i18n/locales';

export type SocialNetwork =
  'facebook' | 'instagram' | 'youtube' | 'pinterest' | 'telegram' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
  title: string;
  link: string;
}

const facebook: Record<SocialVariant, string> = {
  international: 'https://www.facebook.com/loomfront',
  us: 'https://www.facebook.com/loomfront.us',
  austria: 'https://www.facebook.com/loomfront.austria',
  middleEast: 'https://www.facebook.com/loomfront.me',
};

const instagram: Record<SocialVariant, string> = {
  international: 'https://www.instagram.com/loomfront',
  us: 'https://www.instagram.com/loomfront.us',
  austria: 'https://www.instagram.com/loomfront.austria',
  middleEast: 'https://www.instagram.com/loomfront.me',
};

/** Facebook and Instagram per region; YouTube and Pinterest everywhere; Telegram and WhatsApp only for Austria. */
export function socialLinks(locale: Locale): SocialLink[] {
  const variant = localeConfig(locale).socialVariant;
  const links: SocialLink[] = [
    { network: 'facebook', title: 'Facebook', link: facebook[variant] },
    { network: 'instagram', title: 'Instagram', link: instagram[variant] },
    { network: 'youtube', title: 'YouTube', link: 'https://www.youtube.com/@loomfront' },
    { network: 'pinterest', title: 'Pinterest', link: 'https://www.pinterest.com/loomfront' },
  ];
  if (variant === 'austria') {
    links.push(
      { network: 'telegram', title: 'Telegram', link: 'https://t.me/loomfront_austria' },
      { network: 'whatsapp', title: 'WhatsApp', link: 'https://wa.me/4315120000' },
    );
  }
  return links;
}

export type FooterLinkKey = 'privacyPolicy' | 'termsConditions' | 'sitemap';

/** Footer links as unprefixed paths (the Link component adds the locale prefix). */
export function footerLinks(locale: Locale): Array<{ key: FooterLinkKey; href: string }> {
  return [
    { key: 'privacyPolicy' as const, href: '/customer-care/privacy-policy' },
    ...(locale === 'at'
      ? []
      : [{ key: 'termsConditions' as const, href: '/customer-care/terms-conditions' }]),
    { key: 'sitemap' as const, href: '/sitemap' },
  ];
}
