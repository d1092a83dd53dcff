'use client';

import { ErrorMessage } from '@/components/errors/error-message';
import { pageErrorStatus } from '@/lib/errors/page-error';
import './globals.css';

/** Replaces the whole document when a layout fails; no translations are available here. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <title>We are currently working to improve our website. | Loomfront</title>
        <main id="main-content" className="mx-auto max-w-3xl px-6 py-24">
          <ErrorMessage
            status={pageErrorStatus(error)}
            heading="We are currently working to improve our website."
            text="Come back and try again soon."
            retryLabel="Try again"
            onRetry={reset}
          />
        </main>
      </body>
    </html>
  );
}
