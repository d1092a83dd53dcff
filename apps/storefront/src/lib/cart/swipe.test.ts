import { describe, expect, it } from 'vitest';
import { settleSwipe, SWIPE_REVEAL_PX, swipeOffset } from './swipe';

describe('swipeOffset', () => {
  it('follows the finger leftwards up to 150 px', () => {
    expect(SWIPE_REVEAL_PX).toBe(150);
    expect(swipeOffset(0, -40)).toBe(-40);
    expect(swipeOffset(0, -400)).toBe(-150);
  });

  it('never moves the item to the right of its resting place', () => {
    expect(swipeOffset(0, 60)).toBe(0);
    expect(swipeOffset(-150, 200)).toBe(0);
  });

  it('starts from where an open item rests', () => {
    expect(swipeOffset(-150, 30)).toBe(-120);
  });
});

describe('settleSwipe', () => {
  it('stays open when swiped past half of 150 px', () => {
    expect(settleSwipe(-76)).toBe(-150);
    expect(settleSwipe(-150)).toBe(-150);
  });

  it('closes when swiped half way or less', () => {
    expect(settleSwipe(-75)).toBe(0);
    expect(settleSwipe(-10)).toBe(0);
    expect(settleSwipe(0)).toBe(0);
  });
});
