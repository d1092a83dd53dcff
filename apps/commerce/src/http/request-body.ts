import type { IncomingMessage } from 'node:http';

/** 1 MB (DESIGN.md "Limits"). */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The declared Content-Length is over the limit: answer 413 without reading anything. */
export function declaresTooLargeBody(request: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Reads the whole body, counting bytes as they stream in, so a chunked upload without
 * Content-Length cannot exceed the limit either. Stops reading at the first byte over it.
 */
export async function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`Request body exceeds ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
