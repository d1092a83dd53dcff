// GET|HEAD /media/<path>: files under MEDIA_DIR. Names are content-addressed (render.ts), so a URL
// never changes meaning and may be cached for a year. Anything that could leave MEDIA_DIR —
// `..`, encoded slashes or backslashes, NUL — is a 404, never a read outside it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

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

export async function serveMedia(
  mediaDir: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return;
  }
  const file = mediaFileFor(mediaDir, pathname);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    response.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  response.setHeader('cache-control', 'public, max-age=31536000, immutable');
  response.setHeader('etag', etag);
  response.setHeader('last-modified', lastModified.toUTCString());
  response.setHeader('x-content-type-options', 'nosniff');
  if (isNotModified(request, etag, lastModified)) {
    response.writeHead(304);
    response.end();
    return;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
  });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

function isNotModified(request: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  // If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.2.2).
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = request.headers['if-modified-since'];
  if (!since) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && lastModified.getTime() <= sinceTime;
}
