// A PostgreSQL cluster of a test's own (Debian's server binaries), for tests that stop or restart
// the server: the machine's shared server at 127.0.0.1:5432 is never touched. Listens on a free
// loopback port with its socket in a temporary folder; initdb refuses root, so as root the server
// runs as the `postgres` user (`runuser`), in a folder that user owns.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_LIB = '/usr/lib/postgresql';
const run$ = promisify(execFile);

export interface PrivateCluster {
  /** postgresql:// URL of the `postgres` database, trust authentication. */
  url: string;
  port: number;
  /** pg_ctl restart -m fast: open sessions are ended, the server is back when this resolves. */
  restart(): Promise<void>;
  stop(): void;
}

/** The newest installed server's bin folder; throws, naming what is missing, when there is none. */
export function postgresBinaries(): string {
  const versions = existsSync(POSTGRES_LIB)
    ? readdirSync(POSTGRES_LIB)
        .filter((version) => existsSync(join(POSTGRES_LIB, version, 'bin', 'pg_ctl')))
        .filter((version) => existsSync(join(POSTGRES_LIB, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl) not found in ${POSTGRES_LIB}/*/bin: ` +
        'install the Debian package postgresql to run this test',
    );
  return join(POSTGRES_LIB, versions[0]!, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function userId(name: string): number {
  const found = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`user ${name} not found: ${found.stderr.trim()}`);
  return Number(found.stdout.trim());
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'loomfront-pg-'));
  if (asRoot) {
    const uid = userId('postgres');
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  const run = (program: string, args: string[]): void => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0)
      throw new Error(
        `${program} ${args.join(' ')} failed (${result.status ?? result.signal}): ` +
          `${result.stderr}${result.stdout}`,
      );
  };
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A throwaway cluster: a fast restart checkpoints anyway, nothing here needs to survive a crash.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const pgCtlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-t',
    '30',
    '-o',
    serverOptions,
    ...args,
  ];
  const pgCtl = (...args: string[]) => run('pg_ctl', pgCtlArgs(...args));
  pgCtl('start');
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    // Asynchronous: the test keeps sending orders while the server goes down and comes back.
    async restart() {
      const args = pgCtlArgs('-m', 'fast', 'restart');
      if (asRoot)
        await run$('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], {
          timeout: 60_000,
        });
      else await run$(join(bin, 'pg_ctl'), args, { timeout: 60_000 });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
