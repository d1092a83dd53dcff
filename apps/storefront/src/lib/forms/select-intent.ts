// When a select's change is meant (WCAG 3.2.2 "On Input"). Chromium on Linux and Windows fires
// `change` on every arrow key of a closed <select>, so a select that navigates on change would move
// a keyboard user away at the first arrow press. A change from the pointer (or a picker) still acts
// at once (spec: "Changing currency stores the choice and reloads"); a change made by keys on the
// closed select waits for Enter (or the Apply button), and Escape takes it back.

export interface SelectIntentState {
  /** The value in effect (what the page shows). */
  applied: string;
  /** The value the select shows, ahead of `applied` while a keyboard choice waits. */
  shown: string;
  /** A key went down on the select and its change has not arrived yet. */
  keying: boolean;
}

export type SelectIntentEvent =
  | { type: 'keydown'; key: string }
  | { type: 'keys-settled' }
  | { type: 'change'; value: string }
  | { type: 'apply' }
  | { type: 'applied-from-outside'; value: string };

export interface SelectIntentStep {
  state: SelectIntentState;
  /** The value to act on now, if any. */
  commit: string | null;
}

/** Keys that never change a closed select's value. */
const INERT_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta']);

export function selectIntentStart(applied: string): SelectIntentState {
  return { applied, shown: applied, keying: false };
}

export function isPending(state: SelectIntentState): boolean {
  return state.shown !== state.applied;
}

function commitShown(state: SelectIntentState): SelectIntentStep {
  if (!isPending(state)) return { state: { ...state, keying: false }, commit: null };
  return {
    state: { applied: state.shown, shown: state.shown, keying: false },
    commit: state.shown,
  };
}

export function selectIntent(state: SelectIntentState, event: SelectIntentEvent): SelectIntentStep {
  switch (event.type) {
    case 'keydown':
      if (event.key === 'Enter') return commitShown(state);
      if (event.key === 'Escape') {
        return { state: { ...state, shown: state.applied, keying: false }, commit: null };
      }
      return { state: { ...state, keying: !INERT_KEYS.has(event.key) }, commit: null };
    case 'keys-settled':
      return { state: { ...state, keying: false }, commit: null };
    case 'change':
      if (state.keying) return { state: { ...state, shown: event.value }, commit: null };
      return commitShown({ ...state, shown: event.value });
    case 'apply':
      return commitShown(state);
    case 'applied-from-outside':
      return { state: selectIntentStart(event.value), commit: null };
  }
}
