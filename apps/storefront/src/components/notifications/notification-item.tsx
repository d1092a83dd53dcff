'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { autoDismissDelay, type Notification, type NotificationType } from './notification-queue';

const accent: Record<NotificationType, string> = {
  info: 'border-info',
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
};

const iconPaths: Record<NotificationType, string> = {
  info: 'M12 8h.01M11 12h1v4h1',
  success: 'M8 12.5l2.5 2.5L16 9.5',
  warning: 'M12 8v4m0 4h.01',
  danger: 'M9 9l6 6m0-6l-6 6',
};

export function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss(id: string): void;
}) {
  const t = useTranslations('Notifications');
  const { id, type, title, message, link } = notification;

  useEffect(() => {
    const delay = autoDismissDelay(notification);
    if (delay === null) return;
    const timer = setTimeout(() => onDismiss(id), delay);
    return () => clearTimeout(timer);
  }, [notification, id, onDismiss]);

  return (
    <div
      data-notification-type={type}
      className={`pointer-events-auto flex items-start gap-3 border-l-4 bg-ivory p-4 text-ink shadow-lg ring-1 ring-sand ${accent[type]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 h-5 w-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d={iconPaths[type]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title ?? t(type)}</p>
        <p className="mt-1 text-sm text-stone">{message}</p>
        {link ? (
          <Link
            href={link.href}
            onClick={() => onDismiss(id)}
            className="mt-2 inline-block text-sm font-medium underline underline-offset-4"
          >
            {link.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={t('dismiss')}
        className="-m-1 p-1 text-stone hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
