'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { ApiCallResult } from '@/lib/commerce/api-client';

/** A failed call's message for a toast: the commerce errors joined by commas (spec §8). */
export function failureText(result: Extract<ApiCallResult<unknown>, { ok: false }>): string {
  return result.message;
}

/**
 * Shows a failed account call as a danger toast, and a successful one as a success toast with
 * the page's server components refreshed (they read the changed data).
 */
export function useAccountFeedback() {
  const { push } = useNotifications();
  const router = useRouter();
  return useCallback(
    (result: ApiCallResult<unknown>, texts: { success?: string; errorTitle: string }) => {
      if (!result.ok) {
        push({ type: 'danger', title: texts.errorTitle, message: failureText(result) });
        return false;
      }
      if (texts.success) push({ type: 'success', message: texts.success });
      router.refresh();
      return true;
    },
    [push, router],
  );
}
