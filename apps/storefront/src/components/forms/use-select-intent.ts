'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import {
  isPending,
  selectIntent,
  selectIntentStart,
  type SelectIntentEvent,
} from '@/lib/forms/select-intent';

/**
 * A native select that acts on pointer choices at once and on keyboard choices only on Enter or
 * Apply (lib/forms/select-intent.ts). `applied` is the value in effect; `onCommit` acts on a choice.
 */
export function useSelectIntent(applied: string, onCommit: (value: string) => void) {
  const [state, setState] = useState(() => selectIntentStart(applied));
  // Keydown and the change it causes arrive back to back: read the latest state synchronously.
  const current = useRef(state);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  const dispatch = useCallback((event: SelectIntentEvent) => {
    const step = selectIntent(current.current, event);
    current.current = step.state;
    setState(step.state);
    if (step.commit !== null) commit.current(step.commit);
  }, []);

  useEffect(() => {
    if (applied !== current.current.applied)
      dispatch({ type: 'applied-from-outside', value: applied });
  }, [applied, dispatch]);

  return {
    pending: isPending(state),
    apply: () => dispatch({ type: 'apply' }),
    /** Puts the value in effect back, e.g. after a failed switch. */
    reset: (value: string) => dispatch({ type: 'applied-from-outside', value }),
    selectProps: {
      value: state.shown,
      onChange: (event: ChangeEvent<HTMLSelectElement>) =>
        dispatch({ type: 'change', value: event.target.value }),
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        // Enter applies a waiting choice instead of opening the picker; Escape takes it back.
        if ((event.key === 'Enter' || event.key === 'Escape') && isPending(current.current)) {
          event.preventDefault();
        }
        dispatch({ type: 'keydown', key: event.key });
        if (current.current.keying) window.setTimeout(() => dispatch({ type: 'keys-settled' }), 0);
      },
    },
  };
}
