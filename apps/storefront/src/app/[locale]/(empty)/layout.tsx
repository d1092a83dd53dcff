import type { ReactNode } from 'react';

/**
 * The empty layout (spec "Layouts"): no header or footer, only the document, notifications and the
 * app-health islands of app/[locale]/layout.tsx. Pages that need it (checkout, payment result) go
 * under app/[locale]/(empty)/.
 */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
