#!/usr/bin/env node
// `npm start`: builds the storefront when no build exists and compiles the commerce service when its
// sources changed (ADR 0008), then runs the commerce service and the storefront side by side, in
// production mode unless NODE_ENV says otherwise (the storefront is a production build whatever
// NODE_ENV says). The commerce service migrates and seeds an empty
// database on its own. With COMMERCE_URL set, the storefront fronts that backend (another copy of
// the commerce service, or Magento) and no local commerce service is started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCommerce } from '../apps/commerce/scripts/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commercePort = process.env.COMMERCE_PORT || '4000';
const storefrontPort = process.env.STOREFRONT_PORT || '3000';
const externalCommerceUrl = process.env.COMMERCE_URL || undefined;
const commerceUrl = externalCommerceUrl ?? `http://127.0.0.1:${commercePort}`;
const commerceNodeEnv = process.env.NODE_ENV || 'production';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const healthTimeoutMs = 180_000;

if (!existsSync(join(root, 'apps/storefront/.next/BUILD_ID'))) {
  console.log('[start] no storefront build found: building it once (npm run build)…');
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each child leads its own process group, and signals go to the whole group: npm does not always
// pass a signal on to the script it runs, and a process left behind keeps its port.
const ownGroups = process.platform !== 'win32';
function signal(child, name) {
  try {
    if (ownGroups) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

const children = [];
function run(name, args, env) {
  const child = spawn(npm, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: ownGroups,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[start] ${name} stopped (${signal ?? code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
let exitCode = 0;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(exitCode);
    });
    signal(child, 'SIGTERM');
  }
  // The commerce service finishes the image it is rendering before it exits; never wait forever.
  setTimeout(() => {
    for (const child of running) signal(child, 'SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Resolves once /health answers 200; false when the deadline passes or shutdown began. */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function main() {
  if (externalCommerceUrl) {
    console.log(`[start] COMMERCE_URL is set: the storefront fronts ${externalCommerceUrl}`);
  } else {
    if (buildCommerce()) console.log('[start] compiled the commerce service (src/ changed)');
    run('commerce', ['run', 'start', '-w', 'apps/commerce'], {
      COMMERCE_PORT: commercePort,
      NODE_ENV: commerceNodeEnv,
      // The demo shop shows a new review at once; a real shop leaves it pending (Magento's way).
      REVIEWS_AUTO_APPROVE: process.env.REVIEWS_AUTO_APPROVE || 'true',
      // The storefront started below reaches commerce over loopback and names each shopper in
      // X-Forwarded-For: trusting it gives every shopper their own rate limits (sign-ins, guest
      // order lookups), instead of one budget shared by the whole shop.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
    });
    const healthy = await waitForHealth(commerceUrl, healthTimeoutMs);
    if (stopping) return;
    if (!healthy) {
      console.error(
        `[start] the commerce service did not become healthy at ${commerceUrl}/health ` +
          `within ${healthTimeoutMs / 1000} s; stopping it.`,
      );
      return shutdown(1);
    }
  }
  run('storefront', ['run', 'start', '-w', 'apps/storefront'], {
    STOREFRONT_PORT: storefrontPort,
    COMMERCE_URL: commerceUrl,
    NODE_ENV: 'production',
  });
  const graphql = externalCommerceUrl
    ? ''
    : `  commerce: ${commerceUrl}/graphql (${commerceNodeEnv})`;
  console.log(`[start] shop: http://localhost:${storefrontPort}${graphql}`);
}

await main();
