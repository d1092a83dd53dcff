'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { switchCurrency } from './actions';
import { SwitcherSelect, type SwitcherVariant } from './switcher-select';

interface CurrencySwitcherProps {
  locale: Locale;
  current: string;
  currencies: string[];
  variant?: SwitcherVariant;
}

/** Lists the store's display currencies; choosing one stores it and reloads the page. */
export default function CurrencySwitcher({
  locale,
  current,
  currencies,
  variant = 'footer',
}: CurrencySwitcherProps) {
  const t = useTranslations('Switchers');
  const { push } = useNotifications();
  const [value, setValue] = useState(current);
  const [busy, startTransition] = useTransition();

  return (
    <SwitcherSelect
      id={variant === 'header' ? 'header-currency-switcher' : 'currency-switcher'}
      label={variant === 'header' ? t('headerCurrency') : t('currency')}
      variant={variant}
      value={value}
      busy={busy}
      onCommit={(next) => {
        setValue(next);
        startTransition(async () => {
          const result = await switchCurrency(locale, next);
          if (result.ok) {
            window.location.reload();
          } else {
            setValue(current);
            push({ type: 'danger', message: t('currencyError') });
          }
        });
      }}
    >
      {currencies.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </SwitcherSelect>
  );
}
