'use client';

import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';

/** An empty cart: a calm word and two ways back into the shop. */
export function CartEmpty({ locale, onFollow }: { locale: Locale; onFollow?: () => void }) {
  const t = useTranslations('Cart.empty');
  return (
    <div className="flex flex-col items-center px-2 py-12 text-center" data-testid="cart-empty">
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="h-14 w-14 text-bronze"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.2}
      >
        <path d="M10 16h28l-2.4 26H12.4z" />
        <path d="M18 16v-4a6 6 0 0 1 12 0v4" />
      </svg>
      {/* Focusable by script: a cart emptied from the keyboard hands the focus here. */}
      <h2 data-cart-empty-title tabIndex={-1} className="mt-5 font-serif text-2xl">
        {t('title')}
      </h2>
      <p className="mt-3 max-w-sm text-stone">{t('text')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LocaleLink
          locale={locale}
          href="/bed-linen"
          onClick={onFollow}
          className="inline-flex min-h-11 items-center justify-center bg-ink px-6 font-medium text-ivory hover:bg-bronze"
        >
          {t('shop')}
        </LocaleLink>
        <LocaleLink
          locale={locale}
          href="/pillows"
          onClick={onFollow}
          className="inline-flex min-h-11 items-center justify-center border border-ink px-6 font-medium hover:bg-sand/60"
        >
          {t('shopPillows')}
        </LocaleLink>
      </div>
    </div>
  );
}
