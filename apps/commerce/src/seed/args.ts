// The seed CLI's flags. Strict, so a mistyped flag fails loudly instead of being ignored.
import type { parseArgs as ParseArgs } from 'node:util';

export interface SeedArgs {
  products?: number;
  skipImages: boolean;
}

export function parseSeedArgs(argv: string[], parseArgs: typeof ParseArgs): SeedArgs {
  const { values } = parseArgs({
    args: argv,
    options: { products: { type: 'string' }, 'skip-images': { type: 'boolean', default: false } },
    strict: true,
  });
  const result: SeedArgs = { skipImages: values['skip-images'] === true };
  if (values.products !== undefined) {
    if (!/^\d{1,7}$/.test(values.products)) {
      throw new Error(`--products takes a whole number of products, got '${values.products}'`);
    }
    result.products = Number(values.products);
  }
  return result;
}
