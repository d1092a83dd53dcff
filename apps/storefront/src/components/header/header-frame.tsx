'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useHeaderPanels } from './header-panels';
import {
  HEADER_ACTIVE_AFTER_MS,
  isHeaderShown,
  isTransparentHeaderRoute,
  nextHeaderHidden,
} from './header-rules';

const HEADER_HEIGHT = 80;

/**
 * The sticky header element and its behaviour (spec §4): hides on scroll down with a 300 ms
 * animation and shows on scroll up; transparent at the top of the spec's routes while no panel is
 * open. It becomes active one second after mount: before that it neither animates nor hides, so a
 * restored scroll position does not make it jump on load. It also shows while focus is inside it,
 * so a keyboard user never tabs into a header scrolled out of view.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { open } = useHeaderPanels();
  const [active, setActive] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const [focusInside, setFocusInside] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setActive(true), HEADER_ACTIVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      // The updater runs later, during render: read the previous position now.
      const previousY = lastY.current;
      lastY.current = y;
      setAtTop(y <= 0);
      if (active) setHidden((current) => nextHeaderHidden(previousY, y, current, HEADER_HEIGHT));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);

  const transparent = isTransparentHeaderRoute(pathname) && atTop && !open;
  const shown = isHeaderShown({ hidden, panelOpen: open !== null, focusInside });
  return (
    <header
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusInside(false);
        }
      }}
      data-testid="site-header"
      data-transparent={transparent}
      data-hidden={!shown}
      data-active={active}
      className={[
        'sticky top-0 z-40 border-b',
        active ? 'transition-[transform,background-color] duration-300 ease-out' : '',
        shown ? 'translate-y-0' : '-translate-y-full',
        transparent ? 'border-transparent bg-transparent' : 'border-sand bg-ivory/95 backdrop-blur',
      ].join(' ')}
    >
      {children}
    </header>
  );
}
