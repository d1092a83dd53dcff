// How many GraphQL requests run at once (ADR 0035). A listing is a few milliseconds of JavaScript
// around a few database round trips; with dozens of them interleaved on the one event loop, every
// new request (a load balancer's /health among them) waits behind all their pending work. Past
// `maxActive`, requests wait their turn in arrival order, which costs nothing while they wait; past
// `maxQueued` waiting, or after waiting `maxWaitMs`, they are refused with 503 and Retry-After, so
// an overload is answered at once instead of piling up until everything times out.
import type { MiddlewareHandler } from 'hono';
import { tooLongMessage } from '../graphql/request-deadline';

export const busyMessage = 'The service is busy. Try again in a moment.';

export interface AdmissionOptions {
  /** Requests running at once; 0 admits every request at once. */
  maxActive: number;
  /** Requests waiting at most; one more is refused. */
  maxQueued: number;
  /** How long a request may wait for its turn; 0 for as long as it takes. */
  maxWaitMs: number;
}

export type Admission = 'admitted' | 'queue-full' | 'waited-too-long' | 'client-gone';

/** A counting gate with a bounded first-in, first-out queue. */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: AdmissionOptions) {}

  usage(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  /** Waits for a turn; on 'admitted', the caller must call `leave()` once it is done. */
  async enter(signal?: AbortSignal): Promise<Admission> {
    const { maxActive, maxQueued, maxWaitMs } = this.options;
    if (maxActive <= 0 || this.active < maxActive) {
      this.active += 1;
      return 'admitted';
    }
    if (this.waiting.length >= maxQueued) return 'queue-full';
    if (signal?.aborted) return 'client-gone';
    return new Promise<Admission>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const stopWaiting = (outcome: Admission) => {
        const at = this.waiting.indexOf(turn);
        if (at !== -1) this.waiting.splice(at, 1);
        settle(outcome);
      };
      const onAbort = () => stopWaiting('client-gone');
      const settle = (outcome: Admission) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      // A turn handed over by `leave()`: the slot passes on without being released.
      const turn = () => settle('admitted');
      this.waiting.push(turn);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (maxWaitMs > 0) {
        timer = setTimeout(() => stopWaiting('waited-too-long'), maxWaitMs);
        timer.unref();
      }
    });
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active = Math.max(0, this.active - 1);
  }
}

const refusal = (message: string) =>
  JSON.stringify({ errors: [{ message, extensions: { category: 'internal' } }] });

/** Hono middleware: the handler after it runs only with a turn, and gives it back when done. */
export function admitInTurn(gate: AdmissionGate): MiddlewareHandler {
  return async (c, next) => {
    const admission = await gate.enter(c.req.raw.signal);
    if (admission !== 'admitted') {
      const message = admission === 'waited-too-long' ? tooLongMessage : busyMessage;
      return c.body(refusal(message), 503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Retry-After': '1',
      });
    }
    try {
      await next();
    } finally {
      gate.leave();
    }
  };
}
