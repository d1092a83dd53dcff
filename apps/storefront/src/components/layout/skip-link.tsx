export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 bg-ink px-4 py-2 text-sm text-ivory focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
    >
      {label}
    </a>
  );
}
