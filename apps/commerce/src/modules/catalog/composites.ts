// How configurable, bundle and grouped products present their parts (Magento's
// ConfigurableProductGraphQl, BundleGraphQl, GroupedProductGraphQl), from rows already loaded.
import type {
  BundleItem,
  ConfigurableAttributeOption,
  ConfigurableProductOptions,
  SwatchData,
} from '../../generated/graphql';
import type { ProductStock } from '../inventory/stock-rules';
import type { AttributeValueRow } from './loaders';
import type { ProductModel } from './models';
import type { ProductRepository } from './product-repository';
import { configurableValueUid, encodeUid } from './uid';

type SuperAttributeRow = Awaited<ReturnType<ProductRepository['superAttributes']>>[number];
type BundleOptionRow = Awaited<ReturnType<ProductRepository['bundleOptions']>>[number];
type BundleSelectionRow = Awaited<ReturnType<ProductRepository['bundleSelections']>>[number];

/** A configurable's child with its option values and stock. */
export interface Variant {
  child: ProductModel;
  values: AttributeValueRow[];
  stock: ProductStock;
}

/** Magento's swatch types: '1' a colour (#hex), '2' an image; text swatches carry no data here. */
export function swatchData(swatch: string | null): SwatchData | null {
  if (!swatch) return null;
  return { type: swatch.startsWith('#') ? '1' : '2', value: swatch };
}

/**
 * configurable_options: each super attribute with the values its children offer, by position;
 * a value's saleable_qty sums its children in stock, and its sku is the first child's.
 */
export function configurableOptions(
  product: ProductModel,
  attributes: readonly SuperAttributeRow[],
  variants: readonly Variant[],
): ConfigurableProductOptions[] {
  return attributes.map((attribute) => {
    const values = new Map<
      number,
      { label: string; swatch: string | null; position: number; qty: number; sku: string }
    >();
    for (const variant of variants) {
      const value = variant.values.find((row) => row.attribute_id === attribute.attribute_id);
      if (!value) continue;
      const known = values.get(value.option_id);
      if (known) known.qty += variant.stock.saleableQty;
      else
        values.set(value.option_id, {
          label: value.label,
          swatch: value.swatch_value,
          position: value.position,
          qty: variant.stock.saleableQty,
          sku: variant.child.sku,
        });
    }
    return {
      attribute_code: attribute.code,
      attribute_uid: encodeUid(attribute.attribute_id),
      label: attribute.own_label ?? attribute.label,
      position: attribute.position,
      uid: encodeUid(`${product.id}/${attribute.attribute_id}`),
      use_default: attribute.own_label === null,
      values: [...values.entries()]
        .sort(([, a], [, b]) => a.position - b.position)
        .map(([optionId, value]) => ({
          uid: configurableValueUid(attribute.attribute_id, optionId),
          label: value.label,
          default_label: value.label,
          store_label: value.label,
          use_default_value: true,
          swatch_data: swatchData(value.swatch),
          saleable_qty: value.qty,
          sku: value.sku,
        })),
    };
  });
}

/** variants: each child with its values of the super attributes. */
export function configurableVariants(
  attributes: readonly SuperAttributeRow[],
  variants: readonly Variant[],
): Array<{ product: ProductModel; attributes: ConfigurableAttributeOption[] }> {
  const superIds = new Set(attributes.map((attribute) => attribute.attribute_id));
  return variants.map(({ child, values }) => ({
    product: child,
    attributes: values
      .filter((value) => superIds.has(value.attribute_id))
      .map((value) => ({
        code: value.code,
        label: value.label,
        value_index: value.option_id,
        uid: configurableValueUid(value.attribute_id, value.option_id),
      })),
  }));
}

export type BundleItemModel = Omit<BundleItem, 'options'> & {
  options: Array<
    Omit<NonNullable<NonNullable<BundleItem['options']>[number]>, 'product'> & {
      product: ProductModel | null;
    }
  >;
};

/** A bundle option with its selections; a selection's uid carries option, selection and quantity. */
export function bundleItem(
  product: ProductModel,
  option: BundleOptionRow,
  selections: ReadonlyArray<{ selection: BundleSelectionRow; product: ProductModel | null }>,
): BundleItemModel {
  return {
    uid: encodeUid(`bundle/${option.id}`),
    title: option.title,
    type: option.type,
    required: option.required,
    position: option.position,
    sku: product.sku,
    options: selections.map(({ selection, product: part }) => ({
      uid: encodeUid(`bundle/${option.id}/${selection.id}/${selection.qty}`),
      label: selection.name,
      position: selection.position,
      is_default: selection.is_default,
      can_change_quantity: selection.can_change_qty,
      quantity: Number(selection.qty),
      product: part,
    })),
  };
}
