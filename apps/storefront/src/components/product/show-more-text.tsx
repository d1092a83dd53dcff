'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

interface ShowMoreTextProps {
  lead: string;
  rest: string | null;
  /** Message keys of the toggle: Show more / Show less or Read more / Read less. */
  labels: 'showMore' | 'readMore';
  testId?: string;
}

/** A text whose tail hides behind a toggle (description split, long reviews). */
export function ShowMoreText({ lead, rest, labels, testId }: ShowMoreTextProps) {
  const t = useTranslations('Product');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!rest) {
    return (
      <p className="whitespace-pre-line" data-testid={testId}>
        {lead}
      </p>
    );
  }
  const more = labels === 'showMore' ? t('showMore') : t('readMore');
  const less = labels === 'showMore' ? t('showLess') : t('readLess');
  return (
    <div data-testid={testId}>
      <p className="whitespace-pre-line" id={id}>
        {lead}
        {open ? ` ${rest}` : null}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 text-sm font-medium underline underline-offset-4"
      >
        {open ? less : more}
      </button>
    </div>
  );
}
