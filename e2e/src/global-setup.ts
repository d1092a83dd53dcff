// Starts the seeded commerce service and the built storefront once for the whole e2e run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { startCommerceProcess, startStorefrontProcess, type RunningProcess } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    commerceUrl: string;
    /** Where commerce writes each e-mail as an .eml file (no SMTP_URL): the tests read links there. */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail first, with the install hint, when there is no browser
  const dataDir = mkdtempSync(join(tmpdir(), 'loomfront-e2e-db-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'loomfront-e2e-mail-'));
  const started: RunningProcess[] = [];
  try {
    // Its own embedded database, even when the shell names a PostgreSQL server.
    const commerce = await startCommerceProcess({
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_DIR: mailDir,
      // Every shopper of the suite signs in from one address: the sign-in limit (20 in 10 minutes
      // per address, ADR 0025) is for scripts, not for this suite's few dozen accounts.
      RATE_LIMIT_LOGIN: '1000/600',
    });
    started.push(commerce);
    const storefront = await startStorefrontProcess(commerce.url);
    started.push(storefront);
    project.provide('commerceUrl', commerce.url);
    project.provide('storefrontUrl', storefront.url);
    project.provide('mailDir', mailDir);
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await Promise.all(started.reverse().map((process) => process.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
