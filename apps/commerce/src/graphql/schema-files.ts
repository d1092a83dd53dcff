// Where the SDL lives: base.graphql, then every modules/<domain>/*.graphql. Shared by the server
// and the codegen script, so both always see the same schema.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** SDL files in a stable order: the base first, then modules alphabetically. */
export function schemaFiles(): string[] {
  const modulesDir = join(srcDir, 'modules');
  const moduleFiles = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) =>
      readdirSync(join(modulesDir, name))
        .filter((file) => file.endsWith('.graphql'))
        .sort()
        .map((file) => join(modulesDir, name, file)),
    );
  return [join(srcDir, 'graphql', 'base.graphql'), ...moduleFiles];
}

export function loadTypeDefs(): string[] {
  return schemaFiles().map((file) => readFileSync(file, 'utf8'));
}
