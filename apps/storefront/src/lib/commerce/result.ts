// The typed result of one commerce GraphQL call: a value, never a throw (saleor's graphql.ts style).

export interface CommerceGraphQLError {
  message: string;
  /** Magento's `extensions.category`, e.g. graphql-authorization, graphql-input. */
  category?: string;
  path?: ReadonlyArray<string | number>;
}

export type CommerceResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'graphql'; errors: CommerceGraphQLError[]; data: T | null }
  | { ok: false; kind: 'http'; status: number; message: string }
  | { ok: false; kind: 'network'; message: string }
  | { ok: false; kind: 'timeout'; message: string };

export type CommerceFailure = Exclude<CommerceResult<unknown>, { ok: true }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toGraphQLError(raw: unknown): CommerceGraphQLError {
  if (!isRecord(raw)) return { message: 'Unknown error' };
  const extensions = isRecord(raw.extensions) ? raw.extensions : {};
  return {
    message: typeof raw.message === 'string' ? raw.message : 'Unknown error',
    ...(typeof extensions.category === 'string' ? { category: extensions.category } : {}),
    ...(Array.isArray(raw.path) ? { path: raw.path as Array<string | number> } : {}),
  };
}

/** Interprets an HTTP answer of the GraphQL endpoint. */
export function interpretGraphQLResponse<T>(status: number, bodyText: string): CommerceResult<T> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  // GraphQL over HTTP may answer errors with 4xx (e.g. 400 for a validation error) and a JSON body.
  if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) {
    const data = isRecord(body.data) ? (body.data as T) : null;
    return { ok: false, kind: 'graphql', errors: body.errors.map(toGraphQLError), data };
  }
  if (status < 200 || status >= 300) {
    return { ok: false, kind: 'http', status, message: `Commerce answered HTTP ${status}` };
  }
  if (!isRecord(body) || !isRecord(body.data)) {
    return { ok: false, kind: 'http', status, message: 'Malformed GraphQL response' };
  }
  return { ok: true, data: body.data as T };
}

export function hasAuthorizationError(result: CommerceResult<unknown>): boolean {
  return (
    !result.ok &&
    result.kind === 'graphql' &&
    result.errors.some((e) => e.category === 'graphql-authorization')
  );
}

/** Spec §8: API errors are joined by commas into one message. */
export function graphQLErrorMessage(errors: ReadonlyArray<CommerceGraphQLError>): string {
  return errors.map((e) => e.message).join(', ');
}

/** The one message of a failed call, for logs and notifications. */
export function failureMessage(result: CommerceFailure): string {
  return result.kind === 'graphql' ? graphQLErrorMessage(result.errors) : result.message;
}

/** Reshapes the data of a successful result, keeping failures as they are. */
export function mapResult<T, U>(
  result: CommerceResult<T>,
  reshape: (data: T) => U,
): CommerceResult<U> {
  if (result.ok) return { ok: true, data: reshape(result.data) };
  if (result.kind === 'graphql') return { ...result, data: null };
  return result;
}
