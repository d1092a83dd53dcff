// The response cache's key (ADR 0025): the document as graphql-js prints it (so whitespace,
// commas and comments do not make new entries), the operation name, only the variables that
// operation declares (in their declared order, objects with sorted keys) and the store scope.
// Undeclared variables change nothing in the answer, so they must not change the key: otherwise
// every request could force a miss and a new entry.
import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind, parse, print } from './graphql-js';
import { queryLimits } from './guard-rails';

interface NormalisedDocument {
  printed: string;
  /** Declared variable names per operation name ('' for an anonymous operation). */
  declared: Map<string, string[]>;
  /** The names of the operations whose answer may be kept ('' for an anonymous one). */
  cacheable: Set<string>;
}

const DEEPEST_VARIABLE = 64;

function normalise(
  document: DocumentNode,
  cacheable: (document: DocumentNode, operationName: string | undefined) => boolean,
): NormalisedDocument {
  const declared = new Map<string, string[]>();
  const cacheableOperations = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operation = definition as OperationDefinitionNode;
    const name = operation.name?.value ?? '';
    declared.set(
      name,
      (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value),
    );
    if (cacheable(document, operation.name?.value)) cacheableOperations.add(name);
  }
  return { printed: print(document), declared, cacheable: cacheableOperations };
}

/** Sorted keys at every level; throws past DEEPEST_VARIABLE levels. */
function canonical(value: unknown, depth = 0): unknown {
  if (depth > DEEPEST_VARIABLE) throw new RangeError('variable too deep to key');
  if (Array.isArray(value)) return value.map((item) => canonical(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key], depth + 1)]),
    );
  }
  return value;
}

export interface ResponseCacheKeyInput {
  documentString: string;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
  sessionId?: string | null;
}

export interface ResponseCacheKeys {
  /** The key of an answer. */
  key(input: ResponseCacheKeyInput): string;
  /**
   * Whether the operation the request runs may be kept at all (a query of cacheable fields, by
   * `options.cacheable`); a document that does not parse may not.
   */
  mayKeep(documentString: string, operationName: string | null | undefined): boolean;
}

/**
 * Builds keys, remembering the normalised form of recent documents (bounded in count and bytes)
 * so a repeated query is parsed once.
 */
export function createResponseCacheKeyBuilder(
  options: {
    documents?: number;
    /** Whether an operation of a document may be kept; every operation by default. */
    cacheable?: (document: DocumentNode, operationName: string | undefined) => boolean;
  } = {},
): ResponseCacheKeys {
  const cacheable = options.cacheable ?? (() => true);
  const documents = new LRUCache<string, NormalisedDocument | 'unparsable'>({
    max: options.documents ?? 1000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (value, key) =>
      key.length + (value === 'unparsable' ? 0 : value.printed.length) + 1,
  });

  const normalised = (source: string): NormalisedDocument | 'unparsable' => {
    const known = documents.get(source);
    if (known) return known;
    let result: NormalisedDocument | 'unparsable';
    try {
      result = normalise(
        parse(source, { noLocation: true, maxTokens: queryLimits.maxTokens }),
        cacheable,
      );
    } catch {
      result = 'unparsable';
    }
    documents.set(source, result);
    return result;
  };

  /** The operation a request names, or the document's only one ('' when anonymous). */
  const operationOf = (document: NormalisedDocument, operationName: string | null | undefined) =>
    operationName ?? (document.declared.size === 1 ? [...document.declared.keys()][0]! : null);

  const key = (input: ResponseCacheKeyInput): string => {
    const document = normalised(input.documentString);
    const operationName = input.operationName ?? null;
    let key: string;
    if (document === 'unparsable') {
      // Yoga answers it with a syntax error, which is never cached: any stable key will do.
      key = JSON.stringify(['unparsable', input.documentString, input.sessionId ?? null]);
    } else {
      const names = document.declared.get(operationOf(document, operationName) ?? '') ?? [];
      const values = input.variableValues ?? {};
      try {
        const variables = names
          .filter((name) => Object.hasOwn(values, name))
          .map((name) => [name, canonical(values[name])]);
        key = JSON.stringify([document.printed, operationName, variables, input.sessionId ?? null]);
      } catch {
        // Nesting this deep is refused or answered uncached; a key of its own keeps it apart.
        key = randomUUID();
      }
    }
    return createHash('sha256').update(key).digest('hex');
  };

  const mayKeep = (documentString: string, operationName: string | null | undefined) => {
    const document = normalised(documentString);
    if (document === 'unparsable') return false;
    const operation = operationOf(document, operationName);
    return operation !== null && document.cacheable.has(operation);
  };

  return { key, mayKeep };
}
