import 'server-only';
import { headers } from 'next/headers';

/** The public origin of this request (for canonical links and structured data). */
export async function siteOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const proto =
    list.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto.split(',')[0]?.trim() || 'https'}://${host.split(',')[0]?.trim()}`;
}
