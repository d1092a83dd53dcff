'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { ApiCallResult } from '@/lib/commerce/api-client';

/** A failed checkout call becomes a danger toast (commerce's message, spec §8); answers success. */
export function useCheckoutFeedback() {
  const t = useTranslations('Checkout');
  const { push } = useNotifications();
  return useCallback(
    <T>(result: ApiCallResult<T>): result is { ok: true; data: T } => {
      if (result.ok) return true;
      push({ type: 'danger', title: t('errorTitle'), message: result.message });
      return false;
    },
    [push, t],
  );
}
