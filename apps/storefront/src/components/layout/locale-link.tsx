import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';

type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale };

/** A link to a storefront path: unprefixed for en, `/{locale}/…` for the other storefronts. */
export function LocaleLink({ href, locale, ...props }: LocaleLinkProps) {
  return <Link href={localizePath(locale, href)} {...props} />;
}
