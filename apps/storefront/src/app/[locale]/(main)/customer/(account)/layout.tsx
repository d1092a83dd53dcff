import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/account-nav';
import { SessionEnded } from '@/components/account/session-ended';
import { IslandMessages } from '@/components/layout/island-messages';
import { accountLocale, type AccountParams } from '@/lib/customer/account-metadata';
import { isSignedIn, loadCustomer } from '@/lib/customer/load-account';

/**
 * The account area (spec §2 /customer). The proxy lets a guest reach only /customer itself, which
 * offers login and registration; a signed-in shopper's profile is loaded first, and a failed load
 * ends the session (spec §4).
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: AccountParams;
}) {
  const locale = await accountLocale(params);
  setRequestLocale(locale);
  const signedIn = await isSignedIn();
  const customer = signedIn ? await loadCustomer(locale) : null;
  return (
    <IslandMessages scope="account">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        {!signedIn ? (
          children
        ) : !customer ? (
          <SessionEnded locale={locale} />
        ) : (
          <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
            <AccountNav locale={locale} />
            <div className="mt-6 lg:mt-0">{children}</div>
          </div>
        )}
      </div>
    </IslandMessages>
  );
}
