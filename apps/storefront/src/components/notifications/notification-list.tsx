'use client';

import { useTranslations } from 'next-intl';
import { liveRole, type Notification } from './notification-queue';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  notifications: readonly Notification[];
  onDismiss(id: string): void;
}

/**
 * Two live regions that always exist, so screen readers announce what is added to them. While
 * both are empty the section has no height (its place comes from `bottom-*`, not padding, and the
 * space between the regions only from a region that holds something): a box that is drawn while
 * the streamed HTML is half parsed must not grow afterwards, or it counts as a layout shift.
 */
export function NotificationList({ notifications, onDismiss }: NotificationListProps) {
  const t = useTranslations('Notifications');
  const polite = notifications.filter((n) => liveRole(n.type) === 'status');
  const assertive = notifications.filter((n) => liveRole(n.type) === 'alert');
  return (
    <section
      aria-label={t('label')}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-center sm:inset-x-6 sm:bottom-6 sm:items-end"
    >
      <div role="alert" className="flex w-full max-w-sm flex-col gap-3">
        {assertive.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" className="flex w-full max-w-sm flex-col gap-3 not-empty:mt-3">
        {polite.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}
