import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canDecrease,
  canIncrease,
  createQuantityUpdateQueue,
  DEFAULT_MAX_QUANTITY,
  isQuantityUpdate,
  normalizeQuantity,
  QUANTITY_DEBOUNCE_MS,
} from './quantity-selector';

describe('normalizeQuantity', () => {
  it('turns a value at or below the default minimum 0 into 0', () => {
    expect(normalizeQuantity('0')).toBe(0);
    expect(normalizeQuantity('-4')).toBe(0);
  });

  it('turns a value at or below a given minimum into that minimum', () => {
    expect(normalizeQuantity('1', { min: 1 })).toBe(1);
    expect(normalizeQuantity('-2', { min: 1 })).toBe(1);
  });

  it('turns anything that is not a number into the minimum', () => {
    expect(normalizeQuantity('abc', { min: 1 })).toBe(1);
    expect(normalizeQuantity('', { min: 1 })).toBe(1);
    expect(normalizeQuantity('   ', { min: 1 })).toBe(1);
    expect(normalizeQuantity('2x', { min: 1 })).toBe(1);
    expect(normalizeQuantity(Number.NaN, { min: 1 })).toBe(1);
    expect(normalizeQuantity('Infinity', { min: 1 })).toBe(1);
  });

  it('turns a value above the maximum into the maximum, 99 when none is given', () => {
    expect(DEFAULT_MAX_QUANTITY).toBe(99);
    expect(normalizeQuantity('100')).toBe(99);
    expect(normalizeQuantity('1e9')).toBe(99);
    expect(normalizeQuantity('12', { min: 1, max: 10 })).toBe(10);
  });

  it('keeps a whole value between the bounds and cuts a fraction to whole units', () => {
    expect(normalizeQuantity(' 7 ', { min: 1 })).toBe(7);
    expect(normalizeQuantity('3.9', { min: 1 })).toBe(3);
    expect(normalizeQuantity(42)).toBe(42);
  });
});

describe('canDecrease and canIncrease', () => {
  it('disables decrease at the minimum and increase at the maximum', () => {
    expect(canDecrease(1, { min: 1 })).toBe(false);
    expect(canDecrease(2, { min: 1 })).toBe(true);
    expect(canDecrease(0)).toBe(false);
    expect(canIncrease(99)).toBe(false);
    expect(canIncrease(98)).toBe(true);
    expect(canIncrease(5, { max: 5 })).toBe(false);
  });

  it('disables both while the selector is disabled', () => {
    expect(canDecrease(5, { min: 1 }, true)).toBe(false);
    expect(canIncrease(5, { min: 1 }, true)).toBe(false);
  });
});

describe('isQuantityUpdate', () => {
  it('accepts only whole quantities above 0', () => {
    expect(isQuantityUpdate(1)).toBe(true);
    expect(isQuantityUpdate(0)).toBe(false);
    expect(isQuantityUpdate(-1)).toBe(false);
    expect(isQuantityUpdate(null)).toBe(false);
    expect(isQuantityUpdate(undefined)).toBe(false);
    expect(isQuantityUpdate(1.5)).toBe(false);
    expect(isQuantityUpdate(Number.NaN)).toBe(false);
  });
});

describe('createQuantityUpdateQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the last quantity once 1000 ms have passed since the last change', () => {
    const sent: number[] = [];
    const queue = createQuantityUpdateQueue(
      (quantity) => sent.push(quantity),
      () => 1,
    );
    queue.change(2);
    vi.advanceTimersByTime(600);
    queue.change(3);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    expect(queue.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([3]);
    expect(queue.pending()).toBe(false);
    expect(QUANTITY_DEBOUNCE_MS).toBe(1000);
  });

  it('ignores 0 and an empty field, keeping the pending quantity', () => {
    const sent: number[] = [];
    const queue = createQuantityUpdateQueue(
      (quantity) => sent.push(quantity),
      () => 1,
    );
    queue.change(4);
    queue.change(0);
    queue.change(null);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(sent).toEqual([4]);
  });

  it('sends nothing when the quantity ends where the cart already is', () => {
    const sent: number[] = [];
    const queue = createQuantityUpdateQueue(
      (quantity) => sent.push(quantity),
      () => 2,
    );
    queue.change(3);
    queue.change(2);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(sent).toEqual([]);
  });

  it('never sends a cancelled update', () => {
    const sent: number[] = [];
    const queue = createQuantityUpdateQueue(
      (quantity) => sent.push(quantity),
      () => 1,
    );
    queue.change(5);
    queue.cancel();
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2);
    expect(sent).toEqual([]);
  });
});
