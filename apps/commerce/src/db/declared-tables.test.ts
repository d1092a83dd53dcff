import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDeclaredTables } from './declared-tables';

describe('readDeclaredTables', () => {
  // Type-checks the fixture and Kysely's declarations: seconds on a busy machine.
  it(
    'reads select types, nullability and insert rules as Kysely sees them',
    { timeout: 60_000 },
    () => {
      const fixture = fileURLToPath(
        new URL('./testing/declared-tables-fixture.ts', import.meta.url),
      );

      const tables = readDeclaredTables(fixture, 'FixtureDatabase');

      expect(tables).toEqual({
        shapes: {
          id: { type: 'number', nullable: false, insert: 'optional' },
          code: { type: 'string', nullable: false, insert: 'required' },
          note: { type: 'string', nullable: true, insert: 'optional' },
          amount: { type: 'string', nullable: false, insert: 'required' },
          flag: { type: 'boolean', nullable: false, insert: 'optional' },
          tags: { type: 'Json', nullable: false, insert: 'optional' },
          option_ids: { type: 'number[]', nullable: false, insert: 'required' },
          created_at: { type: 'Date', nullable: false, insert: 'optional' },
          valid_until: { type: 'Date', nullable: true, insert: 'optional' },
          computed: { type: 'string', nullable: true, insert: 'never' },
          counter: { type: 'number | string', nullable: false, insert: 'required' },
        },
      });
    },
  );
});
