// Hand-made table types for declared-tables.test.ts: one column of each shape the reader knows.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Numeric, ReadOnly, Timestamp, TimestampWithDefault } from '../column-types';

export interface FixtureDatabase {
  shapes: {
    id: Generated<number>;
    code: 'a' | 'b';
    note: string | null;
    amount: Numeric;
    flag: Generated<boolean>;
    tags: Json<string[]>;
    option_ids: number[];
    created_at: TimestampWithDefault;
    valid_until: Timestamp | null;
    computed: ReadOnly<string | null>;
    counter: ColumnType<number | string, number, number>;
  };
}
