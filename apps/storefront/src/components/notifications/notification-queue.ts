// Notification rules (spec: deduplicated by message, at most 3 with the oldest dropped,
// auto-dismissed after 3000 ms unless persistent). Pure, so the island stays thin.

export const notificationTypes = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 3000;

export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  title?: string;
  icon?: string;
  persist?: boolean;
  /** A way onward, e.g. to the login page (only from the app, never from a cookie). */
  link?: { href: string; label: string };
}

export type NotificationInput = Omit<Notification, 'id' | 'type'> & {
  id?: string;
  type?: NotificationType;
};

export type NotificationAction =
  | { type: 'push'; notification: Notification }
  | { type: 'dismiss'; id: string }
  | { type: 'clear' };

export function notificationsReducer(
  state: readonly Notification[],
  action: NotificationAction,
): Notification[] {
  switch (action.type) {
    case 'push': {
      if (state.some((n) => n.message === action.notification.message)) return [...state];
      return [...state, action.notification].slice(-MAX_NOTIFICATIONS);
    }
    case 'dismiss':
      return state.filter((n) => n.id !== action.id);
    case 'clear':
      return [];
  }
}

const defaultIcons: Record<NotificationType, string> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'error',
};

/** Fills in the type (info), icon and id of a notification to push. */
export function createNotification(input: NotificationInput, makeId: () => string): Notification {
  const type = input.type ?? 'info';
  return { ...input, id: input.id ?? makeId(), type, icon: input.icon ?? defaultIcons[type] };
}

/** Milliseconds until auto-dismissal, or null for persistent notifications. */
export function autoDismissDelay(notification: Notification): number | null {
  return notification.persist ? null : NOTIFICATION_TIMEOUT_MS;
}

/** Danger and warning interrupt (role=alert); others wait for a pause (role=status). */
export function liveRole(type: NotificationType): 'alert' | 'status' {
  return type === 'danger' || type === 'warning' ? 'alert' : 'status';
}

function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);
}

/**
 * The pending backend message from the `message` cookie: JSON `{ message, type?, title? }` or plain
 * text, URI-encoded. Anything unreadable is ignored.
 */
function toNotificationInput(value: unknown): NotificationInput | null {
  if (typeof value === 'string') return value === '' ? null : { message: value };
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.message !== 'string' || record.message === '') return null;
  return {
    message: record.message,
    ...(isNotificationType(record.type) ? { type: record.type } : {}),
    ...(typeof record.title === 'string' ? { title: record.title } : {}),
    ...(record.persist === true ? { persist: true } : {}),
  };
}

/**
 * The pending backend messages of the `message` cookie: plain text, one JSON message
 * `{ message, type, title, persist }`, or a JSON list of them (a backend may leave several,
 * as Magento's session messages do). Invalid entries are skipped.
 */
export function parsePendingMessages(raw: string | undefined): NotificationInput[] {
  if (!raw) return [];
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return [];
  }
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [{ message: text }];
  }
  // A bare number or boolean is text that happens to parse as JSON.
  if (typeof value === 'number' || typeof value === 'boolean') return [{ message: text }];
  const entries = Array.isArray(value) ? value : [value];
  return entries.map(toNotificationInput).filter((input) => input !== null);
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
