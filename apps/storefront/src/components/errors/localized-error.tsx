'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorMessage } from './error-message';

/** The body of the storefronts' error.tsx boundaries. */
export function LocalizedError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-3xl px-6 py-24">
      <title>{`${t('errorHeading')} | Loomfront`}</title>
      <ErrorMessage
        heading={t('errorHeading')}
        text={t('errorText')}
        retryLabel={t('tryAgain')}
        onRetry={reset}
      />
    </div>
  );
}
