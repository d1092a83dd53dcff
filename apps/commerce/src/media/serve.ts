// GET|HEAD /media/<path>: files under MEDIA_DIR. Names are content-addressed (render.ts), so a URL
// never changes meaning and may be cached for a year. Anything that could leave MEDIA_DIR —
// `..`, encoded slashes or backslashes, NUL, dotfiles — is a 404, never a read outside it.
// The node adapter's serveStatic streams the file and answers ranges (206, 416); this handler adds
// the path rules, the validators (ETag, 304) and the caching in front of it.
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Handler } from 'hono';

export const MEDIA_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** The absolute file a URL path names inside mediaDir, or null when it is not a safe media path. */
export function mediaFileFor(mediaDir: string, pathname: string): string | null {
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  const segments = pathname.slice(MEDIA_PREFIX.length).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!value || value === '.' || value === '..' || /[/\\\0]/.test(value)) return null;
    if (value.startsWith('.')) return null;
    decoded.push(value);
  }
  const root = resolve(mediaDir);
  const file = resolve(root, ...decoded);
  return file.startsWith(root + sep) ? file : null;
}

/** The handler of `/media/*`. */
export function serveMedia(mediaDir: string): Handler {
  return async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return c.text('Method not allowed', 405, { allow: 'GET, HEAD' });
    }
    const file = mediaFileFor(mediaDir, new URL(c.req.url).pathname);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return notFound(c);

    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    c.header('cache-control', 'public, max-age=31536000, immutable');
    c.header('etag', etag);
    c.header('last-modified', lastModified.toUTCString());
    c.header('accept-ranges', 'bytes');
    c.header('x-content-type-options', 'nosniff');
    const headers = c.req.raw.headers;
    if (isNotModified(headers, etag, lastModified)) return c.body(null, 304);
    if (headers.has('range') && !rangeStillApplies(headers.get('if-range'), etag, lastModified)) {
      // The client's partial copy is of another version: send the whole file (RFC 9110 §13.1.5).
      const whole = new Headers(headers);
      whole.delete('range');
      c.req.raw = new Request(c.req.raw, { headers: whole });
    }

    const served = await serveStatic({ path: file })(c, async () => {});
    if (!served) return notFound(c); // gone between stat and open
    // Only known media types: anything else must not be rendered by a browser from this origin.
    served.headers.set(
      'content-type',
      CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    );
    return served;
  };
}

function notFound(c: Context): Response {
  c.header('cache-control', 'no-store');
  return c.text('Not found', 404);
}

function isNotModified(headers: Headers, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  // If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.2.2).
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = headers.get('if-modified-since');
  if (!since) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && lastModified.getTime() <= sinceTime;
}

function rangeStillApplies(ifRange: string | null, etag: string, lastModified: Date): boolean {
  if (ifRange === null) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  return Date.parse(ifRange) === lastModified.getTime();
}
