import { describe, expect, it } from 'vitest';
import { inputError, noSuchEntityError } from '../errors';
import { GraphQLError } from './graphql-js';
import { internalErrorMessage, maskError } from './masking';

describe('maskError', () => {
  it('reports a service error with its message and Magento category', () => {
    const masked = maskError(
      inputError('Requested store is not found'),
      internalErrorMessage,
    ) as GraphQLError;
    expect(masked).toBeInstanceOf(GraphQLError);
    expect(masked.message).toBe('Requested store is not found');
    expect(masked.extensions).toEqual({ category: 'graphql-input' });
  });

  it('keeps the path of a service error that graphql-js located', () => {
    const cause = noSuchEntityError('The product that was requested doesn’t exist.');
    const located = new GraphQLError(cause.message, { originalError: cause, path: ['product'] });
    const masked = maskError(located, internalErrorMessage) as GraphQLError;
    expect(masked.message).toBe(cause.message);
    expect(masked.path).toEqual(['product']);
    expect(masked.extensions['category']).toBe('graphql-no-such-entity');
    expect(JSON.stringify(masked)).not.toContain('stack');
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
