import { describe, expect, it } from 'vitest';
import { languages, localeConfig, locales } from './locales';
import {
  loadLanguageMessages,
  loadMessages,
  loadRegionalMessages,
  isMessageGroup,
  mergeMessages,
  type CompiledMessage,
  type Messages,
} from './messages';

/** Every message key as a dotted path, e.g. "ListingSearch.sort.newest". */
function keyPaths(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isMessageGroup(value) ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('mergeMessages', () => {
  it('overrides nested keys and keeps the rest of the base', () => {
    expect(
      mergeMessages(
        { Home: { title: 'A', greeting: 'Hi' }, x: 'y' },
        { Home: { greeting: 'Hello' } },
      ),
    ).toEqual({
      Home: { title: 'A', greeting: 'Hello' },
      x: 'y',
    });
  });

  it('replaces a message the build compiled into a list whole, never merging into its parts', () => {
    // next-intl's catalog loader turns "Hi {name}!" into ['Hi ', ['name'], '!'] (next.config.ts).
    expect(
      mergeMessages(
        { Home: { greeting: ['Hi ', ['name'], '!'], title: 'A' } },
        { Home: { greeting: ['Servus ', ['name']] } },
      ),
    ).toEqual({ Home: { greeting: ['Servus ', ['name']], title: 'A' } });
  });
});

describe('message files', () => {
  it('every language has exactly the keys of every other language', async () => {
    const english = keyPaths(await loadLanguageMessages('en')).sort();
    for (const language of languages) {
      const keys = keyPaths(await loadLanguageMessages(language)).sort();
      expect({ language, missing: english.filter((key) => !keys.includes(key)) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: keys.filter((key) => !english.includes(key)) }).toEqual({
        language,
        extra: [],
      });
    }
  });

  it('every regional override names a key that its language has', async () => {
    for (const locale of locales) {
      const base = keyPaths(await loadLanguageMessages(localeConfig(locale).language));
      const regional = keyPaths(await loadRegionalMessages(locale));
      expect({ locale, unknown: regional.filter((key) => !base.includes(key)) }).toEqual({
        locale,
        unknown: [],
      });
    }
  });

  it('no message is empty', async () => {
    for (const language of languages) {
      const messages = await loadLanguageMessages(language);
      const empty = keyPaths(messages).filter((path) => {
        const value = path.split('.').reduce<CompiledMessage | Messages>((node, key) => {
          return isMessageGroup(node) ? (node[key] ?? '') : node;
        }, messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
  });
});

describe('loadMessages', () => {
  it('gives the English storefronts the spec error texts', async () => {
    for (const locale of ['en', 'us', 'me', 'sa'] as const) {
      const messages = await loadMessages(locale);
      expect(messages.Errors).toMatchObject({
        notFoundHeading: 'Page not found',
        backToShopping: 'Get Back to Shopping',
        errorHeading: 'We are currently working to improve our website.',
        errorText: 'Come back and try again soon.',
      });
    }
  });

  it('gives the Austrian storefront German texts with its own greeting', async () => {
    const messages = await loadMessages('at');
    expect(messages.Errors).toMatchObject({ notFoundHeading: 'Seite nicht gefunden' });
    expect(messages.Header).toMatchObject({ cart: 'Warenkorb', mainMenu: 'Hauptmenü' });
    expect(messages.Home).toMatchObject({
      title: 'Schön ausgeruht',
      greeting: expect.stringContaining('Wien'),
    });
  });

  it('keeps each regional greeting in its own storefront', async () => {
    expect((await loadMessages('us')).Home).toMatchObject({
      greeting: 'Welcome to our United States store.',
    });
    expect((await loadMessages('en')).Home).toMatchObject({
      greeting: 'Welcome to our international store.',
    });
  });
});
