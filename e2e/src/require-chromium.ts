// Run by `npm run test:e2e` before it builds the storefront, so a missing browser is reported at
// once, with the install hint, rather than after a full build.
import { chromiumPath } from './chromium';

try {
  chromiumPath();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
