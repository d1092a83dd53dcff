import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, mediaPathFor, renderImage, type ImageSize } from '../../media/render';
import { hoverRecipe } from './build-product';
import { buildDemoCatalog } from './index';
import { catalogMediaJobs, menuNodeImages } from './media-jobs';

const catalog = buildDemoCatalog();
const jobs = catalogMediaJobs(catalog);
const files = new Map(jobs.map((job) => [mediaPathFor(job.recipe, job.size), job]));

/** The demo catalog's media budget (ADR 0031): measured 5.5 MB in 1,020 files. */
const BUDGET = { files: 1_100, bytes: 6_000_000 };

describe('catalogMediaJobs', () => {
  it('renders a product picture at the gallery and card sizes, and its room at the gallery size only', () => {
    for (const product of catalog.products) {
      const [main, hover, room] = product.images;
      const sizesOf = (recipe: unknown) =>
        new Set(jobs.filter((job) => job.recipe === recipe).map((job) => job.size));
      expect(sizesOf(main!.recipe), product.sku).toEqual(new Set(['gallery', 'card']));
      expect(sizesOf(hover!.recipe), product.sku).toEqual(new Set(['gallery', 'card']));
      if (room) expect(sizesOf(room.recipe), product.sku).toEqual(new Set(['gallery']));
    }
  });

  it('asks for no size but the ones the storefront shows', () => {
    expect(new Set(jobs.map((job) => job.size))).toEqual(
      new Set<ImageSize>(['gallery', 'card', 'banner', 'tile']),
    );
    expect(Object.keys(IMAGE_SIZES).sort()).toEqual(['banner', 'card', 'gallery', 'tile']);
  });

  it('renders the variants of one colour, and the editorial pictures, from the gallery files', () => {
    const product = catalog.products.find(
      (entry) => (entry.configurable?.variants.length ?? 0) > 2,
    )!;
    const variants = product.configurable!.variants;
    const colour = variants[0]!.color;
    const sameColour = variants.filter((variant) => variant.color === colour);
    expect(sameColour.length).toBeGreaterThan(1);
    expect(new Set(sameColour.map((variant) => mediaPathFor(variant.image, 'gallery'))).size).toBe(
      1,
    );
    for (const entry of catalog.products.filter((p) => p.customGallery.length > 0)) {
      const gallery = new Set(entry.images.map((image) => mediaPathFor(image.recipe, 'gallery')));
      for (const image of entry.customGallery)
        expect(gallery.has(mediaPathFor(image.recipe, 'gallery')), entry.sku).toBe(true);
    }
  });

  it('plans the demo catalog within its file budget', () => {
    expect(files.size).toBeLessThanOrEqual(BUDGET.files);
  });

  it('plans the demo catalog within its byte budget (estimated from every 30th file of each size)', async () => {
    let estimate = 0;
    for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
      const ofSize = [...files.values()].filter((job) => job.size === size);
      const sample = ofSize.filter((_, index) => index % 30 === 0);
      let bytes = 0;
      for (const job of sample) bytes += (await renderImage(job.recipe, job.size)).length;
      estimate += (bytes / sample.length) * ofSize.length;
    }
    expect(estimate).toBeLessThanOrEqual(BUDGET.bytes);
  }, 120_000);

  it('gives every product a main picture that renders to a WebP that decodes', async () => {
    const mains = new Map(
      catalog.products.map((product) => [mediaPathFor(product.images[0]!.recipe, 'card'), product]),
    );
    for (const product of mains.values()) {
      const { format, width, height } = await sharp(
        await renderImage(product.images[0]!.recipe, 'card'),
      ).metadata();
      expect([product.sku, format, width, height]).toEqual([product.sku, 'webp', 432, 536]);
    }
  }, 300_000);
});

describe('hoverRecipe', () => {
  it('makes the hover image a close-up of the product in its own scene', () => {
    const main = catalog.products[0]!.images[0]!.recipe;
    expect(hoverRecipe(main)).toEqual({ ...main, closeUp: true });
    expect(
      catalog.products.every((p) => p.images[1]!.recipe.scene === p.images[0]!.recipe.scene),
    ).toBe(true);
    expect(mediaPathFor(hoverRecipe(main), 'card')).not.toBe(mediaPathFor(main, 'card'));
  });
});

describe('menuNodeImages', () => {
  it('gives a menu node a lifestyle room for desktop and its product scene as the tile', () => {
    const recipe = catalog.categories[0]!.image;
    const { desktop, tile } = menuNodeImages(recipe);
    expect([desktop.recipe.scene, desktop.size]).toEqual(['room', 'banner']);
    expect([tile.recipe, tile.size]).toEqual([recipe, 'tile']);
  });
});
