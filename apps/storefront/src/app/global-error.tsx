'use client';

import { usePathname } from 'next/navigation';
import { ErrorMessage } from '@/components/errors/error-message';
import { splitLocalePrefix } from '@/i18n/locale-path';
import { defaultLocale, localeConfig } from '@/i18n/locales';
import { globalErrorTexts } from '@/lib/errors/global-error-texts';
import { pageErrorStatus } from '@/lib/errors/page-error';
import './globals.css';

/**
 * Replaces the whole document when a layout fails, so next-intl is not available here: the error
 * texts are the language file's Errors texts (lib/errors/global-error-texts.ts), chosen by the
 * path prefix.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = splitLocalePrefix(usePathname() ?? '/').locale ?? defaultLocale;
  const { language, intlLocale } = localeConfig(locale);
  const t = globalErrorTexts[language];
  return (
    <html lang={intlLocale}>
      <body>
        <title>{`${t.errorHeading} | Loomfront`}</title>
        <main id="main-content" className="mx-auto max-w-3xl px-6 py-24">
          <ErrorMessage
            status={pageErrorStatus(error)}
            heading={t.errorHeading}
            text={t.errorText}
            retryLabel={t.tryAgain}
            onRetry={reset}
          />
        </main>
      </body>
    </html>
  );
}
