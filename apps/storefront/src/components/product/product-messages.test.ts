import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import de from '../../../messages/de.json';

// The product page's texts (the Product namespace) are read only by these folders.
const here = import.meta.dirname;
const folders = [here, join(here, '../../lib/product')];
const source = folders
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(folder, file), 'utf8')),
  )
  .join('\n');

type Messages = { [key: string]: string | Messages };

function leafKeys(messages: Messages, path: string[] = []): string[][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...path, key]] : leafKeys(value, [...path, key]),
  );
}

/** A key is read as t('leaf') within its namespace or t('parent.leaf') from its parent's. */
function isRead(path: string[]): boolean {
  return path.some((_, start) => {
    const key = path.slice(start).join('.');
    return source.includes(`'${key}'`) || source.includes(`\`${key}`);
  });
}

describe('the product page messages', () => {
  it('holds no English text that no product component reads', () => {
    const unread = leafKeys(en.Product as Messages)
      // Promo texts are read per product family: t() within `Product.promo.${family}`.
      .filter((path) => path[0] !== 'promo')
      .filter((path) => !isRead(path))
      .map((path) => path.join('.'));
    expect(unread).toEqual([]);
  });

  it('holds no German text without its English original', () => {
    const english = new Set(leafKeys(en.Product as Messages).map((path) => path.join('.')));
    const orphans = leafKeys(de.Product as Messages)
      .map((path) => path.join('.'))
      .filter((key) => !english.has(key));
    expect(orphans).toEqual([]);
  });
});
