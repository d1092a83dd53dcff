/** Marks the digest of a PageError (see below). */
const DIGEST_PREFIX = 'LOOMFRONT_PAGE_ERROR';
const DIGEST = new RegExp(`^${DIGEST_PREFIX};(\\d{3});`);

function validStatus(code: number): boolean {
  return Number.isInteger(code) && code >= 400 && code <= 599;
}

/** A page-wide error (spec: message and statusCode, defaulting to 500). */
export class PageError extends Error {
  readonly statusCode: number;
  /**
   * Next.js keeps an error's own digest and hands only the digest to the client error boundary
   * (production strips messages), so the status travels in it; the random part keeps log lines of
   * different errors apart.
   */
  readonly digest: string;

  constructor(message: string, statusCode = 500) {
    super(message);
    this.name = 'PageError';
    this.statusCode = validStatus(statusCode) ? statusCode : 500;
    this.digest = `${DIGEST_PREFIX};${this.statusCode};${Math.random().toString(36).slice(2, 10)}`;
  }
}

export function isPageError(error: unknown): error is PageError {
  return error instanceof PageError;
}

/**
 * The status an error page reports: a PageError's own code (also after it crossed to the browser,
 * where only its digest is left), 500 for anything else.
 */
export function pageErrorStatus(error: unknown): number {
  if (isPageError(error)) return error.statusCode;
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  const match = typeof digest === 'string' ? DIGEST.exec(digest) : null;
  return match ? Number(match[1]) : 500;
}
