// Writes the storefront's font files into fonts/ (ignored by git) from the @fontsource
// packages, cut down to what the shop draws (ADR 0064, src/lib/font-subset.ts). Runs before every
// `next build` and `next dev` (the package's prebuild and predev scripts); src/lib/fonts.ts reads
// the files it writes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { subsetFonts } from '../src/lib/font-files';

const storefrontDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = join(storefrontDir, 'fonts');
const resolve = createRequire(import.meta.url).resolve;

async function main() {
  mkdirSync(outputDir, { recursive: true });
  for (const file of await subsetFonts((source) => readFileSync(resolve(source)))) {
    writeFileSync(join(outputDir, file.name), file.data);
    console.log(`[fonts] ${file.name}: ${file.sourceBytes} → ${file.data.length} bytes`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
