import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission';

describe('AdmissionGate', () => {
  it('admits up to its limit at once and lets the next wait until one leaves', async () => {
    const gate = new AdmissionGate({ maxActive: 2, maxQueued: 10, maxWaitMs: 0 });
    expect(await gate.enter()).toBe('admitted');
    expect(await gate.enter()).toBe('admitted');
    let third: string | undefined;
    const waiting = gate.enter().then((outcome) => (third = outcome));
    await Promise.resolve();
    expect(third).toBeUndefined();
    expect(gate.usage()).toEqual({ active: 2, queued: 1 });
    gate.leave();
    await waiting;
    expect(third).toBe('admitted');
    expect(gate.usage()).toEqual({ active: 2, queued: 0 });
  });

  it('gives turns in arrival order', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 10, maxWaitMs: 0 });
    await gate.enter();
    const order: number[] = [];
    const turns = [1, 2, 3].map((n) => gate.enter().then(() => order.push(n)));
    gate.leave();
    gate.leave();
    gate.leave();
    await Promise.all(turns);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a request at once when the queue is full', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 1, maxWaitMs: 0 });
    await gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBe('queue-full');
    expect(gate.usage()).toEqual({ active: 1, queued: 1 });
  });

  it('sends a request away after waiting its longest, and takes it off the queue', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 5, maxWaitMs: 20 });
    await gate.enter();
    expect(await gate.enter()).toBe('waited-too-long');
    expect(gate.usage()).toEqual({ active: 1, queued: 0 });
  });

  it('forgets a waiting request whose client has gone, so its turn goes to the next one', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 5, maxWaitMs: 0 });
    await gate.enter();
    const client = new AbortController();
    const gone = gate.enter(client.signal);
    const next = gate.enter();
    client.abort();
    expect(await gone).toBe('client-gone');
    gate.leave();
    expect(await next).toBe('admitted');
    expect(gate.usage()).toEqual({ active: 1, queued: 0 });
  });

  it('frees the slot when the last one leaves with nobody waiting', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxQueued: 0, maxWaitMs: 0 });
    await gate.enter();
    expect(await gate.enter()).toBe('queue-full');
    gate.leave();
    expect(gate.usage()).toEqual({ active: 0, queued: 0 });
    expect(await gate.enter()).toBe('admitted');
  });

  it('admits everything at once when its limit is 0', async () => {
    const gate = new AdmissionGate({ maxActive: 0, maxQueued: 0, maxWaitMs: 0 });
    const outcomes = await Promise.all([gate.enter(), gate.enter(), gate.enter()]);
    expect(outcomes).toEqual(['admitted', 'admitted', 'admitted']);
  });
});
