import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDING_STATE_MS, createAddingTimer } from './adding-state';

describe('createAddingTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the adding state for one second', () => {
    const states: boolean[] = [];
    const timer = createAddingTimer((adding) => states.push(adding));
    timer.start();
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(ADDING_STATE_MS - 1);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
    expect(ADDING_STATE_MS).toBe(1000);
  });

  it('restarts the full second when started again while adding', () => {
    const states: boolean[] = [];
    const timer = createAddingTimer((adding) => states.push(adding));
    timer.start();
    vi.advanceTimersByTime(600);
    timer.start();
    vi.advanceTimersByTime(600);
    expect(states).toEqual([true, true]);
    vi.advanceTimersByTime(400);
    expect(states).toEqual([true, true, false]);
  });

  it('never reports the end after it is disposed', () => {
    const states: boolean[] = [];
    const timer = createAddingTimer((adding) => states.push(adding));
    timer.start();
    timer.dispose();
    vi.advanceTimersByTime(ADDING_STATE_MS * 2);
    expect(states).toEqual([true]);
  });
});
