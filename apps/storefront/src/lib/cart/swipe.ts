// Spec §4/§9: a cart item swipes left up to 150 px and stays open if past half, revealing the
// wishlist and delete actions. Pure; the item island feeds it touch positions.

export const SWIPE_REVEAL_PX = 150;

/** The item's offset while a finger moves: only leftwards, at most 150 px. */
export function swipeOffset(startOffset: number, deltaX: number): number {
  return Math.min(0, Math.max(-SWIPE_REVEAL_PX, startOffset + deltaX));
}

/** Where the item rests when the finger lifts: open (-150) past half, else closed (0). */
export function settleSwipe(offset: number): number {
  return -offset > SWIPE_REVEAL_PX / 2 ? -SWIPE_REVEAL_PX : 0;
}
