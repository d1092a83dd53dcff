'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { clearCheckoutStorage } from './logout-button';

/** Spec §4: a failed profile load logs out (tokens, cart id and checkout state) and goes home. */
export function SessionEnded({ locale }: { locale: Locale }) {
  const t = useTranslations('Account');
  useEffect(() => {
    void callApiMethod(locale, 'revokeCustomerToken').finally(() => {
      clearCheckoutStorage();
      window.location.assign(localizePath(locale, '/'));
    });
  }, [locale]);
  return (
    <p role="status" className="py-16 text-center text-stone">
      {t('sessionEnded')}
    </p>
  );
}
