import { GraphQLError } from './graphql-js';
import { describe, expect, it } from 'vitest';
import { inputError } from './errors';
import { internalErrorMessage, maskError } from './masking';

describe('maskError', () => {
  it('passes a categorised service error through unchanged', () => {
    const error = inputError('Requested store is not found');
    expect(maskError(error, internalErrorMessage)).toBe(error);
  });

  it('tags graphql-js syntax and validation errors as graphql-input', () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".');
    const masked = maskError(error, internalErrorMessage);
    expect(masked).toBe(error);
    expect(masked.message).toBe('Cannot query field "nope" on type "Query".');
    expect((masked as GraphQLError).extensions['category']).toBe('graphql-input');
  });

  it('hides an unexpected error behind "Internal server error" with category internal', () => {
    const sqlError = new Error('relation "currency_rates" does not exist');
    const located = new GraphQLError(sqlError.message, {
      originalError: sqlError,
      path: ['currency'],
    });
    const masked = maskError(located, internalErrorMessage) as GraphQLError;
    expect(masked.message).toBe('Internal server error');
    expect(masked.extensions).toEqual({ category: 'internal' });
    expect(masked.path).toEqual(['currency']);
    expect(JSON.stringify(masked)).not.toContain('relation');
  });

  it('names the cause outside production', () => {
    const masked = maskError(new Error('boom'), internalErrorMessage, true) as GraphQLError;
    expect(masked.extensions).toEqual({ category: 'internal', debugMessage: 'boom' });
  });
});
