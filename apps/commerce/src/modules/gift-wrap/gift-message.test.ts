import { describe, expect, it } from 'vitest';
import { giftMessageOf } from './gift-message';

describe('giftMessageOf', () => {
  it('keeps the text as written, trimmed, markup included as plain characters', () => {
    expect(
      giftMessageOf({ message: ' Happy <b>birthday</b>!\nLove ', from: ' Ann ', to: 'Bo' }),
    ).toEqual({
      message: 'Happy <b>birthday</b>!\nLove',
      from: 'Ann',
      to: 'Bo',
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(giftMessageOf({ message: '🎁'.repeat(500), from: '', to: '' }).message).toHaveLength(
      1000,
    );
  });

  it('refuses a message over 500 characters', () => {
    expect(() => giftMessageOf({ message: 'x'.repeat(501), from: '', to: '' })).toThrow(
      '"message" may have at most 500 characters.',
    );
  });

  it('refuses a name over 100 characters or across lines', () => {
    expect(() => giftMessageOf({ message: '', from: 'x'.repeat(101), to: '' })).toThrow(
      '"from" may have at most 100 characters.',
    );
    expect(() => giftMessageOf({ message: '', from: '', to: 'a\nb' })).toThrow(
      '"to" may hold plain text only.',
    );
  });

  it('refuses control characters', () => {
    expect(() => giftMessageOf({ message: 'a\u0007b', from: '', to: '' })).toThrow(
      '"message" may hold plain text only.',
    );
  });
});
