'use client';

import type { ReactNode } from 'react';
import { SelectApply } from '@/components/forms/select-apply';
import { useSelectIntent } from '@/components/forms/use-select-intent';

interface SwitcherSelectProps {
  id: string;
  label: string;
  /** The value in effect. */
  value: string;
  busy: boolean;
  /** Acts on a choice: a pointer choice at once, a keyboard choice on Enter or Apply. */
  onCommit(value: string): void;
  /** The dark footer's stacked form, or the header's compact one (label for screen readers). */
  variant?: SwitcherVariant;
  children: ReactNode;
}

export type SwitcherVariant = 'footer' | 'header';

/** A labelled native select, styled for the dark footer or the light header. */
export function SwitcherSelect({
  id,
  label,
  value,
  busy,
  onCommit,
  variant = 'footer',
  children,
}: SwitcherSelectProps) {
  const intent = useSelectIntent(value, onCommit);
  const header = variant === 'header';
  const control = (
    <>
      <select
        id={id}
        {...intent.selectProps}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        aria-busy={busy}
        className={
          header
            ? 'h-9 max-w-40 border border-sand bg-transparent px-2 text-xs tracking-wide text-ink disabled:opacity-70'
            : 'min-w-44 border border-mist/60 bg-night px-3 py-2 text-sm text-linen disabled:opacity-70'
        }
      >
        {children}
      </select>
      <SelectApply
        hintId={`${id}-hint`}
        pending={intent.pending}
        onApply={intent.apply}
        className={header ? 'text-ink' : 'text-linen'}
      />
    </>
  );
  if (header) {
    return (
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {control}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-[0.25em] text-mist uppercase">
        {label}
      </label>
      <div className="flex items-center gap-2">{control}</div>
    </div>
  );
}
