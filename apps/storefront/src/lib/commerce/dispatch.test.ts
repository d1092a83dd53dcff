import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  apiResponse,
  resolveApiCall,
  type ApiMethod,
  type ApiMethodArguments,
  type ApiMethodData,
  type ApiMethodRegistry,
} from './dispatch';

interface FakeContext {
  locale: string;
}

const registry: ApiMethodRegistry<FakeContext> = {
  storeConfig: {
    args: z.object({}).strict(),
    run: async (_args, context) => ({ ok: true, data: { storeCode: context.locale } }),
  },
  cart: {
    args: z.object({ id: z.string().min(1) }),
    run: async (args: { id: string }) => ({ ok: true, data: { id: args.id } }),
  },
};

const pageArguments = z.object({ page: z.number().int().default(1) }).strict();

describe('resolveApiCall', () => {
  it('runs a known magento method with its validated arguments and the caller context', async () => {
    const call = resolveApiCall(registry, 'magento', 'cart', '{"id":"abc"}');
    expect(call.ok).toBe(true);
    if (call.ok)
      expect(await call.run({ locale: 'me' })).toEqual({ ok: true, data: { id: 'abc' } });
  });

  it('treats an empty body as no arguments', async () => {
    const call = resolveApiCall(registry, 'magento', 'storeConfig', '');
    expect(call.ok).toBe(true);
    if (call.ok)
      expect(await call.run({ locale: 'sa' })).toEqual({ ok: true, data: { storeCode: 'sa' } });
  });

  it('answers an unknown integration with a 500 Unknown middleware', () => {
    expect(resolveApiCall(registry, 'shopify', 'storeConfig', '')).toEqual({
      ok: false,
      status: 500,
      body: { message: 'Unknown middleware' },
    });
  });

  it('answers an unknown method with a 404', () => {
    expect(resolveApiCall(registry, 'magento', 'dropDatabase', '')).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('does not resolve methods inherited from Object.prototype', () => {
    expect(resolveApiCall(registry, 'magento', 'constructor', '')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(resolveApiCall(registry, 'magento', '__proto__', '')).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('answers a malformed JSON body with a 400', () => {
    expect(resolveApiCall(registry, 'magento', 'cart', '{"id":')).toEqual({
      ok: false,
      status: 400,
      body: { message: 'Malformed JSON body' },
    });
  });

  it('answers invalid arguments with a 400 naming the field', () => {
    const call = resolveApiCall(registry, 'magento', 'cart', '{"id":""}');
    expect(call).toMatchObject({
      ok: false,
      status: 400,
      body: { message: 'Invalid arguments', issues: [{ path: 'id' }] },
    });
  });

  it('runs a method with its parsed arguments, defaults applied', async () => {
    const paged: ApiMethod<typeof pageArguments, number, FakeContext> = {
      args: pageArguments,
      run: async (args) => ({ ok: true, data: args.page }),
    };
    const call = resolveApiCall({ paged }, 'magento', 'paged', '{}');
    if (!call.ok) throw new Error('expected a call');
    expect(await call.run({ locale: 'en' })).toEqual({ ok: true, data: 1 });
    // Callers pass the schema's input (page optional); the method sees its output.
    expectTypeOf<ApiMethodArguments<typeof paged>>().toEqualTypeOf<{ page?: number }>();
    expectTypeOf<ApiMethodData<typeof paged>>().toEqualTypeOf<number>();
  });

  it('rejects unexpected arguments of a method without payload', () => {
    expect(resolveApiCall(registry, 'magento', 'storeConfig', '{"x":1}')).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('apiResponse', () => {
  it('wraps data in a 200', () => {
    expect(apiResponse({ ok: true, data: { a: 1 } })).toEqual({
      status: 200,
      body: { data: { a: 1 } },
    });
  });

  it('keeps GraphQL errors as a 200 with errors, like GraphQL itself', () => {
    expect(
      apiResponse({ ok: false, kind: 'graphql', data: null, errors: [{ message: 'No' }] }),
    ).toEqual({
      status: 200,
      body: { data: null, errors: [{ message: 'No' }] },
    });
  });

  it('maps a timeout to 504 and other transport failures to 502', () => {
    expect(apiResponse({ ok: false, kind: 'timeout', message: 't' }).status).toBe(504);
    expect(apiResponse({ ok: false, kind: 'network', message: 'n' }).status).toBe(502);
    expect(apiResponse({ ok: false, kind: 'http', status: 500, message: 'h' }).status).toBe(502);
  });
});
