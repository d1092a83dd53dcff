import type { ReactNode } from 'react';

/** One account page's heading and body, beside the account menu (the layout places it). */
export function AccountPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading" className="font-serif text-3xl font-medium text-ink sm:text-4xl">
        {heading}
      </h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}
