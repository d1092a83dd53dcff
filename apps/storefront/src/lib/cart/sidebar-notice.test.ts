import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSidebarNoticeTimer,
  SIDEBAR_NOTICE_MS,
  sidebarNoticeFor,
  type SidebarNotice,
} from './sidebar-notice';

describe('sidebarNoticeFor', () => {
  it('notices a deleted line', () => {
    expect(
      sidebarNoticeFor({ lines: 2, totalQuantity: 3 }, { lines: 1, totalQuantity: 1 }, false),
    ).toEqual({ kind: 'deleted', count: 1 });
  });

  it('notices an added unit, on a new line or an existing one', () => {
    expect(
      sidebarNoticeFor({ lines: 1, totalQuantity: 1 }, { lines: 2, totalQuantity: 2 }, false),
    ).toEqual({ kind: 'added', count: 1 });
    expect(
      sidebarNoticeFor({ lines: 1, totalQuantity: 1 }, { lines: 1, totalQuantity: 2 }, false),
    ).toEqual({ kind: 'added', count: 1 });
  });

  it('notices an add when only the header count was known before it', () => {
    expect(
      sidebarNoticeFor({ lines: null, totalQuantity: 2 }, { lines: 2, totalQuantity: 3 }, false),
    ).toEqual({ kind: 'added', count: 1 });
    expect(
      sidebarNoticeFor({ lines: null, totalQuantity: 0 }, { lines: 1, totalQuantity: 1 }, false),
    ).toEqual({ kind: 'added', count: 1 });
  });

  it('says nothing when the shopper changed a quantity in the sidebar', () => {
    expect(
      sidebarNoticeFor({ lines: 1, totalQuantity: 1 }, { lines: 1, totalQuantity: 3 }, true),
    ).toBeNull();
  });

  it('says nothing on the first load or when nothing was added or deleted', () => {
    expect(sidebarNoticeFor(null, { lines: 1, totalQuantity: 1 }, false)).toBeNull();
    expect(
      sidebarNoticeFor({ lines: 2, totalQuantity: 4 }, { lines: 2, totalQuantity: 3 }, false),
    ).toBeNull();
  });
});

describe('createSidebarNoticeTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice for 3 seconds', () => {
    const seen: Array<SidebarNotice | null> = [];
    const timer = createSidebarNoticeTimer((notice) => seen.push(notice));
    timer.show({ kind: 'deleted', count: 1 });
    vi.advanceTimersByTime(SIDEBAR_NOTICE_MS - 1);
    expect(seen).toEqual([{ kind: 'deleted', count: 1 }]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ kind: 'deleted', count: 1 }, null]);
    expect(SIDEBAR_NOTICE_MS).toBe(3000);
  });

  it('gives a new notice its own full 3 seconds', () => {
    const seen: Array<SidebarNotice | null> = [];
    const timer = createSidebarNoticeTimer((notice) => seen.push(notice));
    timer.show({ kind: 'deleted', count: 1 });
    vi.advanceTimersByTime(2000);
    timer.show({ kind: 'added', count: 1 });
    vi.advanceTimersByTime(2000);
    expect(seen.at(-1)).toEqual({ kind: 'added', count: 1 });
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBeNull();
  });

  it('never clears after it is disposed', () => {
    const seen: Array<SidebarNotice | null> = [];
    const timer = createSidebarNoticeTimer((notice) => seen.push(notice));
    timer.show({ kind: 'added', count: 1 });
    timer.dispose();
    vi.advanceTimersByTime(SIDEBAR_NOTICE_MS * 2);
    expect(seen).toEqual([{ kind: 'added', count: 1 }]);
  });
});
