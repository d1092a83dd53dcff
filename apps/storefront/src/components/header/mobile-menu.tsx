'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { useHeaderPanels } from './header-panels';
import { MenuLink } from './menu-link';
import { useFocusTrap } from './use-focus-trap';

function Branch({
  items,
  locale,
  close,
}: {
  items: MenuItem[];
  locale: Locale;
  close: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1 pl-4">
      {items.map((item) => (
        <li key={item.key}>
          <MenuLink
            item={item}
            locale={locale}
            onNavigate={close}
            className="block py-1.5 text-ink"
          />
          {item.children.length ? (
            <Branch items={item.children} locale={locale} close={close} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Mobile menu (spec §2): the 'See catalog' control opens the menu tree; Escape closes it and gives
 * focus back to that control; a link (or the logo) closes it.
 */
export function MobileMenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  const t = useTranslations('Header');
  const { open, setOpen, toggle } = useHeaderPanels();
  const isOpen = open === 'mobileMenu';
  const panel = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, isOpen, () => {
    setOpen(null);
    toggleButton.current?.focus();
  });
  if (items.length === 0) return null;
  return (
    <div className="lg:hidden">
      <button
        ref={toggleButton}
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        onClick={() => toggle('mobileMenu')}
        className="px-2 py-2 text-sm tracking-wide text-ink uppercase"
      >
        {t('seeCatalog')}
      </button>
      <div
        id="mobile-menu"
        ref={panel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-50 max-h-[80vh] overflow-y-auto border-b border-sand bg-ivory px-2 py-4 shadow-lg"
      >
        <nav aria-label={t('mainMenu')}>
          <Branch items={items} locale={locale} close={() => setOpen(null)} />
        </nav>
      </div>
    </div>
  );
}
