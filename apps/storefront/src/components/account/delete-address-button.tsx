'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { useAccountFeedback } from './use-account-call';

export function DeleteAddressButton({
  locale,
  id,
  name,
}: {
  locale: Locale;
  id: number;
  name: string;
}) {
  const t = useTranslations('Account.addresses');
  const feedback = useAccountFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="underline disabled:opacity-60"
      aria-label={t('deleteAddress', { name })}
      onClick={async () => {
        if (!window.confirm(t('deleteConfirm'))) return;
        setBusy(true);
        const result = await callApiMethod(locale, 'deleteCustomerAddress', { id });
        feedback(result, { success: t('deleted'), errorTitle: t('errorTitle') });
        setBusy(false);
      }}
    >
      {t('delete')}
    </button>
  );
}
