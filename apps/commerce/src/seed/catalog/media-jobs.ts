// Which files the catalog needs, at which sizes: every gallery image (and custom gallery image,
// video preview and variant image) at the gallery size, the main and hover images and the variant
// images also as cards (the listing, both card layouts, and the cart), category and menu images.
// Recipes repeat across a line and across a colour's variants, and each is one file per size.
import type { ImageRecipe } from '../../media/patterns';
import type { MediaJob } from '../../media/render';
import { flattenCategories } from './categories';
import type { DemoCatalog, DemoMenuNode } from './types';

/**
 * A menu node's pictures: the desktop banner is the lifestyle room dressed in the node's fabric,
 * the mobile and plain images its product scene as a tile.
 */
export function menuNodeImages(recipe: ImageRecipe): { desktop: MediaJob; tile: MediaJob } {
  return {
    desktop: { recipe: { ...recipe, scene: 'room', seed: `room:${recipe.seed}` }, size: 'banner' },
    tile: { recipe, size: 'tile' },
  };
}

export function catalogMediaJobs(catalog: DemoCatalog): MediaJob[] {
  const jobs: MediaJob[] = [];
  // Categories and menu first: the home page and the menu are what a first visit shows, and a
  // background render (ADR 12) fills files in this order.
  for (const category of flattenCategories(catalog.categories)) {
    jobs.push({ recipe: category.image, size: 'banner' }, { recipe: category.image, size: 'tile' });
  }
  const visit = (nodes: DemoMenuNode[]) => {
    for (const node of nodes) {
      if (node.image) {
        const { desktop, tile } = menuNodeImages(node.image.recipe);
        jobs.push(desktop, tile);
      }
      visit(node.children);
    }
  };
  visit(catalog.menu.nodes);
  for (const product of catalog.products) {
    product.images.forEach((image, index) => {
      jobs.push({ recipe: image.recipe, size: 'gallery' });
      // The main and hover images: the listing's pictures.
      if (index < 2) jobs.push({ recipe: image.recipe, size: 'card' });
    });
    for (const variant of product.configurable?.variants ?? []) {
      jobs.push(
        { recipe: variant.image, size: 'gallery' },
        { recipe: variant.image, size: 'card' },
      );
    }
    for (const video of product.videos) jobs.push({ recipe: video.preview, size: 'gallery' });
    for (const image of product.customGallery) jobs.push({ recipe: image.recipe, size: 'gallery' });
    if (product.categoryCollectionLink)
      jobs.push({ recipe: product.categoryCollectionLink.icon, size: 'tile' });
  }
  return jobs;
}
