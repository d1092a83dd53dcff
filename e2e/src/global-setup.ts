// Starts the seeded commerce service and the built storefront once for the whole e2e run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeStripe } from '@loomfront/commerce/testing/fake-stripe';
import { chromiumPath } from './chromium';
import {
  freePort,
  startCommerceProcess,
  startStorefrontProcess,
  type RunningProcess,
} from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    commerceUrl: string;
    /** Where commerce writes each e-mail as an .eml file (no SMTP_URL): the tests read links there. */
    mailDir: string;
    /** The fake Stripe (API, Stripe.js stand-in, 3-D Secure page) commerce and the browser use. */
    stripeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail first, with the install hint, when there is no browser
  const dataDir = mkdtempSync(join(tmpdir(), 'loomfront-e2e-db-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'loomfront-e2e-mail-'));
  const started: RunningProcess[] = [];
  // Card payments against a local fake: commerce's SDK calls it (STRIPE_API_URL), the browser's
  // js.stripe.com and api.stripe.com are routed to it by the tests (e2e/src/stripe.ts).
  const stripe = await startFakeStripe();
  started.push({ url: stripe.url, pid: process.pid, stop: () => stripe.close() });
  try {
    // Known before commerce starts: Stripe's return_url must be a page of STOREFRONT_URL, and the
    // storefront builds it from SITE_URL.
    const storefrontPort = await freePort();
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    // Its own embedded database, even when the shell names a PostgreSQL server.
    const commerce = await startCommerceProcess({
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_DIR: mailDir,
      // Every shopper of the suite signs in from one address: the sign-in limit (20 in 10 minutes
      // per address, ADR 0025) is for scripts, not for this suite's few dozen accounts.
      RATE_LIMIT_LOGIN: '1000/600',
      STOREFRONT_URL: storefrontUrl,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // The shortest time to pay a card order, so an unpaid one expires within the run (the expiry
      // job looks every 2 s): checkout-payment-processing waits for it. Every other card payment
      // of the suite is answered within seconds.
      STRIPE_PAYMENT_TIMEOUT_MINUTES: '1',
      STRIPE_EXPIRY_POLL_SECONDS: '2',
    });
    started.push(commerce);
    const storefront = await startStorefrontProcess(commerce.url, {
      port: storefrontPort,
      env: { SITE_URL: storefrontUrl },
    });
    started.push(storefront);
    project.provide('commerceUrl', commerce.url);
    project.provide('storefrontUrl', storefront.url);
    project.provide('mailDir', mailDir);
    project.provide('stripeUrl', stripe.url);
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
