'use client';

import { useEffect, useRef, type ReactNode } from 'react';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A right-hand sidebar on the native modal <dialog>: the browser traps focus, closes it on Escape
 * and returns focus to the opener; a click on the backdrop closes it too (spec §4).
 */
export function SidePanel({ open, onClose, title, closeLabel, children, testId }: SidePanelProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-ivory p-0 text-ink shadow-xl backdrop:bg-night/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-sand px-6 py-4">
          <h2 className="font-serif text-2xl">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded px-2 py-1 text-2xl leading-none text-stone hover:text-ink"
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-6">{children}</div>
      </div>
    </dialog>
  );
}
