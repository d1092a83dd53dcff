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
  children: ReactNode;
}

/** A labelled native select, styled for the dark footer. */
export function SwitcherSelect({
  id,
  label,
  value,
  busy,
  onCommit,
  children,
}: SwitcherSelectProps) {
  const intent = useSelectIntent(value, onCommit);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-[0.25em] text-mist uppercase">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <select
          id={id}
          {...intent.selectProps}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          aria-busy={busy}
          className="min-w-44 border border-mist/60 bg-night px-3 py-2 text-sm text-linen disabled:opacity-70"
        >
          {children}
        </select>
        <SelectApply
          hintId={`${id}-hint`}
          pending={intent.pending}
          onApply={intent.apply}
          className="text-linen"
        />
      </div>
    </div>
  );
}
