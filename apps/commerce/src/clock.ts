// The time services read. Injected through the composition root, so tests move it forward (token
// expiry, lockouts, reset links) instead of sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
