import { describe, expect, it } from 'vitest';
import { PageError, pageErrorStatus } from './page-error';

describe('PageError', () => {
  it('defaults the status code to 500', () => {
    const error = new PageError('Broken');
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe('Broken');
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps a given status code', () => {
    expect(new PageError('Missing', 404).statusCode).toBe(404);
  });
});

describe('pageErrorStatus', () => {
  it('reports 500 for errors that are not page errors', () => {
    expect(pageErrorStatus(new Error('x'))).toBe(500);
    expect(pageErrorStatus(new PageError('y', 503))).toBe(503);
  });
});
