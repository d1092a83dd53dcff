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

  it('treats a status code that is not an error status as 500', () => {
    expect(new PageError('Odd', 200).statusCode).toBe(500);
    expect(new PageError('Odd', 503.5).statusCode).toBe(500);
  });
});

describe('pageErrorStatus', () => {
  it('reports a page error its own status and any other error 500', () => {
    expect(pageErrorStatus(new Error('x'))).toBe(500);
    expect(pageErrorStatus(new PageError('y', 503))).toBe(503);
    expect(pageErrorStatus('not an error')).toBe(500);
  });

  it('reads the status back from the digest the error boundary receives', () => {
    const thrown = new PageError('Commerce is down', 503);
    // What a client error boundary gets in production: a plain Error with the digest only.
    const received = Object.assign(
      new Error('An error occurred in the Server Components render.'),
      {
        digest: thrown.digest,
      },
    );
    expect(pageErrorStatus(received)).toBe(503);
  });

  it('ignores digests that are not a page error', () => {
    expect(pageErrorStatus(Object.assign(new Error('x'), { digest: '2783174' }))).toBe(500);
    expect(pageErrorStatus({ digest: 'LOOMFRONT_PAGE_ERROR;abc;x' })).toBe(500);
  });
});
