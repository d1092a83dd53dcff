'use client';

// Which header panel is open (desktop menu, mobile menu or search): one at a time, shared by the
// header frame (overlay, transparency) and the controls that open them.
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { HeaderPanel } from './header-rules';

export type { HeaderPanel };

interface HeaderPanelsValue {
  open: HeaderPanel | null;
  setOpen: (panel: HeaderPanel | null) => void;
  toggle: (panel: HeaderPanel) => void;
  /** Closes `panel` if it is the open one; another open panel stays open. */
  close: (panel: HeaderPanel) => void;
}

const HeaderPanelsContext = createContext<HeaderPanelsValue | null>(null);

export function HeaderPanelsProvider({ children }: { children: ReactNode }) {
  // Opening one panel closes the others (spec §4: opening search closes the mobile menu).
  const [open, setOpen] = useState<HeaderPanel | null>(null);
  const toggle = useCallback(
    (panel: HeaderPanel) => setOpen((current) => (current === panel ? null : panel)),
    [],
  );
  const close = useCallback(
    (panel: HeaderPanel) => setOpen((current) => (current === panel ? null : current)),
    [],
  );

  // Any navigation (the logo going home included, spec §2) closes the open panel.
  const pathname = usePathname();
  useEffect(() => {
    setOpen(null);
  }, [pathname]);

  // The page behind an open panel does not scroll (a long mega menu scrolls inside itself);
  // closing restores it.
  useEffect(() => {
    if (open === null) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const value = useMemo(() => ({ open, setOpen, toggle, close }), [open, toggle, close]);
  return <HeaderPanelsContext.Provider value={value}>{children}</HeaderPanelsContext.Provider>;
}

export function useHeaderPanels(): HeaderPanelsValue {
  const value = useContext(HeaderPanelsContext);
  if (!value) throw new Error('useHeaderPanels needs a HeaderPanelsProvider');
  return value;
}

/** The dimmed page behind an open panel; a click closes the panel. */
export function HeaderOverlay() {
  const { open, setOpen } = useHeaderPanels();
  if (!open) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="header-overlay"
      className="fixed inset-0 z-30 bg-ink/40"
      onClick={() => setOpen(null)}
    />
  );
}
