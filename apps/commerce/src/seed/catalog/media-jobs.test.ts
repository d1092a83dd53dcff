import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaPathFor, renderImage } from '../../media/render';
import { buildDemoCatalog } from './index';
import { catalogMediaJobs, menuNodeImages } from './media-jobs';

const catalog = buildDemoCatalog();

describe('catalogMediaJobs', () => {
  it('renders every product picture at the gallery, card and horizontal card sizes', () => {
    const jobs = catalogMediaJobs(catalog);
    for (const product of catalog.products) {
      const main = product.images[0]!.recipe;
      const sizes = jobs.filter((job) => job.recipe === main).map((job) => job.size);
      expect(new Set(sizes), product.sku).toEqual(new Set(['gallery', 'card', 'horizontal']));
    }
  });

  it('gives every product a main picture that renders to a WebP that decodes', async () => {
    // Hover close-ups are the weave alone, rendered per pattern in render.test.ts.
    const mains = new Map(
      catalog.products.map((product) => [
        mediaPathFor(product.images[0]!.recipe, 'horizontal'),
        product,
      ]),
    );
    for (const product of mains.values()) {
      const { format, width, height } = await sharp(
        await renderImage(product.images[0]!.recipe, 'horizontal'),
      ).metadata();
      expect([product.sku, format, width, height]).toEqual([product.sku, 'webp', 280, 400]);
    }
  }, 300_000);
});

describe('menuNodeImages', () => {
  it('gives a menu node a lifestyle room for desktop and its product scene as the tile', () => {
    const recipe = catalog.categories[0]!.image;
    const { desktop, tile } = menuNodeImages(recipe);
    expect([desktop.recipe.scene, desktop.size]).toEqual(['room', 'banner']);
    expect([tile.recipe, tile.size]).toEqual([recipe, 'tile']);
  });
});
