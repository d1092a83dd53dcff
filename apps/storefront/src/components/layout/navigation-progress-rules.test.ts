import { describe, expect, it } from 'vitest';
import { changesAddress, progressAt, startsNavigation } from './navigation-progress-rules';

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  ...extra,
});
const here = 'https://shop.example/us/bed-linen?page=2';

describe('progressAt', () => {
  it('starts at zero, grows steadily and stops short of done after the 5000 ms duration', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(1000)).toBeGreaterThan(0.3);
    expect(progressAt(2500)).toBeGreaterThan(progressAt(1000));
    expect(progressAt(5000)).toBeCloseTo(0.95);
    expect(progressAt(60000)).toBeCloseTo(0.95);
  });
});

describe('startsNavigation', () => {
  it('starts for a plain click on a link to another page or query of this site', () => {
    expect(startsNavigation(click, link('/us/duvets'), here)).toBe(true);
    expect(startsNavigation(click, link('/us/bed-linen?page=3'), here)).toBe(true);
  });

  it('does not start for the same page, a fragment, another site or a new tab', () => {
    expect(startsNavigation(click, link('/us/bed-linen?page=2#reviews'), here)).toBe(false);
    expect(startsNavigation(click, link('https://journal.example/'), here)).toBe(false);
    expect(startsNavigation(click, link('/us/duvets', { target: '_blank' }), here)).toBe(false);
    expect(startsNavigation({ ...click, metaKey: true }, link('/us/duvets'), here)).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, link('/us/duvets'), here)).toBe(false);
    expect(startsNavigation(click, link('/us/duvets', { download: true }), here)).toBe(false);
  });
});

describe('changesAddress', () => {
  it('is true for a push to another query or path, as a filter, sort or page change makes', () => {
    expect(changesAddress('/us/bed-linen?page=2&sort=price_ASC', here)).toBe(true);
    expect(changesAddress('/us/bed-linen', here)).toBe(true);
    expect(changesAddress('/us/duvets?page=2', here)).toBe(true);
  });

  it('is false for the same address, a fragment, another origin or an unreadable address', () => {
    expect(changesAddress('/us/bed-linen?page=2', here)).toBe(false);
    expect(changesAddress('/us/bed-linen?page=2#top', here)).toBe(false);
    expect(changesAddress('https://journal.example/us/bed-linen', here)).toBe(false);
    expect(changesAddress('http://[::1', here)).toBe(false);
  });
});
