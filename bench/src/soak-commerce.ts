// The commerce service as production starts it (`npm start -w apps/commerce`: the compiled dist/,
// ADR 0008, with the node flags of that script), in one node process whose id the soak samples for
// RSS. The e2e helper runs it under tsx instead, whose CLI is a parent process that would be
// measured in its place.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot } from '@loomfront/e2e/processes';

export interface CommerceProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The arguments after `node` of apps/commerce's `start` script (`node <flags> scripts/start.mjs`). */
export function startScriptArgs(packageJson: string): string[] {
  const script = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts?.start;
  const [command, ...args] = script?.trim().split(/\s+/) ?? [];
  if (command !== 'node' || !args.includes('scripts/start.mjs')) {
    throw new Error(`apps/commerce's start script is not "node … scripts/start.mjs": ${script}`);
  }
  return args;
}

/**
 * `logFile`: where the service's own output goes as well, for a look at what node flags given in
 * `COMMERCE_NODE_ARGS` (space-separated, e.g. `--trace-gc`) report.
 */
export async function startCompiledCommerce(
  env: NodeJS.ProcessEnv,
  logFile?: string,
): Promise<CommerceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const appDir = join(repoRoot, 'apps/commerce');
  const startArgs = startScriptArgs(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const extraArgs = process.env.COMMERCE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extraArgs, ...startArgs], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logStream = logFile ? createWriteStream(logFile) : null;
  const keep = (chunk: Buffer) => {
    logStream?.write(chunk);
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  // The first start compiles src/ (a minute or more on a busy machine), then listens.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`commerce exited with ${child.exitCode}:\n${log.join('')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`commerce did not answer /health in time:\n${log.join('')}`);
    }
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (child.pid === undefined) throw new Error('commerce has no process id');
  return { url, pid: child.pid, stop };
}
