import { useTranslations } from 'next-intl';
import type { KeyboardEventHandler, Ref } from 'react';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { MenuImage } from './menu-image';
import { MenuLink } from './menu-link';

/**
 * The mega panel of one top-level entry, the same layout for every category: its children (level
 * 2) flowing through balanced columns, each with its image when the node has one, its children
 * (level 3, kept whole with their level-4 children) beneath; a feature tile of the entry itself on the right.
 * It never grows past the viewport: a long menu scrolls inside the panel.
 */
export function DesktopMenuPanel({
  item,
  locale,
  ref,
  onKeyDown,
  onNavigate,
}: {
  item: MenuItem;
  locale: Locale;
  ref: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  onNavigate: () => void;
}) {
  const t = useTranslations('Header');
  return (
    <div
      id={`menu-panel-${item.key}`}
      ref={ref}
      onKeyDown={onKeyDown}
      data-testid="mega-menu"
      className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-7.75rem)] overflow-y-auto overscroll-contain border-y border-sand bg-ivory shadow-lg"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_15rem] gap-10 px-6 py-8 xl:grid-cols-[1fr_18rem]">
        <ul className="columns-3 gap-8 xl:columns-4">
          {item.children.map((child) => (
            <li key={child.key} className="mb-6">
              <MenuLink
                item={child}
                locale={locale}
                onNavigate={onNavigate}
                className="group flex break-after-avoid items-center gap-3 font-serif text-lg text-ink hover:text-bronze"
              >
                {child.image ? (
                  <MenuImage
                    image={child.image}
                    size={48}
                    className="h-12 w-12 shrink-0 rounded-sm"
                  />
                ) : null}
                <span className="group-hover:underline">{child.label}</span>
              </MenuLink>
              {child.children.length ? (
                <ul className="mt-2 flex flex-col gap-0.5 text-sm text-stone">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.key} className="break-inside-avoid">
                      <MenuLink
                        item={grandchild}
                        locale={locale}
                        onNavigate={onNavigate}
                        className="block py-0.5 font-medium text-ink hover:text-bronze hover:underline"
                      />
                      {grandchild.children.length ? (
                        <ul className="mb-1.5 flex flex-col border-l border-sand pl-3 text-xs">
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
        <MenuLink
          item={item}
          locale={locale}
          onNavigate={onNavigate}
          className="group relative flex aspect-[4/5] max-h-[calc(100dvh-12rem)] flex-col justify-end self-start overflow-hidden bg-linen p-5"
        >
          {item.image ? (
            <MenuImage
              image={item.image}
              size={288}
              className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-105"
            />
          ) : (
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-[repeating-linear-gradient(135deg,var(--color-sand)_0_1px,transparent_1px_14px)] opacity-70"
            />
          )}
          <span className="relative bg-ivory/90 px-4 py-3">
            <span className="block font-serif text-xl text-ink">{item.label}</span>
            <span className="mt-1 block text-sm text-bronze group-hover:underline">
              {t('menuShopAll')}
            </span>
          </span>
        </MenuLink>
      </div>
    </div>
  );
}
