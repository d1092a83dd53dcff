import { describe, expect, it } from 'vitest';
import {
  autoDismissDelay,
  createNotification,
  liveRole,
  notificationsReducer,
  parsePendingMessages,
  readCookie,
  type Notification,
} from './notification-queue';

const note = (
  id: string,
  message = `message ${id}`,
  extra: Partial<Notification> = {},
): Notification => ({
  id,
  message,
  type: 'info',
  ...extra,
});

describe('notificationsReducer', () => {
  it('adds a pushed notification', () => {
    expect(notificationsReducer([], { type: 'push', notification: note('a') })).toEqual([
      note('a'),
    ]);
  });

  it('ignores a notification whose message is already shown', () => {
    const state = [note('a', 'Saved')];
    expect(notificationsReducer(state, { type: 'push', notification: note('b', 'Saved') })).toEqual(
      state,
    );
  });

  it('keeps at most three notifications, dropping the oldest', () => {
    let state: Notification[] = [];
    for (const id of ['1', '2', '3', '4'])
      state = notificationsReducer(state, { type: 'push', notification: note(id) });
    expect(state.map((n) => n.id)).toEqual(['2', '3', '4']);
  });

  it('dismisses a notification by id and clears all', () => {
    const state = [note('a'), note('b')];
    expect(notificationsReducer(state, { type: 'dismiss', id: 'a' })).toEqual([note('b')]);
    expect(notificationsReducer(state, { type: 'clear' })).toEqual([]);
  });
});

describe('createNotification', () => {
  it('defaults to an info notification with an icon and a fresh id', () => {
    expect(createNotification({ message: 'Hi' }, () => 'id-1')).toEqual({
      id: 'id-1',
      message: 'Hi',
      type: 'info',
      icon: 'info',
    });
  });

  it('keeps the given type, title and persistence', () => {
    expect(
      createNotification(
        { message: 'Oops', type: 'danger', title: 'Error', persist: true },
        () => 'x',
      ),
    ).toMatchObject({
      type: 'danger',
      title: 'Error',
      icon: 'error',
      persist: true,
    });
  });
});

describe('autoDismissDelay', () => {
  it('dismisses after 3000 ms unless persistent', () => {
    expect(autoDismissDelay(note('a'))).toBe(3000);
    expect(autoDismissDelay(note('a', 'm', { persist: true }))).toBeNull();
  });
});

describe('liveRole', () => {
  it('announces danger and warning assertively and the rest politely', () => {
    expect(liveRole('danger')).toBe('alert');
    expect(liveRole('warning')).toBe('alert');
    expect(liveRole('success')).toBe('status');
    expect(liveRole('info')).toBe('status');
  });
});

describe('parsePendingMessages', () => {
  it('reads a JSON message with type and title', () => {
    const raw = encodeURIComponent(
      JSON.stringify({ message: 'Welcome back', type: 'success', title: 'Hello' }),
    );
    expect(parsePendingMessages(raw)).toEqual([
      { message: 'Welcome back', type: 'success', title: 'Hello' },
    ]);
  });

  it('reads a plain-text message', () => {
    expect(parsePendingMessages('Your%20password%20was%20changed')).toEqual([
      { message: 'Your password was changed' },
    ]);
  });

  it('reads a list of messages in order and skips the invalid ones', () => {
    const raw = encodeURIComponent(
      JSON.stringify([{ message: 'First', persist: true }, { message: '' }, 'Second', 7]),
    );
    expect(parsePendingMessages(raw)).toEqual([
      { message: 'First', persist: true },
      { message: 'Second' },
    ]);
  });

  it('treats a number as text', () => {
    expect(parsePendingMessages('42')).toEqual([{ message: '42' }]);
  });

  it('drops an unknown type but keeps the message', () => {
    expect(parsePendingMessages(JSON.stringify({ message: 'x', type: 'fatal' }))).toEqual([
      { message: 'x' },
    ]);
  });

  it('ignores an empty or undecodable cookie', () => {
    expect(parsePendingMessages(undefined)).toEqual([]);
    expect(parsePendingMessages('')).toEqual([]);
    expect(parsePendingMessages('%E0%A4%A')).toEqual([]);
    expect(parsePendingMessages(encodeURIComponent('{"message":""}'))).toEqual([]);
  });
});

describe('readCookie', () => {
  it('finds one cookie in a document.cookie string', () => {
    expect(readCookie('locale=me; message=a%3Db; currency=AED', 'message')).toBe('a%3Db');
    expect(readCookie('locale=me', 'message')).toBeUndefined();
  });
});
