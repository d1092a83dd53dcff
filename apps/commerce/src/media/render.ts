// Renders image recipes to WebP under MEDIA_DIR. File names are a hash of everything that decides
// the pixels (recipe, size, renderer version), so an existing file is already the right one and
// re-running the seed renders nothing new.
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { patternSvg, type ImageRecipe } from './patterns';
import { sceneSvg } from './scenes/scene-svg';

/** Bump when patterns or encoding change: every name changes with it. */
const RENDER_VERSION = 4;

/** Source sizes: twice the largest display size (spec image sizes), for zoom and dense screens. */
export const IMAGE_SIZES = {
  /** Gallery 740x740 with zoom scale 2. */
  gallery: { width: 1480, height: 1480 },
  /** Product card 216x268 at 2x. */
  card: { width: 432, height: 536 },
  /** Horizontal card 140x200 at 2x. */
  horizontal: { width: 280, height: 400 },
  /** Category banners and menu images. */
  banner: { width: 1200, height: 600 },
  /** The product page's custom gallery images, 362x362 at 2x. */
  square: { width: 724, height: 724 },
  /** Menu tiles and category icons. */
  tile: { width: 480, height: 480 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const WEBP_QUALITY = 80;
/**
 * Effort 4 halves the weave close-ups and trims scenes by a fifth for about 15 % more render
 * time (rasterising the SVG dominates): the demo catalog's media is about a third smaller.
 */
const WEBP_EFFORT = 4;

/** The media-relative path (`catalog/ab/<hash>.webp`) a recipe renders to at a size. */
export function mediaPathFor(recipe: ImageRecipe, size: ImageSize): string {
  const key = JSON.stringify([
    RENDER_VERSION,
    recipe.pattern,
    recipe.color,
    recipe.seed,
    recipe.closeUp === true,
    recipe.scene ?? null,
    size,
  ]);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 24);
  return `catalog/${hash.slice(0, 2)}/${hash}.webp`;
}

export async function renderImage(recipe: ImageRecipe, size: ImageSize): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[size];
  return sharp(Buffer.from(recipeSvg(recipe, width, height)))
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/** A scene in the fabric, or for close-ups and scene-less recipes the fabric itself. */
export function recipeSvg(recipe: ImageRecipe, width: number, height: number): string {
  const { scene } = recipe;
  return scene && !recipe.closeUp
    ? sceneSvg({ ...recipe, scene }, width, height)
    : patternSvg(recipe, width, height);
}

export interface MediaJob {
  recipe: ImageRecipe;
  size: ImageSize;
}

/**
 * Writes every job's file that does not exist yet; returns how many were rendered. Files are
 * written to a temporary name and renamed, so a crash never leaves a truncated image behind.
 */
export async function renderMissing(
  mediaDir: string,
  jobs: readonly MediaJob[],
  options: {
    concurrency?: number;
    onProgress?: (done: number, total: number) => void;
    /** Stops between images (a file is never left half-written). */
    signal?: AbortSignal;
  } = {},
): Promise<number> {
  const unique = new Map(jobs.map((job) => [mediaPathFor(job.recipe, job.size), job]));
  const pending: Array<[string, MediaJob]> = [];
  for (const [path, job] of unique) {
    if (!(await exists(join(mediaDir, path)))) pending.push([path, job]);
  }
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pending.length && !options.signal?.aborted) {
      const [path, job] = pending[next++]!;
      const target = join(mediaDir, path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, await renderImage(job.recipe, job.size));
      await rename(temporary, target);
      done += 1;
      if (done % 50 === 0 || done === pending.length) options.onProgress?.(done, pending.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  // Fewer than were pending when the signal stopped the render.
  return done;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
