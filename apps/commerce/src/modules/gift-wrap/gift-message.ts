// The gift message's bounds: plain text, kept as written (trimmed), never interpreted as markup.
import { inputError } from '../../errors';
import type { GiftMessageRecord } from './repository';

export const GIFT_MESSAGE_MAX_LENGTH = 500;
export const GIFT_NAME_MAX_LENGTH = 100;

/** Control characters other than line breaks and tabs have no place in a card's text. */
function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f)
      return true;
  }
  return false;
}

function bounded(value: string, field: string, max: number, multiline: boolean): string {
  const text = value.trim();
  if ([...text].length > max) throw inputError(`"${field}" may have at most ${max} characters.`);
  if (hasControl(text) || (!multiline && /[\r\n\t]/.test(text)))
    throw inputError(`"${field}" may hold plain text only.`);
  return text;
}

/** The message, sender and recipient as stored; refuses overlong or non-text values. */
export function giftMessageOf(input: {
  message: string;
  from: string;
  to: string;
}): GiftMessageRecord {
  return {
    message: bounded(input.message, 'message', GIFT_MESSAGE_MAX_LENGTH, true),
    from: bounded(input.from, 'from', GIFT_NAME_MAX_LENGTH, false),
    to: bounded(input.to, 'to', GIFT_NAME_MAX_LENGTH, false),
  };
}
