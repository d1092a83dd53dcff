import { describe, expect, it } from 'vitest';
import { decide, outcomeOf } from './state';

describe('outcomeOf', () => {
  it('reads a succeeded intent as paid and a cancelled one as cancelled', () => {
    expect(outcomeOf({ status: 'succeeded', lastPaymentError: null })).toBe('succeeded');
    expect(outcomeOf({ status: 'canceled', lastPaymentError: null })).toBe('canceled');
  });

  it('reads an intent asking for a new method after an error as failed, and a fresh one as waiting', () => {
    expect(
      outcomeOf({ status: 'requires_payment_method', lastPaymentError: 'card_declined' }),
    ).toBe('failed');
    expect(outcomeOf({ status: 'requires_payment_method', lastPaymentError: null })).toBe(
      'waiting',
    );
  });

  it('reads 3-D Secure and processing as still waiting', () => {
    expect(outcomeOf({ status: 'requires_action', lastPaymentError: null })).toBe('waiting');
    expect(outcomeOf({ status: 'processing', lastPaymentError: null })).toBe('waiting');
  });
});

describe('decide', () => {
  it('marks a pending payment paid when its intent succeeds', () => {
    expect(decide('pending', 'succeeded')).toEqual({ next: 'paid', effect: 'mark_paid' });
  });

  it('cancels the order of a pending payment whose intent failed or was cancelled', () => {
    expect(decide('pending', 'failed')).toEqual({ next: 'failed', effect: 'cancel_order' });
    expect(decide('pending', 'canceled')).toEqual({ next: 'failed', effect: 'cancel_order' });
  });

  it('keeps a pending payment pending while the intent waits', () => {
    expect(decide('pending', 'waiting')).toEqual({ next: 'pending', effect: 'none' });
  });

  it('keeps a paid payment paid whatever arrives after, a failure included', () => {
    for (const outcome of ['succeeded', 'failed', 'canceled', 'waiting'] as const) {
      expect(decide('paid', outcome)).toEqual({ next: 'paid', effect: 'none' });
    }
  });

  it('never revives a failed or expired payment, but reports money that arrives for it', () => {
    expect(decide('failed', 'failed')).toEqual({ next: 'failed', effect: 'none' });
    expect(decide('expired', 'waiting')).toEqual({ next: 'expired', effect: 'none' });
    expect(decide('expired', 'succeeded')).toEqual({
      next: 'expired',
      effect: 'paid_after_cancel',
    });
  });
});
