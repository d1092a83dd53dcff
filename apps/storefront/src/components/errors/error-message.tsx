interface ErrorMessageProps {
  /** The page error's status code (spec: defaults to 500). */
  status?: number;
  heading: string;
  text: string;
  retryLabel: string;
  onRetry?: () => void;
}

/** Spec "Error page", any other error. */
export function ErrorMessage({
  status = 500,
  heading,
  text,
  retryLabel,
  onRetry,
}: ErrorMessageProps) {
  return (
    <section aria-labelledby="error-heading" className="text-center" data-status={status}>
      <p className="text-sm tracking-[0.3em] text-stone uppercase">{status}</p>
      <h1 id="error-heading" className="mt-4 font-serif text-4xl font-medium text-ink">
        {heading}
      </h1>
      <p className="mt-6 text-lg text-stone">{text}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-10 border border-ink px-8 py-3 text-sm font-medium uppercase tracking-[0.2em] text-ink transition-colors hover:bg-ink hover:text-ivory"
        >
          {retryLabel}
        </button>
      ) : null}
    </section>
  );
}
