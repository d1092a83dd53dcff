#!/usr/bin/env node
// `npm run start -w apps/commerce`: the compiled service (ADR 0008). Builds dist/ first when a
// source file changed since the last build, then runs dist/main.js in this process.
import { register } from 'node:module';
import { buildCommerce } from './build.mjs';

if (buildCommerce()) console.log('[commerce] compiled src/ to dist/');
register('./extensionless-imports.mjs', import.meta.url);
await import('../dist/main.js');
