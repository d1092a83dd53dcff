// The size table of a product: the sizes it sells (its size option), not a generic list.
import type { ConfigurableOption } from './configurable';

export const SIZE_OPTION_CODE = 'size';

export interface SizeRow {
  uid: string;
  /** The size's name without its measures, e.g. "King"; the whole label when it has none. */
  name: string;
  /** Width × length in centimetres, e.g. "240 × 220"; null when the label carries none. */
  measures: string | null;
}

/** "King 240x220" → { name: "King", measures: "240 × 220" }; one row per size the product sells. */
export function sizeTableRows(options: readonly ConfigurableOption[]): SizeRow[] {
  const option = options.find((o) => o.attribute_code === SIZE_OPTION_CODE);
  return (option?.values ?? []).map((value) => {
    const match = /^(.*?)\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(?:cm)?$/i.exec(
      value.label.trim(),
    );
    return match
      ? { uid: value.uid, name: match[1] || value.label, measures: `${match[2]} × ${match[3]}` }
      : { uid: value.uid, name: value.label, measures: null };
  });
}
