// Starting the real commerce service and the built storefront as child processes, as `npm start`
// does, each on a free loopback port. Shared by the end-to-end tests and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface RunningProcess {
  url: string;
  /** The spawned process (a launcher whose children serve, for tsx). */
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, log: string[]) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`process for ${url} exited with ${child.exitCode}:\n${log.join('')}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${url}:\n${log.join('')}`);
}

function startProcess(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    readyUrl: string;
    url: string;
    timeoutMs: number;
  },
): Promise<RunningProcess> {
  const log: string[] = [];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  return waitUntilReady(options.readyUrl, child, options.timeoutMs, log).then(
    () => ({ url: options.url, pid: child.pid!, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/**
 * The commerce service, seeded on first start, on the database `env` names: `PGLITE_DATA_DIR`
 * (embedded) or `DATABASE_URL`. Its images go to `env.MEDIA_DIR`, or else to a temporary folder
 * removed by `stop()`: never into the repository's var/media.
 */
export async function startCommerceProcess(env: NodeJS.ProcessEnv): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownMediaDir = env.MEDIA_DIR ? null : mkdtempSync(join(tmpdir(), 'loomfront-media-'));
  const removeMedia = () => {
    if (ownMediaDir) rmSync(ownMediaDir, { recursive: true, force: true });
  };
  const commerce = await startProcess(bin('tsx'), ['src/main.ts'], {
    cwd: join(repoRoot, 'apps/commerce'),
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(ownMediaDir ? { MEDIA_DIR: ownMediaDir } : {}),
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      ...env,
    },
    readyUrl: `${url}/health`,
    url,
    timeoutMs: 180_000,
  }).catch((error: unknown) => {
    removeMedia();
    throw error;
  });
  return {
    url,
    pid: commerce.pid,
    // Removed only once the process has exited: it stops rendering between two files.
    stop: () => commerce.stop().then(removeMedia),
  };
}

/**
 * The built storefront talking to the given commerce service, on `options.port` (or a free one),
 * with `options.env` added (e.g. SITE_URL).
 */
export async function startStorefrontProcess(
  commerceUrl: string,
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningProcess> {
  const storefrontDir = join(repoRoot, 'apps/storefront');
  if (!existsSync(join(storefrontDir, '.next', 'BUILD_ID'))) {
    throw new Error('The storefront is not built: run `npm run build` first.');
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: the production build behind the page cache (server/main.ts).
  return startProcess(bin('tsx'), ['server/main.ts'], {
    cwd: storefrontDir,
    env: {
      NODE_ENV: 'production',
      COMMERCE_URL: commerceUrl,
      STOREFRONT_PORT: String(port),
      STOREFRONT_HOST: '127.0.0.1',
      ...options.env,
    },
    readyUrl: `${url}/version.json`,
    url,
    timeoutMs: 120_000,
  });
}
