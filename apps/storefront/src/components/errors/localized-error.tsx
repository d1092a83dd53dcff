'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { localizePath } from '@/i18n/locale-path';
import { storefrontLocale } from '@/i18n/locales';
import { pageErrorStatus } from '@/lib/errors/page-error';
import { ErrorMessage } from './error-message';
import { NotFoundMessage } from './not-found-message';

/**
 * The body of the storefronts' error.tsx boundaries. A PageError's status decides the page: 404
 * shows the not-found texts, anything else the spec's error texts under its status code.
 */
export function LocalizedError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const locale = storefrontLocale(useLocale());
  const status = pageErrorStatus(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-24">
        <title>{`${t('notFoundHeading')} | Loomfront`}</title>
        <NotFoundMessage
          heading={t('notFoundHeading')}
          text={t('notFoundText')}
          backLabel={t('backToShopping')}
          homeHref={localizePath(locale, '/')}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-6 py-24">
      <title>{`${t('errorHeading')} | Loomfront`}</title>
      <ErrorMessage
        status={status}
        heading={t('errorHeading')}
        text={t('errorText')}
        retryLabel={t('tryAgain')}
        onRetry={reset}
      />
    </div>
  );
}
