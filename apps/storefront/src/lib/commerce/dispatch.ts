// Pure dispatch of `POST /api/{integration}/{apiMethod}` (spec §7 middleware): registry lookup,
// body parsing and argument validation. The route handler only runs what this returns.
import type { z, ZodType } from 'zod';
import type { CommerceResult } from './result';

/** A method keeps its schema's type, so callers see what it accepts (z.input) and answers. */
export interface ApiMethod<TSchema extends ZodType, TResult, TContext> {
  args: TSchema;
  /** Changes state (a GraphQL mutation): callable only from the shop's own origin (CSRF). */
  changesState?: boolean;
  run(args: z.output<TSchema>, context: TContext): Promise<CommerceResult<TResult>>;
}

// `run` uses method syntax, so a method with specific arguments still fits `unknown` here.
export type ApiMethodRegistry<TContext> = Readonly<
  Record<string, ApiMethod<ZodType, unknown, TContext>>
>;

/** What a method accepts from a caller: its schema's input (before defaults and transforms). */
export type ApiMethodArguments<TMethod extends ApiMethod<ZodType, unknown, never>> = z.input<
  TMethod['args']
>;

/** What a method answers when it succeeds. */
export type ApiMethodData<TMethod extends ApiMethod<ZodType, unknown, never>> = Extract<
  Awaited<ReturnType<TMethod['run']>>,
  { ok: true }
>['data'];

export const SUPPORTED_INTEGRATION = 'magento';

export interface ApiErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

export type ApiCall<TContext> =
  | { ok: true; run: (context: TContext) => Promise<CommerceResult<unknown>> }
  | { ok: false; status: 400 | 404 | 500; body: ApiErrorBody };

/** Empty body means "no arguments" (e.g. storeConfig has no payload). */
function parseBody(bodyText: string): { ok: true; value: unknown } | { ok: false } {
  if (bodyText.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(bodyText) };
  } catch {
    return { ok: false };
  }
}

type ApiLookup<TContext> =
  | { ok: true; method: ApiMethod<ZodType, unknown, TContext> }
  | { ok: false; status: 404 | 500; body: ApiErrorBody };

/** The registry lookup, before anything of the body is read. */
export function lookupApiMethod<TContext>(
  registry: ApiMethodRegistry<TContext>,
  integration: string,
  methodName: string,
): ApiLookup<TContext> {
  if (integration !== SUPPORTED_INTEGRATION) {
    return { ok: false, status: 500, body: { message: 'Unknown middleware' } };
  }
  const method = Object.hasOwn(registry, methodName) ? registry[methodName] : undefined;
  if (!method) {
    return { ok: false, status: 404, body: { message: `Unknown API method ${methodName}` } };
  }
  return { ok: true, method };
}

/** A found method's call with the body's arguments, or the 400 that explains why not. */
export function prepareApiCall<TContext>(
  method: ApiMethod<ZodType, unknown, TContext>,
  bodyText: string,
): ApiCall<TContext> {
  const body = parseBody(bodyText);
  if (!body.ok) return { ok: false, status: 400, body: { message: 'Malformed JSON body' } };
  const parsed = method.args.safeParse(body.value);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      body: {
        message: 'Invalid arguments',
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      },
    };
  }
  return { ok: true, run: (context) => method.run(parsed.data, context) };
}

export function resolveApiCall<TContext>(
  registry: ApiMethodRegistry<TContext>,
  integration: string,
  methodName: string,
  bodyText: string,
): ApiCall<TContext> {
  const found = lookupApiMethod(registry, integration, methodName);
  return found.ok ? prepareApiCall(found.method, bodyText) : found;
}

/** HTTP answer for a method's result: GraphQL errors stay 200 with `errors`, transport failures 502/504. */
export function apiResponse(result: CommerceResult<unknown>): { status: number; body: unknown } {
  if (result.ok) return { status: 200, body: { data: result.data } };
  switch (result.kind) {
    case 'graphql':
      return { status: 200, body: { data: result.data, errors: result.errors } };
    case 'timeout':
      return { status: 504, body: { message: result.message } };
    default:
      return { status: 502, body: { message: result.message } };
  }
}
