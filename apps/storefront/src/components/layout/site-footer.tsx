import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LocaleLink } from './locale-link';
import type { Locale } from '@/i18n/locales';
import { FooterSwitchers } from '@/components/switchers/footer-switchers';
import { footerLinks, socialLinks } from './footer-content';
import { SocialIcon } from './social-icon';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('Footer');
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night text-linen">
      <h2 className="sr-only">{t('heading')}</h2>
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl tracking-[0.18em] uppercase">Loomfront</p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-mist">{t('tagline')}</p>
        </div>
        <nav aria-label={t('linksLabel')}>
          <ul className="space-y-3 text-sm">
            {footerLinks(locale).map((link) => (
              <li key={link.key}>
                <LocaleLink
                  href={link.href}
                  locale={locale}
                  className="text-linen underline-offset-4 hover:underline"
                >
                  {t(link.key)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8">
          <div>
            <h3 className="text-xs font-medium tracking-[0.25em] text-mist uppercase">
              {t('socialLabel')}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-4">
              {socialLinks(locale).map((social) => (
                <li key={social.network}>
                  <a
                    href={social.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('socialLink', { network: social.title })}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-stone text-linen transition-colors hover:border-linen"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <section aria-label={t('settingsLabel')}>
            <Suspense fallback={<div className="h-20" />}>
              <FooterSwitchers locale={locale} />
            </Suspense>
          </section>
        </div>
      </div>
      <div className="border-t border-stone/40">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-mist">{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
