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
const RENDER_VERSION = 5;

/**
 * The files the storefront asks for (spec image sizes); next/image makes every smaller rendition
 * from them. `narrowest` is the narrowest width:height any crop of the file is shown at: a
 * product is fitted so that it stays whole there.
 */
export const IMAGE_SIZES = {
  /**
   * Quality 80 is the spec's default; the sizes shown large take 70 (next/image re-encodes every
   * rendition at 80 anyway).
   *
   * The gallery: its 740x740 main image on desktop and on phones (a square there too), the thumbs,
   * the zoom, and the custom gallery (362x362, 700 high from 768 px).
   */
  gallery: { width: 740, height: 740, quality: 70, narrowest: 1 },
  /**
   * Product card 216x268 at 2x. Also the horizontal card (140x200), the cart (140x140, 194x194),
   * checkout (100x100) and the confirm-order item (82x124), all cover crops of it; the product
   * stays whole down to the horizontal card (the confirm-order crop may touch a wide bed's ends).
   */
  card: { width: 432, height: 536, quality: 80, narrowest: 140 / 200 },
  /** Category banners and menu images. */
  banner: { width: 1200, height: 600, quality: 70, narrowest: 1 },
  /** Menu tiles and category icons. */
  tile: { width: 480, height: 480, quality: 80, narrowest: 1 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Effort 4: effort 6 saves 4 % of the bytes for eight times the encoding time. */
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
  const { width, height, quality, narrowest } = IMAGE_SIZES[size];
  return sharp(Buffer.from(recipeSvg(recipe, width, height, narrowest)))
    .webp({ quality, effort: WEBP_EFFORT })
    .toBuffer();
}

/** A scene in the fabric (close up: a crop of it), or for scene-less recipes the fabric itself. */
export function recipeSvg(
  recipe: ImageRecipe,
  width: number,
  height: number,
  narrowest = 1,
): string {
  const { scene } = recipe;
  return scene
    ? sceneSvg({ ...recipe, scene }, width, height, narrowest)
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
