import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH. Never a downloaded browser build. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browsers are never downloaded by the tests.',
    );
  }
  return path;
}

// Headless flags for a closed network: no background connections, no first-run work.
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
