// Yoga's error masking with Magento's categories. A service's CommerceError becomes a GraphQLError
// with its message and category. Errors that graphql-js or the GraphQL layer raised on purpose
// (syntax, validation, variables, guard rails) pass through, tagged graphql-input when they carry
// no category. Everything else is an unexpected failure: the client sees "Internal server error"
// only, while the log keeps the original.
import { createGraphQLError } from 'graphql-yoga';
import { categoryOf, commerceErrorOf, fromCommerceError, plainWording } from './errors';
import { GraphQLError } from './graphql-js';
import { isStatementTimeout, tooLongMessage } from './request-deadline';

export const internalErrorMessage = 'Internal server error';

/** Extensions that describe our internals; production answers never carry them. */
const INTERNAL_EXTENSIONS = ['originalError', 'stack', 'cause', 'exception'] as const;

function isIntentional(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isIntentional(error.originalError);
}

export function maskError(error: unknown, message: string, isDev = false): Error {
  const expected = commerceErrorOf(error);
  if (expected)
    return fromCommerceError(expected, error instanceof GraphQLError ? error : undefined);
  if (isIntentional(error)) {
    plainWording(error);
    // Tagged in place: Yoga logs every error the mask replaces as unexpected, and these are not.
    const extensions = error.extensions as Record<string, unknown>;
    if (!categoryOf(error)) extensions['category'] = 'graphql-input';
    // Yoga adds the parser's own error to "POST body sent invalid JSON." whatever the mode, and
    // answers 400 only while it is there: without it, the status is kept by dropping `spec`.
    if (!isDev && INTERNAL_EXTENSIONS.some((internal) => internal in extensions)) {
      for (const internal of INTERNAL_EXTENSIONS) delete extensions[internal];
      const http = extensions['http'];
      if (http && typeof http === 'object' && 'spec' in http) {
        extensions['http'] = { ...http, spec: undefined };
      }
    }
    return error;
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  return createGraphQLError(isStatementTimeout(original) ? tooLongMessage : message, {
    ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    extensions: {
      category: 'internal',
      // Outside production a developer sees the cause; production never does (no SQL, no stack).
      ...(isDev && original instanceof Error ? { debugMessage: original.message } : {}),
    },
  });
}
