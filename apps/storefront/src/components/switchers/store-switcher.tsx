'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { Locale } from '@/i18n/locales';
import { switchStore } from './actions';
import { SwitcherSelect, type SwitcherVariant } from './switcher-select';

interface StoreSwitcherProps {
  current: Locale;
  stores: Array<{ locale: Locale; label: string }>;
  variant?: SwitcherVariant;
}

/** Lists the regional storefronts; choosing one loads the same page in that storefront. */
export default function StoreSwitcher({ current, stores, variant = 'footer' }: StoreSwitcherProps) {
  const t = useTranslations('Switchers');
  const pathname = usePathname();
  const [value, setValue] = useState<string>(current);
  const [busy, startTransition] = useTransition();

  return (
    <SwitcherSelect
      id={variant === 'header' ? 'header-store-switcher' : 'store-switcher'}
      label={variant === 'header' ? t('headerStore') : t('store')}
      variant={variant}
      value={value}
      busy={busy}
      onCommit={(next) => {
        setValue(next);
        startTransition(async () => {
          const result = await switchStore(next, pathname, window.location.search);
          if ('href' in result) window.location.assign(result.href);
          else setValue(current);
        });
      }}
    >
      {stores.map((store) => (
        <option key={store.locale} value={store.locale}>
          {store.label}
        </option>
      ))}
    </SwitcherSelect>
  );
}
