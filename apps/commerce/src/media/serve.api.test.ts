import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';

/** A raw request: fetch would normalise `..` away before it reached the server. */
function raw(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const target = new URL(url);
    const call = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('GET /media/*', () => {
  let root: string;
  let commerce: TestCommerce;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'loomfront-media-test-'));
    await mkdir(join(root, 'media', 'catalog', 'ab'), { recursive: true });
    await writeFile(join(root, 'media', 'catalog', 'ab', 'swatch.webp'), 'RIFFfakewebp');
    await writeFile(join(root, 'media', 'notes.txt'), 'plain');
    await writeFile(join(root, 'media', '.hidden'), 'outside the media directory');
    await writeFile(join(root, 'media', 'catalog', '.hidden'), 'outside the media directory');
    await writeFile(join(root, 'secret.txt'), 'outside the media directory');
    commerce = await startTestCommerce({ seed: false, config: { mediaDir: join(root, 'media') } });
  });

  afterAll(async () => {
    await commerce?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a file with its content type and year-long immutable caching', async () => {
    const response = await fetch(`${commerce.url}/media/catalog/ab/swatch.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await response.text()).toBe('RIFFfakewebp');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await raw(commerce.url, '/media/catalog/ab/swatch.webp', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe('12');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toBe('');
  });

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since', async () => {
    const first = await fetch(`${commerce.url}/media/catalog/ab/swatch.webp`);
    const etag = first.headers.get('etag')!;
    const byTag = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { 'if-none-match': etag },
    });
    expect(byTag.status).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { 'if-modified-since': first.headers.get('last-modified')! },
    });
    expect(byDate.status).toBe(304);
  });

  it('answers a byte range with 206 and its Content-Range', async () => {
    const response = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=4-7' },
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 4-7/12');
    expect(response.headers['content-length']).toBe('4');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('fake');
  });

  it('answers open-ended and suffix ranges', async () => {
    const from = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=8-' },
    });
    expect(from.status).toBe(206);
    expect(from.body).toBe('webp');
    const last = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=-4' },
    });
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe('bytes 8-11/12');
    expect(last.body).toBe('webp');
  });

  it('answers 416 to a range that starts past the end of the file', async () => {
    const response = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=12-20' },
    });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */12');
  });

  it('sends the whole file when If-Range names another version', async () => {
    const etag = (await fetch(`${commerce.url}/media/catalog/ab/swatch.webp`)).headers.get('etag')!;
    const current = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=0-3', 'if-range': etag },
    });
    expect(current.status).toBe(206);
    expect(current.body).toBe('RIFF');
    const other = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=0-3', 'if-range': '"another-version"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toBe('RIFFfakewebp');
  });

  it('answers 304 rather than a range when If-None-Match matches', async () => {
    const etag = (await fetch(`${commerce.url}/media/catalog/ab/swatch.webp`)).headers.get('etag')!;
    const response = await raw(commerce.url, '/media/catalog/ab/swatch.webp', {
      headers: { range: 'bytes=0-3', 'if-none-match': etag },
    });
    expect(response.status).toBe(304);
    expect(response.headers['etag']).toBe(etag);
  });

  it('serves a file of no known media type as octet-stream', async () => {
    const response = await fetch(`${commerce.url}/media/notes.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('answers 404 for a missing file or a directory', async () => {
    expect((await fetch(`${commerce.url}/media/catalog/ab/none.webp`)).status).toBe(404);
    expect((await fetch(`${commerce.url}/media/catalog/ab`)).status).toBe(404);
    expect((await fetch(`${commerce.url}/media/`)).status).toBe(404);
  });

  it.each([
    '/media/../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/..%2fsecret.txt',
    '/media/catalog/..%2f..%2fsecret.txt',
    '/media/..%5csecret.txt',
    '/media/%00secret.txt',
    '/media//etc/passwd',
    '/media/.hidden',
    '/media/catalog/.hidden',
  ])('never reads outside the media directory: %s', async (path) => {
    const response = await raw(commerce.url, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('outside the media directory');
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await raw(commerce.url, '/media/catalog/ab/swatch.webp', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });
});
