// Values as Magento's storefront schema spells them.

/** Magento's timestamps: UTC, `YYYY-MM-DD HH:MM:SS`. */
export function magentoDateTime(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 19).replace('T', ' ');
}

/** Magento's 0/1 flags (include_in_menu, is_anchor). */
export const flag = (value: boolean): number => (value ? 1 : 0);
