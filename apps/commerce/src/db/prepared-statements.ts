// Statements the service sends again and again are prepared once per connection (ADR 0062).
// PostgreSQL parses, analyses and plans an unnamed statement every time it runs; for the cart's
// keyed reads that planning cost more than running them. A named statement is parsed once per
// connection, and once PostgreSQL finds its generic plan no worse than the custom ones, planned
// once too.
//
// A generic plan cannot see the parameters' values, so statements whose best plan depends on them
// stay unnamed and are planned for their values every time: a LIMIT or OFFSET, a range or pattern
// comparison, full text and trigram search, containment. (A `where cart_id = $1 … limit $2` read,
// prepared, was planned once as a scan of every line in primary key order.) What is left are
// keyed reads and writes: equality and IN lists on keys, whose plan is the same for every value.
//
// The server keeps a connection's prepared statements until the connection closes, so a process
// names at most `maxNamed` texts; the rest stay unnamed.
//
// A migration that changes a table's columns while a copy of the service runs (a rolling release)
// makes PostgreSQL refuse that copy's prepared `select *` of the table: "cached plan must not
// change result type". The statement that meets it fails once; its text then gets a new name, so
// every connection prepares it afresh.
import type pg from 'pg';

export interface PreparedStatementOptions {
  /** Texts given a name at most, per process (and so per connection). */
  maxNamed: number;
  /** Times a text is sent before it is named: a text sent once is never prepared. */
  namedFrom: number;
  /** Texts longer than this stay unnamed. */
  maxLength: number;
}

export const defaultPreparedStatementOptions: PreparedStatementOptions = {
  maxNamed: 400,
  namedFrom: 2,
  maxLength: 16_384,
};

/** Parts of a statement that make its best plan depend on a parameter's value. */
const VALUE_DEPENDENT = new RegExp(
  [
    String.raw`\b(limit|offset)\s+\$\d`, // how many rows: index order or a sort
    String.raw`[<>]=?\s*\$\d`, // ranges: how many rows match
    String.raw`\$\d+(::\w+)?\s*[<>]`,
    String.raw`\bbetween\b`,
    String.raw`\b(i?like|similar\s+to)\b`, // patterns
    String.raw`@@|<%|%>|<->|\bsimilarity\b|\bword_similarity\b`, // full text, trigrams
    String.raw`@>|<@|&&`, // containment and overlap
  ].join('|'),
  'i',
);

/** Whether a statement's text may be sent as a named statement with a generic plan. */
export function preparable(text: string): boolean {
  return !VALUE_DEPENDENT.test(text);
}

/** Decides which statement texts are sent as named statements, and under which name. */
export class StatementNames {
  private readonly named = new Map<string, string>();
  /** Texts seen fewer than `namedFrom` times, oldest first; bounded like the names. */
  private readonly seen = new Map<string, number>();
  /** Texts found value-dependent or too long, so each is tested once; bounded the same way. */
  private readonly refused = new Set<string>();
  private lastName = 0;

  constructor(
    private readonly options: PreparedStatementOptions = defaultPreparedStatementOptions,
  ) {}

  /** The name to prepare `text` under, or null to send it unnamed. */
  nameOf(text: string): string | null {
    const name = this.named.get(text);
    if (name !== undefined) return name;
    const { maxNamed, namedFrom, maxLength } = this.options;
    if (this.named.size >= maxNamed || this.refused.has(text)) return null;
    if (text.length > maxLength || !preparable(text)) {
      if (this.refused.size >= maxNamed * 4)
        this.refused.delete(this.refused.values().next().value!);
      this.refused.add(text);
      return null;
    }
    const times = (this.seen.get(text) ?? 0) + 1;
    if (times < namedFrom) {
      if (this.seen.size >= maxNamed * 4) this.seen.delete(this.seen.keys().next().value!);
      this.seen.set(text, times);
      return null;
    }
    this.seen.delete(text);
    const fresh = `loomfront_${(this.lastName += 1)}`;
    this.named.set(text, fresh);
    return fresh;
  }

  /** Gives `text` a new name the next time it is sent (its prepared plan no longer serves). */
  forget(text: string): void {
    this.named.delete(text);
  }

  /** How many texts have a name. */
  get size(): number {
    return this.named.size;
  }
}

/** PostgreSQL's refusal of a prepared statement whose table's columns changed since. */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}

/** What Kysely's PostgresDialect uses of a pool and its clients. */
export interface QueryPool {
  connect(): Promise<QueryClient>;
  end(): Promise<void>;
}

export interface QueryClient {
  query: pg.PoolClient['query'];
  release(error?: Error | boolean): void;
}

/** The pool, with clients that send texts `names` names as named statements. */
export function preparingPool(pool: pg.Pool, names: StatementNames): QueryPool {
  const clients = new WeakMap<pg.PoolClient, QueryClient>();
  const preparing = (client: pg.PoolClient): QueryClient => {
    let wrapped = clients.get(client);
    if (!wrapped) {
      const query = (text: unknown, values?: unknown) => {
        const name = typeof text === 'string' ? names.nameOf(text) : null;
        if (!name)
          return (client.query as (text: unknown, values?: unknown) => unknown)(text, values);
        return client
          .query({ name, text: text as string, values: values as unknown[] })
          .catch((error: unknown) => {
            if (isStalePlan(error)) names.forget(text as string);
            throw error;
          });
      };
      wrapped = {
        query: query as pg.PoolClient['query'],
        release: (error) => client.release(error),
      };
      clients.set(client, wrapped);
    }
    return wrapped;
  };
  return {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  };
}
