import { describe, expect, it } from 'vitest';
import { buildDemoCatalog, flattenCategories } from './index';
import { categoryScene, productScene } from './product-scenes';

describe('productScene', () => {
  it.each([
    ['Aurelia Sateen Bed Linen Set', 'bed-linen/sateen', 'bed'],
    ['Aurelia Sateen Fitted Sheet', 'bed-linen/sateen', 'folded'],
    ['Aurelia Sateen Pillowcase Pair', 'bed-linen/sateen', 'pillow-pair'],
    ['Woolux Merino Warm Duvet', 'duvets/woolux', 'duvet'],
    ['Sovereign Pillow', 'pillows/sleeping-pillows', 'pillow'],
    ['Cuprum Pillow', 'pillows/anatomic', 'contour-pillow'],
    ['Riva Towel', 'bath/towels', 'towels'],
    ['Alba Terry Robe', 'bath/robes', 'robe'],
    ['Loop Bath Mat', 'bath/bath-mats', 'mat'],
    ['Camel Throw', 'accessories/throws', 'throw'],
    ['Velvet Cushion Cover', 'accessories/cushions', 'cushion'],
    ['Loomfront Gift Card 50 EUR', 'accessories/gifts', 'gift-card'],
    ['Linen Spray', 'accessories/gifts', 'bottle'],
    ['Silk Sleep Mask', 'accessories/gifts', 'mask'],
    ['Damaskena Jacquard Duvet Cover', 'bed-linen/jacquard', 'folded'],
  ] as const)('pictures %s (%s) as %s', (name, category, scene) => {
    expect(productScene(name, category)).toBe(scene);
  });

  it('falls back to the category scene for a name it does not know', () => {
    expect(productScene('Nocturne', 'bath/towels')).toBe('towels');
    expect(categoryScene('kids/kids-bed-linen')).toBe('bed');
  });
});

describe('the demo catalog pictures', () => {
  const catalog = buildDemoCatalog();

  it('gives every product a main image in a scene, in its own colour', () => {
    for (const product of catalog.products) {
      const main = product.images[0]!.recipe;
      expect(main.scene, product.sku).toBeDefined();
      if (product.color) expect(main.color, product.sku).toBe(product.color);
    }
  });

  it('pictures each colour variant in its colour and its product scene', () => {
    for (const product of catalog.products)
      for (const variant of product.configurable?.variants ?? []) {
        expect(variant.image.color).toBe(variant.color);
        expect(variant.image.scene).toBe(product.images[0]!.recipe.scene);
      }
  });

  it('gives every category a scene for its banner and tile', () => {
    for (const category of flattenCategories(catalog.categories))
      expect(category.image.scene, category.urlPath).toBeDefined();
  });
});
