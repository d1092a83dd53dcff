'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

/** My profile's two tabs (spec: Personal data and Password change), WAI-ARIA tabs. */
export function ProfileTabs({ personal, password }: { personal: ReactNode; password: ReactNode }) {
  const t = useTranslations('Account.profile');
  const [tab, setTab] = useState<'personal' | 'password'>('personal');
  const tabs = [
    { key: 'personal', label: t('personalTab') },
    { key: 'password', label: t('passwordTab') },
  ] as const;
  return (
    <div>
      <div role="tablist" aria-label={t('tabs')} className="flex border-b border-mist">
        {tabs.map((entry) => (
          <button
            key={entry.key}
            id={`profile-tab-${entry.key}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.key}
            aria-controls={`profile-panel-${entry.key}`}
            tabIndex={tab === entry.key ? 0 : -1}
            className={`px-4 py-3 font-medium ${tab === entry.key ? 'border-b-2 border-ink text-ink' : 'text-stone'}`}
            onClick={() => setTab(entry.key)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = entry.key === 'personal' ? 'password' : 'personal';
              setTab(next);
              document.getElementById(`profile-tab-${next}`)?.focus();
            }}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {tabs.map((entry) => (
        <div
          key={entry.key}
          id={`profile-panel-${entry.key}`}
          role="tabpanel"
          aria-labelledby={`profile-tab-${entry.key}`}
          hidden={tab !== entry.key}
          className="max-w-xl pt-6"
        >
          {entry.key === 'personal' ? personal : password}
        </div>
      ))}
    </div>
  );
}
