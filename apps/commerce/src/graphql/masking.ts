// Yoga's error masking with Magento's categories. A service's CommerceError becomes a GraphQLError
// with its message and category. Errors that graphql-js or the GraphQL layer raised on purpose
// (syntax, validation, variables, guard rails) pass through, tagged graphql-input when they carry
// no category. Everything else is an unexpected failure: the client sees "Internal server error"
// only, while the log keeps the original.
import { createGraphQLError } from 'graphql-yoga';
import { categoryOf, commerceErrorOf, fromCommerceError } from './errors';
import { GraphQLError } from './graphql-js';

export const internalErrorMessage = 'Internal server error';

function isIntentional(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isIntentional(error.originalError);
}

export function maskError(error: unknown, message: string, isDev = false): Error {
  const expected = commerceErrorOf(error);
  if (expected)
    return fromCommerceError(expected, error instanceof GraphQLError ? error : undefined);
  if (isIntentional(error)) {
    // Tagged in place: Yoga logs every error the mask replaces as unexpected, and these are not.
    if (!categoryOf(error))
      (error.extensions as Record<string, unknown>)['category'] = 'graphql-input';
    return error;
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  return createGraphQLError(message, {
    ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    extensions: {
      category: 'internal',
      // Outside production a developer sees the cause; production never does (no SQL, no stack).
      ...(isDev && original instanceof Error ? { debugMessage: original.message } : {}),
    },
  });
}
