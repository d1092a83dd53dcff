import { describe, expect, it } from 'vitest';
import { failureMessage, hasAuthorizationError, interpretGraphQLResponse } from './result';

describe('interpretGraphQLResponse', () => {
  it('returns the data of a successful answer', () => {
    expect(interpretGraphQLResponse(200, '{"data":{"storeConfig":{"store_code":"me"}}}')).toEqual({
      ok: true,
      data: { storeConfig: { store_code: 'me' } },
    });
  });

  it('returns GraphQL errors with their Magento category and any partial data', () => {
    const body = JSON.stringify({
      data: { customer: null },
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    const result = interpretGraphQLResponse(200, body);
    expect(result).toEqual({
      ok: false,
      kind: 'graphql',
      data: { customer: null },
      errors: [
        { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
      ],
    });
    expect(hasAuthorizationError(result)).toBe(true);
  });

  it('treats a 400 with GraphQL errors as GraphQL errors, not an HTTP failure', () => {
    const result = interpretGraphQLResponse(
      400,
      '{"errors":[{"message":"Requested store is not found"}]}',
    );
    expect(result).toMatchObject({ ok: false, kind: 'graphql', data: null });
    expect(hasAuthorizationError(result)).toBe(false);
  });

  it('reports an HTTP error status without a GraphQL body', () => {
    expect(interpretGraphQLResponse(502, '<html>Bad gateway</html>')).toEqual({
      ok: false,
      kind: 'http',
      status: 502,
      message: 'Commerce answered HTTP 502',
    });
  });

  it('reports a 200 answer without data as malformed', () => {
    expect(interpretGraphQLResponse(200, 'not json')).toMatchObject({
      ok: false,
      kind: 'http',
      message: 'Malformed GraphQL response',
    });
  });
});

describe('failureMessage', () => {
  it('joins GraphQL error messages with commas', () => {
    expect(
      failureMessage({
        ok: false,
        kind: 'graphql',
        data: null,
        errors: [{ message: 'First' }, { message: 'Second' }],
      }),
    ).toBe('First, Second');
  });

  it('gives the transport message of a failure without GraphQL errors', () => {
    expect(failureMessage({ ok: false, kind: 'timeout', message: 'No answer in 10000 ms' })).toBe(
      'No answer in 10000 ms',
    );
  });
});
