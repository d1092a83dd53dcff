import { describe, expect, it } from 'vitest';
import { loadMessages, mergeMessages } from './messages';

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
});

describe('loadMessages', () => {
  it('gives every storefront the spec error texts', async () => {
    for (const locale of ['en', 'us', 'me', 'sa', 'at'] as const) {
      const messages = await loadMessages(locale);
      expect(messages.Errors).toMatchObject({
        notFoundHeading: 'Page not found',
        backToShopping: 'Get Back to Shopping',
        errorHeading: 'We are currently working to improve our website.',
        errorText: 'Come back and try again soon.',
      });
    }
  });
});
