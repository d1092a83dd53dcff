import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../app';
import { openTestDatabase } from '../testing/index';

async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[])).map(String);
}

describe('npm start on an empty database', () => {
  let mediaDir: string | undefined;

  afterAll(async () => {
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('seeds, listens, then renders catalog images in the background and stops cleanly on close', async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'loomfront-start-media-'));
    const database = await openTestDatabase({ empty: true });
    const commerce = await startCommerce({
      database,
      migrate: false,
      seedIfEmpty: true,
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent', nodeEnv: 'test', mediaDir },
    });
    try {
      const health = await fetch(`${commerce.url}/health`);
      expect(health.status).toBe(200);
      let webp: string | undefined;
      for (let attempt = 0; attempt < 100 && !webp; attempt += 1) {
        webp = (await files(mediaDir)).find((file) => file.endsWith('.webp'));
        if (!webp) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(webp).toBeDefined();
      const image = await fetch(`${commerce.url}/media/${webp!.split('\\').join('/')}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    } finally {
      const closing = performance.now();
      await commerce.close();
      await database.close();
      // Closing stops the renderer after the image in progress, never mid-file.
      expect(performance.now() - closing).toBeLessThan(10_000);
    }
    expect((await files(mediaDir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
