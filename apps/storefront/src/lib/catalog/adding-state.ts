// Spec §4: add-to-cart shows an adding state for 1 second. A small timer machine, independent of
// React so the rule is tested with fake timers; components use it through useAddingState.

export const ADDING_STATE_MS = 1000;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AddingTimer {
  /** Shows the adding state; a new start restarts the full second. */
  start(): void;
  /** Drops a pending end (unmount). */
  dispose(): void;
}

export function createAddingTimer(
  onChange: (adding: boolean) => void,
  timers: Timers = realTimers,
  durationMs: number = ADDING_STATE_MS,
): AddingTimer {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    start() {
      cancel();
      onChange(true);
      handle = timers.set(() => {
        handle = null;
        onChange(false);
      }, durationMs);
    },
    dispose: cancel,
  };
}
