import { describe, expect, it } from 'vitest';
import { startScriptArgs } from './soak-commerce';

describe('startScriptArgs', () => {
  it('takes the node flags and the script from the start script', () => {
    const packageJson = JSON.stringify({
      scripts: { start: 'node --max-old-space-size=256  scripts/start.mjs' },
    });
    expect(startScriptArgs(packageJson)).toEqual(['--max-old-space-size=256', 'scripts/start.mjs']);
  });

  it('refuses a start script that does not run scripts/start.mjs with node', () => {
    const packageJson = JSON.stringify({ scripts: { start: 'tsx src/main.ts' } });
    expect(() => startScriptArgs(packageJson)).toThrow(/start script/);
  });
});
