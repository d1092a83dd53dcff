'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { cookieNames } from '@/lib/cookie-policy';
import {
  createNotification,
  notificationsReducer,
  parsePendingMessages,
  readCookie,
  type Notification,
  type NotificationInput,
} from './notification-queue';
import { NotificationList } from './notification-list';

interface NotificationsApi {
  notifications: readonly Notification[];
  push(input: NotificationInput): void;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

let counter = 0;
const nextId = () => `notification-${Date.now().toString(36)}-${(counter += 1)}`;

/** Holds the shop's notifications and renders their live regions. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, dispatch] = useReducer(notificationsReducer, []);
  const push = useCallback((input: NotificationInput) => {
    dispatch({ type: 'push', notification: createNotification(input, nextId) });
  }, []);
  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);

  // Spec: a pending backend message (the `message` cookie) is shown once, then cleared.
  useEffect(() => {
    const pending = parsePendingMessages(readCookie(document.cookie, cookieNames.message));
    if (pending.length === 0) return;
    document.cookie = `${cookieNames.message}=; Max-Age=0; Path=/; SameSite=Lax`;
    for (const input of pending) push(input);
  }, [push]);

  const api = useMemo(() => ({ notifications, push, dismiss }), [notifications, push, dismiss]);
  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <NotificationList notifications={notifications} onDismiss={dismiss} />
    </NotificationsContext.Provider>
  );
}

/** Lets any client component show a notification: `useNotifications().push({ message, type })`. */
export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside NotificationsProvider');
  return api;
}
