'use client';

import { useTranslations } from 'next-intl';
import { liveRole, type Notification } from './notification-queue';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  notifications: readonly Notification[];
  onDismiss(id: string): void;
}

/** Two live regions that always exist, so screen readers announce what is added to them. */
export function NotificationList({ notifications, onDismiss }: NotificationListProps) {
  const t = useTranslations('Notifications');
  const polite = notifications.filter((n) => liveRole(n.type) === 'status');
  const assertive = notifications.filter((n) => liveRole(n.type) === 'alert');
  return (
    <section
      aria-label={t('label')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:items-end sm:p-6"
    >
      <div role="alert" className="flex w-full max-w-sm flex-col gap-3">
        {assertive.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" className="flex w-full max-w-sm flex-col gap-3">
        {polite.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}
