import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalErrorTexts } from '@/lib/errors/global-error-texts';
import { charactersOutsideSubset, inLatinSubset, latinSubsetText } from './font-subset';

const messagesDir = join(__dirname, '..', '..', 'messages');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the latin font subset', () => {
  it('keeps German letters, the euro sign and typographic punctuation', () => {
    for (const character of 'äöüÄÖÜß€–—‘’‚“”„…•éçñ') {
      expect(inLatinSubset(character.codePointAt(0)!), character).toBe(true);
    }
  });

  it('leaves out scripts the shop does not write in', () => {
    expect(charactersOutsideSubset('Bettwäsche سرير постель')).toEqual([...'سريпостель']);
  });

  it('draws every character of every storefront message file', () => {
    for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.json'))) {
      const text = strings(JSON.parse(readFileSync(join(messagesDir, file), 'utf8'))).join('\n');
      expect(charactersOutsideSubset(text), file).toEqual([]);
    }
  });

  it('draws every character of the error page that carries its own texts', () => {
    expect(charactersOutsideSubset(strings(globalErrorTexts).join('\n'))).toEqual([]);
  });

  it('hands the subsetter each kept character once, in code point order', () => {
    const codePoints = [...latinSubsetText()].map((character) => character.codePointAt(0)!);
    expect(codePoints[0]).toBe(0x20);
    expect(codePoints).toContain(0x20ac);
    expect(new Set(codePoints).size).toBe(codePoints.length);
    expect([...codePoints].sort((a, b) => a - b)).toEqual(codePoints);
  });
});
