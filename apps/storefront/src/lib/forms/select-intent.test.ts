import { describe, expect, it } from 'vitest';
import {
  isPending,
  selectIntent,
  selectIntentStart,
  type SelectIntentEvent,
  type SelectIntentState,
} from './select-intent';

function run(events: SelectIntentEvent[], start: SelectIntentState = selectIntentStart('EUR')) {
  const commits: string[] = [];
  let state = start;
  for (const event of events) {
    const step = selectIntent(state, event);
    state = step.state;
    if (step.commit !== null) commits.push(step.commit);
  }
  return { state, commits };
}

describe('selectIntent', () => {
  it('acts at once on a change made with the pointer', () => {
    const { state, commits } = run([{ type: 'change', value: 'USD' }]);
    expect(commits).toEqual(['USD']);
    expect(state.applied).toBe('USD');
  });

  it('does not act on changes made by arrow keys on the closed select', () => {
    const { state, commits } = run([
      { type: 'keydown', key: 'ArrowDown' },
      { type: 'change', value: 'USD' },
      { type: 'keys-settled' },
      { type: 'keydown', key: 'ArrowDown' },
      { type: 'change', value: 'GBP' },
      { type: 'keys-settled' },
    ]);
    expect(commits).toEqual([]);
    expect(state).toMatchObject({ applied: 'EUR', shown: 'GBP' });
    expect(isPending(state)).toBe(true);
  });

  it('acts on the keyboard choice once Enter is pressed', () => {
    const { state, commits } = run([
      { type: 'keydown', key: 'ArrowDown' },
      { type: 'change', value: 'USD' },
      { type: 'keys-settled' },
      { type: 'keydown', key: 'Enter' },
    ]);
    expect(commits).toEqual(['USD']);
    expect(isPending(state)).toBe(false);
  });

  it('acts on the keyboard choice from the Apply button', () => {
    const { commits } = run([
      { type: 'keydown', key: 'End' },
      { type: 'change', value: 'CHF' },
      { type: 'keys-settled' },
      { type: 'apply' },
    ]);
    expect(commits).toEqual(['CHF']);
  });

  it('takes a waiting keyboard choice back on Escape', () => {
    const { state, commits } = run([
      { type: 'keydown', key: 'ArrowDown' },
      { type: 'change', value: 'USD' },
      { type: 'keydown', key: 'Escape' },
      { type: 'keydown', key: 'Enter' },
    ]);
    expect(commits).toEqual([]);
    expect(state.shown).toBe('EUR');
  });

  it('does nothing on Enter when nothing waits', () => {
    expect(run([{ type: 'keydown', key: 'Enter' }]).commits).toEqual([]);
  });

  it('treats a change after Tab as a pointer change', () => {
    const { commits } = run([
      { type: 'keydown', key: 'Tab' },
      { type: 'change', value: 'USD' },
    ]);
    expect(commits).toEqual(['USD']);
  });

  it('starts over when the value in effect changes elsewhere', () => {
    const pending = run([
      { type: 'keydown', key: 'ArrowDown' },
      { type: 'change', value: 'USD' },
    ]).state;
    const { state } = run([{ type: 'applied-from-outside', value: 'GBP' }], pending);
    expect(state).toEqual({ applied: 'GBP', shown: 'GBP', keying: false });
  });
});
