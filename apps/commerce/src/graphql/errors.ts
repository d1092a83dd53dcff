// Errors as GraphQL clients see them, with Magento's `extensions.category`. Services raise
// CommerceErrors (../errors.ts), which know no GraphQL; this is where they become GraphQLErrors.
import { CommerceError, type ErrorCategory } from '../errors';
import { GraphQLError } from './graphql-js';

export type { ErrorCategory } from '../errors';

export function categoryOf(error: GraphQLError): string | undefined {
  const category = error.extensions['category'];
  return typeof category === 'string' ? category : undefined;
}

/** The same error with a category added, keeping its message, locations and path. */
export function withCategory(error: GraphQLError, category: ErrorCategory): GraphQLError {
  if (categoryOf(error)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, category },
  });
}

/** The service's own error behind what graphql-js reports (it wraps resolver errors). */
export function commerceErrorOf(error: unknown): CommerceError | null {
  if (error instanceof CommerceError) return error;
  if (error instanceof GraphQLError) return commerceErrorOf(error.originalError);
  return null;
}

/** A service's expected failure as Magento reports it: its message and category, at its path. */
export function fromCommerceError(error: CommerceError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(located ? { nodes: located.nodes, path: located.path } : {}),
    extensions: { ...error.extensions, category: error.category },
  });
}

/**
 * graphql-armor words its limits as syntax errors ("Syntax Error: Query depth limit of 20 …"):
 * the prefix goes, in place (a replaced error would be logged as unexpected).
 */
export function plainWording(error: GraphQLError): GraphQLError {
  const plain = /^Syntax Error: (.* limit of \d+ exceeded.*)$/s.exec(error.message)?.[1];
  if (plain) error.message = plain;
  return error;
}
