// Introspection answers depend on nothing but the schema, which never changes while the service
// runs, yet a full `__schema` answer walks every type (ADR 0024: 50 clients asking at once gave a
// p50 of 1.1 s). Each distinct introspection operation is executed once per schema and its answer
// reused, so introspection costs no more than a cached query.
import type { DocumentNode } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Kind } from './graphql-js';
import { selectOperation } from './query-cost';

/** Distinct operations (name and variables) kept per document; Yoga's document cache bounds documents. */
const MAX_VARIANTS_PER_DOCUMENT = 20;

export interface IntrospectionCache {
  plugin: Plugin;
  /** Executions (misses) and answers served from memory (hits), for tests and logs. */
  stats: { hits: number; misses: number };
}

function isIntrospectionOnly(document: DocumentNode, operationName: string | null | undefined) {
  const operation = selectOperation(document, operationName);
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (selection.name.value === '__schema' || selection.name.value === '__type'),
    )
  );
}

export function createIntrospectionCache(): IntrospectionCache {
  const stats = { hits: 0, misses: 0 };
  // Keyed by the parsed document, which Yoga reuses for the same query text.
  const answers = new WeakMap<DocumentNode, Map<string, ExecutionResult>>();
  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      if (!isIntrospectionOnly(args.document, args.operationName)) return;
      // Variables were checked for depth before this (input-hygiene.ts): stringify cannot overflow.
      const key = `${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}`;
      const known = answers.get(args.document)?.get(key);
      if (known) {
        stats.hits += 1;
        setResultAndStopExecution(known);
        return;
      }
      stats.misses += 1;
      return {
        onExecuteDone({ result }) {
          if (!('data' in result) || result.errors?.length) return;
          let variants = answers.get(args.document);
          if (!variants) answers.set(args.document, (variants = new Map()));
          if (variants.size < MAX_VARIANTS_PER_DOCUMENT) variants.set(key, result);
        },
      };
    },
  };
  return { plugin, stats };
}
