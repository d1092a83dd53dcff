import { describe, expect, it } from 'vitest';
import { promoFamily } from './promo';

describe('promoFamily', () => {
  it('groups every spec promo block type into its family', () => {
    expect(promoFamily('bed_linen_set_pallada')).toBe('bedLinenSet');
    for (const type of ['pillow_sovereign', 'pillow_anthracite_m', 'pillow_element']) {
      expect(promoFamily(type)).toBe('pillow');
    }
    for (const type of ['duvet_innotex', 'duvet_infinity', 'duvet_palazzo']) {
      expect(promoFamily(type)).toBe('duvet');
    }
    expect(promoFamily('calendar')).toBe('calendar');
  });

  it('shows no block for an unknown or missing type', () => {
    expect(promoFamily('banner_x')).toBeNull();
    expect(promoFamily(null)).toBeNull();
  });
});
