'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  isChunkLoadFailure,
  mayReload,
  parseStoredTime,
  RELOAD_GUARD_STORAGE_KEY,
} from './reload-guard';
import { checkVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

/** One automatic reload per guard window, whatever asked for it (version change or chunk failure). */
function guardedReload(): void {
  let last: number | null = null;
  try {
    last = parseStoredTime(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY));
  } catch {
    // storage unavailable: fall through with no record
  }
  const now = Date.now();
  if (!mayReload(last, now)) return;
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  } catch {
    return; // without a record a reload could loop
  }
  window.location.reload();
}

/** Version check (every 300000 ms and after navigation) and the chunk-load-failure reload. */
export function AppHealth({ buildId }: { buildId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const run = () => {
      void checkVersion(buildId, {
        fetch: (url, init) => fetch(url, init),
        log: (message) => console.error(message),
      }).then((outcome) => {
        if (outcome === 'outdated') guardedReload();
      });
    };
    run();
    const timer = setInterval(run, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [buildId, pathname]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadFailure(event.error ?? event.message)) guardedReload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) guardedReload();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
