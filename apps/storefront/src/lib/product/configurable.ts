// Configurable option selection (commerce-core §3): which option values can still be chosen given a
// partial selection, and what the chosen variant changes on the page (sku, price, images, stock).
import type { StockStatus } from './stock-rules';

export interface OptionValue {
  /** base64("configurable/<attribute_id>/<value_id>"), the same uid the variants' attributes carry. */
  uid: string;
  /** Magento's option id (value_index): the same in every store view, unlike the label. */
  valueIndex?: number | null;
  label: string;
  swatch?: string | null;
}

export interface ConfigurableOption {
  attribute_code: string;
  label: string;
  values: readonly OptionValue[];
}

export interface VariantAttribute {
  code: string;
  uid: string;
}

export interface Variant<P> {
  attributes: readonly VariantAttribute[];
  product: P & { sku: string; stock_status: StockStatus | null; saleable_qty: number | null };
}

/** attribute_code → chosen value uid. */
export type Selection = Readonly<Record<string, string>>;

export interface ValueState {
  value: OptionValue;
  /** Some variant exists with this value and the rest of the selection. */
  available: boolean;
  /** Some such variant is in stock with saleable quantity. */
  saleable: boolean;
  /** Saleable quantity summed over those variants. */
  saleableQty: number;
}

function matches(variant: Variant<unknown>, selection: Selection): boolean {
  return Object.entries(selection).every(([code, uid]) =>
    variant.attributes.some((a) => a.code === code && a.uid === uid),
  );
}

function isSaleable(variant: Variant<unknown>): boolean {
  return variant.product.stock_status === 'IN_STOCK' && (variant.product.saleable_qty ?? 0) > 0;
}

/** The state of every value of one option, given the selection of the other options. */
export function valueStates<P>(
  option: ConfigurableOption,
  variants: readonly Variant<P>[],
  selection: Selection,
): ValueState[] {
  const others: Record<string, string> = { ...selection };
  delete others[option.attribute_code];
  return option.values.map((value) => {
    const candidates = variants.filter((v) =>
      matches(v, { ...others, [option.attribute_code]: value.uid }),
    );
    const saleableOnes = candidates.filter(isSaleable);
    return {
      value,
      available: candidates.length > 0,
      saleable: saleableOnes.length > 0,
      saleableQty: saleableOnes.reduce((sum, v) => sum + (v.product.saleable_qty ?? 0), 0),
    };
  });
}

/** The variant of a complete selection, or null while an option is still open. */
export function selectedVariant<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
): Variant<P> | null {
  if (options.some((o) => selection[o.attribute_code] === undefined)) return null;
  return variants.find((v) => matches(v, selection)) ?? null;
}

/**
 * Choosing a value keeps the other choices when a variant still exists with all of them, else
 * keeps only the new choice (so a shopper never lands on an impossible combination).
 */
export function choose<P>(
  variants: readonly Variant<P>[],
  selection: Selection,
  code: string,
  valueUid: string,
): Selection {
  const next = { ...selection, [code]: valueUid };
  if (variants.some((v) => matches(v, next))) return next;
  return { [code]: valueUid };
}

/** Magento's selected_options uids of a selection, in option order (for add to cart later). */
export function selectedOptionUids(
  options: readonly ConfigurableOption[],
  selection: Selection,
): string[] {
  return options.flatMap((o) => {
    const uid = selection[o.attribute_code];
    return uid && o.values.some((v) => v.uid === uid) ? [uid] : [];
  });
}

/** The option whose value decides a variant's images (each colour has its own photographs). */
export const IMAGE_OPTION_CODE = 'color';

/**
 * The variant whose images the gallery shows (commerce-core §3: options update the images). The
 * chosen variant when it has images; else, as soon as a colour is picked, a variant of that colour
 * with images (one matching the rest of the selection first). Null keeps the product's own gallery.
 */
export function imageVariant<P extends { media_gallery: readonly unknown[] }>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
  imageOption: string = IMAGE_OPTION_CODE,
): Variant<P> | null {
  const withImages = (v: Variant<P>) => v.product.media_gallery.length > 0;
  const chosen = selectedVariant(options, variants, selection);
  if (chosen && withImages(chosen)) return chosen;
  const value = selection[imageOption];
  if (value === undefined) return null;
  const candidates = variants.filter(withImages);
  return (
    candidates.find((v) => matches(v, selection)) ??
    candidates.find((v) => matches(v, { [imageOption]: value })) ??
    null
  );
}

/**
 * The descriptive colour to show (e.g. "midnight navy"): the chosen colour's, from any variant of
 * it, as soon as a colour is picked; the product's own until then.
 */
export function descriptiveColour<P extends { color_descriptive: string | null }>(
  variants: readonly Variant<P>[],
  selection: Selection,
  productColour: string | null,
  colourOption: string = IMAGE_OPTION_CODE,
): string | null {
  const colour = selection[colourOption];
  if (colour === undefined) return productColour;
  const variant = variants.find((v) => matches(v, { [colourOption]: colour }));
  return variant?.product.color_descriptive ?? null;
}
