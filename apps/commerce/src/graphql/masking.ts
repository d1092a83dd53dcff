// Yoga's error masking with Magento's categories. Errors that graphql-js or our code raised on
// purpose (syntax, validation, variables, guard rails, GraphQLErrors from services) pass through,
// tagged graphql-input when they carry no category. Everything else is an unexpected failure: the
// client sees "Internal server error" only, while the log keeps the original.
import { GraphQLError } from './graphql-js';
import { createGraphQLError } from 'graphql-yoga';
import { categoryOf } from './errors';

export const internalErrorMessage = 'Internal server error';

function isIntentional(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isIntentional(error.originalError);
}

export function maskError(error: unknown, message: string, isDev = false): Error {
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
