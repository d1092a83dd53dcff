import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientMessageScopes, pickMessages, type ClientMessageScope } from './client-messages';
import { loadMessages } from './messages';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(src, 'app/[locale]');

/** Where each scope's provider sits: the files rendered under it. */
const scopeEntries: Record<ClientMessageScope, string[]> = {
  shell: [
    'layout.tsx',
    'error.tsx',
    'not-found.tsx',
    '(empty)/layout.tsx',
    '(main)/layout.tsx',
    '(main)/error.tsx',
    '(main)/not-found.tsx',
    '(main)/page.tsx',
  ].map((file) => join(app, file)),
  listing: [
    join(src, 'components/category/category-page.tsx'),
    join(app, '(main)/search/page.tsx'),
  ],
  product: [join(src, 'components/product/product-page.tsx')],
  // Every route of the account area renders inside its layouts' account provider.
  account: routeFiles(join(app, '(main)/customer')),
  cart: [join(app, '(main)/cart/page.tsx')],
  checkout: routeFiles(join(app, '(main)/checkout')),
};
/**
 * Modules that islands elsewhere import for a hook, but whose components render only in the
 * document's providers (the notification list sits in NotificationsProvider, the wish list state
 * in the default layout, both in the shell).
 */
const renderedInShell = [
  join(src, 'components/notifications/notification-list.tsx'),
  join(src, 'components/wishlist/wishlist-provider.tsx'),
  // useCart(): the provider and its notifications live in the locale layout.
  join(src, 'components/cart/cart-provider.tsx'),
];
/** Islands that load their own messages when they open (the header's login modal). */
const bringOwnMessages = [
  join(src, 'components/account/login-modal.tsx'),
  join(src, 'components/cart/cart-sidebar-loader.tsx'),
];
/** Route files whose content is wholly wrapped in a scope's provider. */
const wrappedRoutes = [
  '(main)/[...slug]/page.tsx',
  '(main)/search/page.tsx',
  // No client island: the document's messages cover it.
  '(main)/newsletter/confirm/page.tsx',
  ...routeFiles(join(app, '(main)/customer')).map((file) => relative(app, file)),
  '(main)/cart/page.tsx',
  ...routeFiles(join(app, '(main)/checkout')).map((file) => relative(app, file)),
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * The namespaces that client components reachable from `entries` translate: a file is client code
 * when it says 'use client' or a client file imports it.
 */
function clientNamespaces(entries: string[], skip: string[] = []): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const source = readFileSync(file, 'utf8');
    const isClient = client || /^\s*['"]use client['"]/.test(source);
    const key = `${isClient}:${file}`;
    if (seen.has(key) || skip.includes(file)) return;
    seen.add(key);
    if (isClient) {
      for (const call of source.matchAll(/useTranslations\(\s*(?:['"`]([^'"`]*)['"`])?\s*\)/g)) {
        const namespace = call[1] ?? '(all messages)';
        used.set(namespace, [...(used.get(namespace) ?? []), relative(src, file)]);
      }
    }
    for (const statement of source.matchAll(
      /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm,
    )) {
      if (statement[1]) continue;
      const target = resolveImport(file, statement[2]!);
      if (target) visit(target, isClient);
    }
    for (const loaded of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
      const target = resolveImport(file, loaded[1]!);
      if (target) visit(target, isClient);
    }
  };
  for (const entry of entries) visit(entry, false);
  return used;
}

/** `listed` sends what `namespace` reads: the namespace itself, a parent, or keys of it. */
const related = (listed: string, namespace: string) =>
  listed === namespace || namespace.startsWith(`${listed}.`) || listed.startsWith(`${namespace}.`);

describe('the messages sent to client islands', () => {
  for (const scope of Object.keys(clientMessageScopes) as ClientMessageScope[]) {
    it(`the ${scope} scope lists exactly the namespaces its client components translate`, () => {
      const used = clientNamespaces(
        scopeEntries[scope],
        scope === 'shell' ? bringOwnMessages : renderedInShell,
      );
      const listed: readonly string[] = clientMessageScopes[scope];
      const missing = [...used.keys()].filter((ns) => !listed.some((l) => related(l, ns)));
      const unused = listed.filter((l) => ![...used.keys()].some((ns) => related(l, ns)));
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    });
  }

  it('every route file of a storefront renders under a known scope', () => {
    const known = [...scopeEntries.shell, ...wrappedRoutes.map((file) => join(app, file))];
    expect(routeFiles(app).filter((file) => !known.includes(file))).toEqual([]);
  });

  it('the document sends under 4 KB of messages in every storefront', async () => {
    for (const locale of ['en', 'at', 'us'] as const) {
      const shell = pickMessages(await loadMessages(locale), clientMessageScopes.shell);
      expect(JSON.stringify(shell).length).toBeLessThan(4_000);
    }
  });
});

describe('pickMessages', () => {
  it('keeps whole namespaces and single keys at their paths, and skips missing ones', () => {
    const messages = { A: { x: '1', y: { z: '2' } }, B: { k: '3', l: '4' }, C: 'c' };
    expect(pickMessages(messages, ['A', 'B.l', 'B.missing', 'D'])).toEqual({
      A: { x: '1', y: { z: '2' } },
      B: { l: '4' },
    });
  });

  it('hands on a message the build compiled into a list whole, and never walks into it', () => {
    const messages = { A: { hello: ['Hi ', ['name'], '!'], plain: 'Hi' } };
    expect(pickMessages(messages, ['A.hello'])).toEqual({ A: { hello: ['Hi ', ['name'], '!'] } });
    expect(pickMessages(messages, ['A.hello.0', 'A.plain'])).toEqual({ A: { plain: 'Hi' } });
  });

  it('merges two keys of one namespace', () => {
    expect(pickMessages({ B: { k: '3', l: '4', m: '5' } }, ['B.k', 'B.m'])).toEqual({
      B: { k: '3', m: '5' },
    });
  });
});
