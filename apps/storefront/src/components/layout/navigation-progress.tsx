'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  NAVIGATION_START_EVENT,
  PROGRESS_THROTTLE_MS,
  progressAt,
  startsNavigation,
} from './navigation-progress-rules';

type BarState = { phase: 'idle' } | { phase: 'running'; value: number } | { phase: 'done' };

/**
 * The page-level progress bar (commerce-core §9): appears when a navigation takes longer than the
 * 200 ms throttle, creeps over 5000 ms and completes when the new page is in. App Router has no
 * router events, so a navigation starts with a link click, a history move or a navigation made in
 * code (announceNavigation, e.g. a listing's filters and sort) and ends when the pathname or query
 * changes. Decorative: the page's own content announces the change.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  // By value: the router hands out a new search-params object whenever its state changes (a
  // prefetch arriving, say), which is not a navigation and must not end the bar.
  const query = useSearchParams().toString();
  const [bar, setBar] = useState<BarState>({ phase: 'idle' });
  const pending = useRef<{ throttle?: number; frame?: number; since?: number }>({});

  const stopTimers = () => {
    window.clearTimeout(pending.current.throttle);
    window.cancelAnimationFrame(pending.current.frame ?? 0);
  };

  useEffect(() => {
    const start = () => {
      stopTimers();
      pending.current.throttle = window.setTimeout(() => {
        pending.current.since = performance.now();
        const tick = () => {
          setBar({
            phase: 'running',
            value: progressAt(performance.now() - (pending.current.since ?? 0)),
          });
          pending.current.frame = window.requestAnimationFrame(tick);
        };
        tick();
      }, PROGRESS_THROTTLE_MS);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
      };
      if (startsNavigation(event, target, window.location.href)) start();
    };
    // Capture phase: next/link cancels the browser's own navigation (preventDefault) in its
    // handler to navigate client-side, so by the bubbling phase every link click looks cancelled.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      stopTimers();
    };
  }, []);

  useEffect(() => {
    stopTimers();
    setBar((current) => (current.phase === 'running' ? { phase: 'done' } : { phase: 'idle' }));
  }, [pathname, query]);

  useEffect(() => {
    if (bar.phase !== 'done') return;
    const timer = window.setTimeout(() => setBar({ phase: 'idle' }), 400);
    return () => window.clearTimeout(timer);
  }, [bar.phase]);

  if (bar.phase === 'idle') return null;
  const value = bar.phase === 'done' ? 1 : bar.value;
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 transition-opacity duration-300 ${
        bar.phase === 'done' ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <div
        className="h-full origin-left bg-bronze transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${value})` }}
      />
    </div>
  );
}
