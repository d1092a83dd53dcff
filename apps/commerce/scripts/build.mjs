#!/usr/bin/env node
// `npm run build -w apps/commerce`: compiles src/ to dist/ with tsc (emit only: types are checked by
// `npm run typecheck`) and copies the SDL beside the JavaScript, where graphql/schema-files.ts looks
// for it. Skipped when dist/ is newer than every source file, so a start-up pays it once per change.
// ADR 0008 records why production runs the compiled JavaScript.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(appDir, 'src');
const distDir = join(appDir, 'dist');
const stamp = join(distDir, '.built');

/** Builds dist/ unless it is up to date; `force` rebuilds anyway. Returns whether it built. */
export function buildCommerce({ force = false } = {}) {
  if (!force && isUpToDate()) return false;
  rmSync(distDir, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc failed (${result.signal ?? result.status})`);
  for (const file of sourceFiles(srcDir).filter((path) => path.endsWith('.graphql'))) {
    cpSync(file, join(distDir, relative(srcDir, file)));
  }
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return true;
}

function isUpToDate() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  // Directories count too: removing a file (an SDL file, say) changes its directory's time.
  const inputs = [
    srcDir,
    ...sourceFiles(srcDir, { withDirectories: true }),
    join(appDir, 'tsconfig.json'),
    join(appDir, 'tsconfig.build.json'),
  ];
  return inputs.every((file) => statSync(file).mtimeMs <= built);
}

function sourceFiles(dir, { withDirectories = false } = {}) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    const inside = sourceFiles(path, { withDirectories });
    return withDirectories ? [path, ...inside] : inside;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = buildCommerce({ force: process.argv.includes('--force') });
  console.log(built ? `[commerce] built ${distDir}` : `[commerce] ${distDir} is up to date`);
}
