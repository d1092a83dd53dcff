'use client';

import { useEffect, useId, useRef } from 'react';

export interface ConfirmAction {
  label: string;
  onSelect: () => void;
  primary?: boolean;
  testId?: string;
}

interface ConfirmDialogProps {
  title: string;
  text: string;
  actions: ConfirmAction[];
  cancelLabel: string;
  onClose: () => void;
  testId?: string;
  busy?: boolean;
}

/**
 * A small modal question on the native <dialog> (focus trapped; Escape or a click outside cancels;
 * focus returns to the control that opened it). Mounted while open; it stacks above the sidebar.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, text, actions, cancelLabel, onClose, testId, busy = false } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={busy}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md bg-ivory p-6 text-ink shadow-xl backdrop:bg-night/50 sm:p-8"
    >
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <p id={textId} className="mt-3 text-stone">
        {text}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          autoFocus
          onClick={() => ref.current?.close()}
          className="min-h-11 border border-ink px-5 py-2 font-medium hover:bg-sand/60"
        >
          {cancelLabel}
        </button>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={busy}
            data-testid={action.testId}
            onClick={action.onSelect}
            className={
              action.primary
                ? 'min-h-11 bg-ink px-5 py-2 font-medium text-ivory hover:bg-bronze disabled:opacity-60'
                : 'min-h-11 border border-ink px-5 py-2 font-medium hover:bg-sand/60 disabled:opacity-60'
            }
          >
            {action.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
