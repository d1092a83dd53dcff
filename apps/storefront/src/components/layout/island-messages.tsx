import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessageScopes, pickMessages, type ClientMessageScope } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';

/**
 * Hands the client islands below it only their scope's messages (ADR 0039). A nested provider
 * replaces its parent's messages, so each scope lists everything its subtree's islands translate;
 * locale, time zone and formats come from the request, as in the document's provider.
 */
export async function IslandMessages({
  scope,
  children,
}: {
  scope: ClientMessageScope;
  children: ReactNode;
}) {
  const messages = pickMessages((await getMessages()) as Messages, clientMessageScopes[scope]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
