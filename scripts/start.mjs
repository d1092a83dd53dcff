#!/usr/bin/env node
// `npm start`: builds the storefront when no build exists, then runs the commerce service and the
// storefront side by side. The commerce service migrates and seeds an empty database on its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const commerceUrl = process.env.COMMERCE_URL ?? `http://127.0.0.1:${commercePort}`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(join(root, 'apps/storefront/.next/BUILD_ID'))) {
  console.log('[start] no storefront build found: building it once (npm run build)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, args, env) {
  const child = spawn(npm, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`commerce service did not become healthy at ${url}/health`);
}

run('commerce', ['run', 'start', '-w', 'apps/commerce'], { COMMERCE_PORT: commercePort });
await waitForHealth(commerceUrl, 180_000);
run('storefront', ['run', 'start', '-w', 'apps/storefront'], {
  STOREFRONT_PORT: storefrontPort,
  COMMERCE_URL: commerceUrl,
});
console.log(`[start] shop: http://localhost:${storefrontPort}  commerce: ${commerceUrl}/graphql`);
