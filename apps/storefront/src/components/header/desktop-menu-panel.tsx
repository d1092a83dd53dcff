import type { KeyboardEventHandler, Ref } from 'react';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { MenuLink } from './menu-link';

/**
 * The panel of one top-level entry: its children (level 2) as columns, their children (level 3)
 * and those children's children (level 4, the menu's deepest) as nested lists.
 */
export function DesktopMenuPanel({
  item,
  locale,
  hidden,
  ref,
  onKeyDown,
  onNavigate,
}: {
  item: MenuItem;
  locale: Locale;
  hidden: boolean;
  ref: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  onNavigate: () => void;
}) {
  return (
    <div
      id={`menu-panel-${item.key}`}
      ref={ref}
      hidden={hidden}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full z-50 border-y border-sand bg-ivory shadow-lg"
    >
      <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-8 px-6 py-8">
        {item.children.map((child) => (
          <li key={child.key}>
            <MenuLink
              item={child}
              locale={locale}
              onNavigate={onNavigate}
              className="font-serif text-lg text-ink hover:text-bronze hover:underline"
            />
            {child.children.length ? (
              <ul className="mt-2 flex flex-col gap-1 text-stone">
                {child.children.map((grandchild) => (
                  <li key={grandchild.key}>
                    <MenuLink
                      item={grandchild}
                      locale={locale}
                      onNavigate={onNavigate}
                      className="hover:text-bronze hover:underline"
                    />
                    {grandchild.children.length ? (
                      <ul className="mt-1 mb-2 flex flex-col border-l border-sand pl-3 text-xs">
                        {grandchild.children.map((leaf) => (
                          <li key={leaf.key}>
                            {/* A 24 px line: small text, full touch target (WCAG 2.5.8). */}
                            <MenuLink
                              item={leaf}
                              locale={locale}
                              onNavigate={onNavigate}
                              className="block py-1 hover:text-bronze hover:underline"
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
