import { describe, expect, it } from 'vitest';
import {
  invalidQueryStringMessage,
  malformedQueryStringMessage,
  percentEncodingProblem,
} from './text-encoding';

describe('percentEncodingProblem', () => {
  it('names the form body when asked to', () => {
    expect(percentEncodingProblem('query=%FF', 'request body')).toBe(
      'The request body is not valid UTF-8.',
    );
  });

  it.each([
    ['no query string', ''],
    ['plain parameters', '?query=%7B%20storeConfig%20%7B%20store_code%20%7D%20%7D'],
    ['UTF-8 percent-encoded', '?variables=%7B%22v%22%3A%22Kissen%20%C3%A9%F0%9F%9B%8F%22%7D'],
    ['a plus for a space and an empty parameter', '?query=a+b&&x='],
  ])('accepts %s', (_, search) => {
    expect(percentEncodingProblem(search)).toBeNull();
  });

  it.each([
    ['an overlong encoding of "."', '?variables=%C0%AE'],
    ['a byte that is never UTF-8', '?query=%FF'],
    ['an encoded surrogate', '?v=%ED%A0%80'],
    ['a sequence cut short', '?a=1&v=%E2%82'],
    ['a code point above U+10FFFF', '?v=%F4%90%80%80'],
  ])('calls %s not UTF-8', (_, search) => {
    expect(percentEncodingProblem(search)).toBe(invalidQueryStringMessage);
  });

  it.each([
    ['a percent sign without hex digits', '?v=%zz'],
    ['a percent sign at the end', '?v=100%'],
    ['a single hex digit', '?v=%4'],
  ])('calls %s malformed', (_, search) => {
    expect(percentEncodingProblem(search)).toBe(malformedQueryStringMessage);
  });
});
