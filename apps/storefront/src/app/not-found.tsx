import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/errors/not-found-message';
import { bodyFont, displayFont } from '@/lib/fonts';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found | Loomfront' };

/** 404 for paths outside any storefront (the storefronts have their own, inside their layout). */
export default function RootNotFound() {
  return (
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body>
        <main id="main-content" className="mx-auto max-w-3xl px-6 py-24">
          <NotFoundMessage
            heading="Page not found"
            text="We are sorry, but the page you are looking for does not exist or has been moved."
            backLabel="Get Back to Shopping"
            homeHref="/"
          />
        </main>
      </body>
    </html>
  );
}
