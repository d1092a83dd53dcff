import { describe, expect, it } from 'vitest';
import {
  compareTables,
  expectedType,
  type DatabaseColumn,
  type DeclaredColumn,
  type Tables,
} from './table-check';

const int4: DatabaseColumn = { type: 'int4', nullable: false, hasDefault: false, generated: false };
const number: DeclaredColumn = { type: 'number', nullable: false, insert: 'required' };

function check(declared: Tables<DeclaredColumn>, database: Tables<DatabaseColumn>) {
  return compareTables(declared, database);
}

describe('compareTables', () => {
  it('finds nothing when every table and column agrees', () => {
    expect(
      check(
        {
          reviews: {
            id: { type: 'number', nullable: false, insert: 'optional' },
            summary: { type: 'string', nullable: true, insert: 'optional' },
            created_at: { type: 'Date', nullable: false, insert: 'optional' },
            roles: { type: 'Json', nullable: false, insert: 'optional' },
            option_ids: { type: 'number[]', nullable: false, insert: 'required' },
            rate: { type: 'string', nullable: false, insert: 'required' },
            document: { type: 'string', nullable: true, insert: 'never' },
          },
        },
        {
          reviews: {
            id: { ...int4, hasDefault: true },
            summary: { type: 'text', nullable: true, hasDefault: false, generated: false },
            created_at: {
              type: 'timestamptz',
              nullable: false,
              hasDefault: true,
              generated: false,
            },
            roles: { type: 'jsonb', nullable: false, hasDefault: true, generated: false },
            option_ids: { type: '_int4', nullable: false, hasDefault: false, generated: false },
            rate: { type: 'numeric', nullable: false, hasDefault: false, generated: false },
            document: { type: 'tsvector', nullable: true, hasDefault: false, generated: true },
          },
        },
      ),
    ).toEqual([]);
  });

  it('reports a column the database has and the types lack', () => {
    expect(check({ reviews: { id: number } }, { reviews: { id: int4, rating: int4 } })).toEqual([
      'reviews.rating: declared nothing, database int4 (number) not null',
    ]);
  });

  it('reports a column the types declare and the database lacks', () => {
    expect(check({ reviews: { id: number, rating: number } }, { reviews: { id: int4 } })).toEqual([
      'reviews.rating: declared number, database nothing',
    ]);
  });

  it('reports every column of a table only one side has', () => {
    expect(check({}, { ratings: { id: int4, code: { ...int4, type: 'text' } } })).toEqual([
      'ratings.code: declared nothing, database text (string) not null',
      'ratings.id: declared nothing, database int4 (number) not null',
    ]);
  });

  it('reports a nullable column declared without null, and the reverse', () => {
    expect(
      check(
        {
          reviews: {
            store_view_id: number,
            status: { type: 'string', nullable: true, insert: 'optional' },
          },
        },
        {
          reviews: {
            store_view_id: { ...int4, nullable: true },
            status: { ...int4, type: 'text' },
          },
        },
      ),
    ).toEqual([
      'reviews.status: declared string | null, optional on insert, database text (string) not null',
      'reviews.store_view_id: declared number, database int4 (number) null',
    ]);
  });

  it('reports a type the drivers do not return', () => {
    expect(
      check(
        { currency_rates: { rate: number, updated_at: { ...number, type: 'string' } } },
        {
          currency_rates: {
            rate: { ...int4, type: 'numeric' },
            updated_at: { ...int4, type: 'timestamptz' },
          },
        },
      ),
    ).toEqual([
      'currency_rates.rate: declared number, database numeric (string) not null',
      'currency_rates.updated_at: declared string, database timestamptz (Date) not null',
    ]);
  });

  it('reports insert rules that disagree with defaults and generated columns', () => {
    expect(
      check(
        { products: { status: number, id: { ...number, insert: 'optional' }, document: number } },
        {
          products: {
            status: { ...int4, hasDefault: true },
            id: int4,
            document: { ...int4, generated: true },
          },
        },
      ),
    ).toEqual([
      'products.document: declared number, database int4 (number) not null generated',
      'products.id: declared number, optional on insert, database int4 (number) not null',
      'products.status: declared number, database int4 (number) not null with a default',
    ]);
  });
});

describe('expectedType', () => {
  it('maps PostgreSQL types to what pg and PGlite return', () => {
    expect(
      ['int2', 'int8', 'numeric', 'bpchar', 'bool', 'timestamptz', 'jsonb', '_int4', 'point'].map(
        expectedType,
      ),
    ).toEqual([
      'number',
      'number | string',
      'string',
      'string',
      'boolean',
      'Date',
      'Json',
      'number[]',
      'unmapped point',
    ]);
  });
});
