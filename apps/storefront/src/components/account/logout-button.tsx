'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { isCheckoutStorageKey } from '@/lib/customer/session-rules';

/** Spec §4: logout also clears the cart and checkout state kept in the browser. */
export function clearCheckoutStorage(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (isCheckoutStorageKey(key)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}

export function LogoutButton({ locale }: { locale: Locale }) {
  const t = useTranslations('Account.nav');
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="w-full px-3 py-2 text-left underline-offset-4 hover:underline disabled:opacity-60"
      data-testid="logout"
      onClick={async () => {
        setBusy(true);
        await callApiMethod(locale, 'revokeCustomerToken');
        clearCheckoutStorage();
        // A full load: every server component and island starts again as a guest's.
        window.location.assign(localizePath(locale, '/'));
      }}
    >
      {t('logout')}
    </button>
  );
}
