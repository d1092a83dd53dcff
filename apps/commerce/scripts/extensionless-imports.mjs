// Module resolution hooks for dist/: tsc keeps the source's extensionless relative imports
// (`from './config'`, bundler resolution), which Node's ESM loader does not complete. Within dist/
// only, `./x` resolves to `./x.js`, then `./x/index.js`.
const distUrl = new URL('../dist/', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const completes =
    specifier.startsWith('.') &&
    context.parentURL?.startsWith(distUrl) &&
    !/\.(?:[cm]?js|json)$/.test(specifier);
  if (!completes) return nextResolve(specifier, context);
  try {
    return await nextResolve(`${specifier}.js`, context);
  } catch {
    return nextResolve(`${specifier}/index.js`, context);
  }
}
