// Vitest global setup of the API suite: build two template databases once (ADR 0004): one
// migrated and seeded with the stores and the demo catalog, one migrated only (`empty`).
// Test files open their own copy with `openTestDatabase()` / `startTestCommerce()`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createPGliteTemplate,
  createPostgresTemplate,
  dropPostgresDatabase,
  TEMPLATE_ENV,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    commerceTestDatabase:
      | { driver: 'pglite'; dumpPath: string; emptyDumpPath: string }
      | { driver: 'postgres'; template: string; emptyTemplate: string };
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    const [template, emptyTemplate] = await Promise.all([
      createPostgresTemplate(serverUrl, { seed: true }),
      createPostgresTemplate(serverUrl, { seed: false }),
    ]);
    // Workers inherit the environment; `provide` carries the same for code that prefers inject().
    process.env[TEMPLATE_ENV.postgresTemplate] = template;
    process.env[TEMPLATE_ENV.postgresEmptyTemplate] = emptyTemplate;
    project.provide('commerceTestDatabase', { driver: 'postgres', template, emptyTemplate });
    return async () => {
      await dropPostgresDatabase(serverUrl, template);
      await dropPostgresDatabase(serverUrl, emptyTemplate);
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'loomfront-test-db-'));
  const dumpPath = join(dir, 'seeded.tar');
  const emptyDumpPath = join(dir, 'migrated.tar');
  for (const [path, seed] of [
    [dumpPath, true],
    [emptyDumpPath, false],
  ] as const) {
    await writeFile(path, Buffer.from(await (await createPGliteTemplate({ seed })).arrayBuffer()));
  }
  process.env[TEMPLATE_ENV.pgliteDump] = dumpPath;
  process.env[TEMPLATE_ENV.pgliteEmptyDump] = emptyDumpPath;
  project.provide('commerceTestDatabase', { driver: 'pglite', dumpPath, emptyDumpPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
