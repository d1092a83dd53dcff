// Promo block types of commerce-core §3, grouped into the families that share one block.
export type PromoFamily = 'bedLinenSet' | 'pillow' | 'duvet' | 'calendar';

export function promoFamily(type: string | null | undefined): PromoFamily | null {
  if (!type) return null;
  if (type === 'calendar') return 'calendar';
  if (type.startsWith('bed_linen_set_')) return 'bedLinenSet';
  if (type.startsWith('pillow_')) return 'pillow';
  if (type.startsWith('duvet_')) return 'duvet';
  return null;
}
