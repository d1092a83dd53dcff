'use client';

import { useTranslations } from 'next-intl';

/**
 * The keyboard path of a select that waits for Enter: a hint for assistive technology (referenced
 * by the select's aria-describedby) and, while a choice waits, a visible Apply button.
 */
export function SelectApply({
  hintId,
  pending,
  onApply,
  className = '',
}: {
  hintId: string;
  pending: boolean;
  onApply: () => void;
  className?: string;
}) {
  const t = useTranslations('Forms');
  return (
    <>
      <span id={hintId} className="sr-only">
        {t('selectHint')}
      </span>
      {pending ? (
        <button
          type="button"
          onClick={onApply}
          className={`border border-current px-3 py-1 text-sm ${className}`}
        >
          {t('apply')}
        </button>
      ) : null}
    </>
  );
}
