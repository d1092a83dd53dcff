import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalErrorTexts } from '@/lib/errors/global-error-texts';
import {
  BODY_WEIGHTS,
  charactersOutsideSubset,
  inLatinSubset,
  latinSubsetText,
} from './font-subset';

const messagesDir = join(__dirname, '..', '..', 'messages');
const sourceDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Tailwind's weight utilities, as the theme defines them. */
const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

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

  it('keeps every weight the storefront styles ask of the body face', () => {
    const asked = new Set<number>();
    for (const file of sourceFiles(sourceDir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      )) {
        asked.add(tailwindWeights[name!]!);
      }
      for (const [, weight] of text.matchAll(/font-weight:\s*(\d+)/g)) asked.add(Number(weight));
    }
    expect(asked.size).toBeGreaterThan(0);
    const outside = [...asked].filter((w) => w < BODY_WEIGHTS.min || w > BODY_WEIGHTS.max);
    expect(outside).toEqual([]);
  });

  it('hands the subsetter each kept character once, in code point order', () => {
    const codePoints = [...latinSubsetText()].map((character) => character.codePointAt(0)!);
    expect(codePoints[0]).toBe(0x20);
    expect(codePoints).toContain(0x20ac);
    expect(new Set(codePoints).size).toBe(codePoints.length);
    expect([...codePoints].sort((a, b) => a - b)).toEqual(codePoints);
  });
});
