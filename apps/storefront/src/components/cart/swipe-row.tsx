'use client';

import { useRef, useState, type ReactNode } from 'react';
import { settleSwipe, SWIPE_REVEAL_PX, swipeOffset } from '@/lib/cart/swipe';

/**
 * A cart line that a finger swipes left (up to 150 px; it stays open past half) to reveal its
 * wishlist and delete actions (spec §4). Touch only: with a mouse or a keyboard the same actions
 * are the line's own buttons, and the revealed ones are hidden from assistive technology.
 */
export function SwipeRow({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; y: number; offset: number; horizontal: boolean | null }>(null);

  return (
    // The whole row takes the touch (not only the line above the actions), so a new swipe that
    // starts while the line slides back still moves it.
    <div
      className="relative overflow-hidden"
      data-testid="swipe-row"
      data-swipe-offset={offset}
      style={{ touchAction: 'pan-y' }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (!touch) return;
        start.current = { x: touch.clientX, y: touch.clientY, offset, horizontal: null };
        setDragging(true);
      }}
      onTouchMove={(event) => {
        const touch = event.touches[0];
        const from = start.current;
        if (!touch || !from) return;
        const dx = touch.clientX - from.x;
        const dy = touch.clientY - from.y;
        // A vertical gesture scrolls the list; only a sideways one moves the line.
        if (from.horizontal === null && Math.abs(dx) + Math.abs(dy) > 8) {
          from.horizontal = Math.abs(dx) > Math.abs(dy);
        }
        if (from.horizontal) setOffset(swipeOffset(from.offset, dx));
      }}
      onTouchEnd={() => {
        start.current = null;
        setDragging(false);
        setOffset((current) => settleSwipe(current));
      }}
      onTouchCancel={() => {
        start.current = null;
        setDragging(false);
        setOffset((current) => settleSwipe(current));
      }}
    >
      <div
        aria-hidden={offset === 0}
        inert={offset === 0}
        className="absolute inset-y-0 right-0 flex"
        style={{ width: SWIPE_REVEAL_PX }}
      >
        {actions}
      </div>
      <div
        className="relative bg-ivory"
        style={{
          transform: `translateX(${offset}px)`,
          transition: dragging ? 'none' : 'transform 200ms ease-out',
        }}
      >
        {children}
      </div>
    </div>
  );
}
