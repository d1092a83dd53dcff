import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTreeCpuMs } from './cpu';

describe('processTreeCpuMs', () => {
  it('counts the CPU a child spends in its parent’s tree', async () => {
    const before = processTreeCpuMs(process.pid)!;
    // The child spins until it has used 300 ms of CPU itself, says so, then idles.
    const child = spawn(process.execPath, [
      '-e',
      'while (process.cpuUsage().user < 300_000); console.log("spent"); setTimeout(() => {}, 10_000)',
    ]);
    try {
      await once(child.stdout, 'data');
      const own = processTreeCpuMs(child.pid!)!;
      const tree = processTreeCpuMs(process.pid)!;
      expect(own).toBeGreaterThanOrEqual(290);
      expect(tree - before).toBeGreaterThanOrEqual(own);
    } finally {
      child.kill();
    }
    // 300 ms of CPU can take seconds of wall time on a busy two-core machine.
  }, 30_000);

  it('answers null for a process that does not exist', () => {
    expect(processTreeCpuMs(2 ** 22 + 1)).toBeNull();
  });
});
