// The storefront's own messages (apps/storefront/messages), so tests find controls by the words a
// shopper of each storefront reads, in English or German.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes';

export type Texts = { [key: string]: string | Texts };

export function storefrontMessages(language: 'en' | 'de'): Texts {
  return JSON.parse(
    readFileSync(join(repoRoot, 'apps/storefront/messages', `${language}.json`), 'utf8'),
  ) as Texts;
}

/** A message by its dotted path (e.g. `Account.auth.email`), with its {values} filled in. */
export function messageText(
  texts: Texts,
  path: string,
  values: Record<string, string> = {},
): string {
  let node: string | Texts | undefined = texts;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  if (typeof node !== 'string') throw new Error(`No message ${path}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
