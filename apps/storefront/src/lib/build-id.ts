import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let buildId: Promise<string> | undefined;

/** Next's build id of the running build ("development" under `next dev`). */
export function getBuildId(): Promise<string> {
  buildId ??= readFile(join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8')
    .then((id) => id.trim() || 'development')
    .catch(() => 'development');
  return buildId;
}
