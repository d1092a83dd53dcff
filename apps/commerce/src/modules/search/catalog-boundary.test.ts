// Search reads the catalog only through its listing read model (ADR 0019): no source file here
// may name a catalog table. Test files may, to arrange catalog data.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Property names of an interface in a tables.ts file: the table names. */
function tablesOf(source: string, interfaceName: string): string[] {
  const body = new RegExp(`export interface ${interfaceName}\\b[^{]*\\{([^}]*)\\}`).exec(source);
  return [...(body?.[1] ?? '').matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
}

/** Tables a source names in SQL (`from`, `join`, …) or in a call (Kysely's `selectFrom('…')`). */
function namedTables(source: string, tables: string[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return tables.filter((table) =>
    new RegExp(
      `\\b(from|join|into|update|table)\\s+"?${table}\\b(?!\\()|\\.\\w+\\(\\s*['"\`]${table}\\b`,
      'i',
    ).test(code),
  );
}

const catalogTables = [
  ...tablesOf(read('../catalog/tables.ts'), 'CatalogTables'),
  ...tablesOf(read('../catalog/index-tables.ts'), 'CatalogIndexTables'),
];

describe('the search module', () => {
  it('names no catalog table outside its tests', () => {
    const sources = readdirSync(new URL('.', import.meta.url)).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );

    const named = sources.flatMap((file) =>
      namedTables(read(`./${file}`), catalogTables).map((table) => `${file}: ${table}`),
    );

    expect(catalogTables).toEqual(expect.arrayContaining(['products', 'product_listing_index']));
    expect(catalogTables.length).toBeGreaterThan(20);
    expect(sources).toContain('postgres-search.ts');
    expect(named).toEqual([]);
  });

  it('would notice a table named in SQL or in a query builder call, but not in a comment', () => {
    const source = `
      // rows from products() come from the catalog
      sql\`select id from product_listing_index li join categories c on c.id = li.product_id\`;
      db.selectFrom('attribute_options as o');
      type Row = Criteria['attributes'];
      /* from inventory */
    `;

    expect(namedTables(source, catalogTables)).toEqual([
      'categories',
      'attribute_options',
      'product_listing_index',
    ]);
  });
});
