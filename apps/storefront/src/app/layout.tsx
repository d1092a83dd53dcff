import type { ReactNode } from 'react';

// The document (<html lang>) is rendered by app/[locale]/layout.tsx, which knows the locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
