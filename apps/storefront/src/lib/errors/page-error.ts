/** A page-wide error (spec: message and statusCode, defaulting to 500). */
export class PageError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 500) {
    super(message);
    this.name = 'PageError';
    this.statusCode = statusCode;
  }
}

export function isPageError(error: unknown): error is PageError {
  return error instanceof PageError;
}

/** The status an error page reports: a PageError's own code, 500 for anything else. */
export function pageErrorStatus(error: unknown): number {
  return isPageError(error) ? error.statusCode : 500;
}
