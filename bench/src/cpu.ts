// CPU time of a served process and everything it started (tsx runs the server in a child), read
// from /proc. Throughput on this shared 2-core machine moves with whatever else runs; the CPU a
// request costs the server moves much less, so the table shows both.
import { readdirSync, readFileSync } from 'node:fs';

/** User plus system CPU milliseconds of `pid` and its descendants, or null without /proc. */
export function processTreeCpuMs(pid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of entries) {
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticksPerMs);
  }
  if (!cpu.has(pid)) return null;
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop()!;
    total += cpu.get(next) ?? 0;
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …, utime (11), stime (12)]. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone between the listing and the read
  }
}
