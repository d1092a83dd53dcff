import type { ChangeEvent, ReactNode } from 'react';

interface SwitcherSelectProps {
  id: string;
  label: string;
  value: string;
  busy: boolean;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  children: ReactNode;
}

/** A labelled native select, styled for the dark footer. */
export function SwitcherSelect({
  id,
  label,
  value,
  busy,
  onChange,
  children,
}: SwitcherSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-[0.25em] text-mist uppercase">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={onChange}
        disabled={busy}
        aria-busy={busy}
        className="min-w-44 border border-mist/60 bg-night px-3 py-2 text-sm text-linen disabled:opacity-70"
      >
        {children}
      </select>
    </div>
  );
}
