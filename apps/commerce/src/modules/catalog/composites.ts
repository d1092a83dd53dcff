// How configurable, bundle and grouped products present their parts (Magento's
// ConfigurableProductGraphQl, BundleGraphQl, GroupedProductGraphQl), from rows already loaded.
import type {
  BundleItem,
  ConfigurableAttributeOption,
  ConfigurableProductOption,
  ConfigurableProductOptions,
  ConfigurableOptionAvailableForSelection,
} from '../../generated/graphql';
import type { ProductStock } from '../inventory/stock-rules';
import type { AttributeValueRow } from './loaders';
import type { ProductModel } from './models';
import type { ProductRepository } from './product-repository';
import { swatchData } from './swatch';
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

/**
 * configurable_options: each super attribute with the values its children offer, by position;
 * a value's saleable_qty sums its children in stock, and its sku is the first child's.
 */
export function configurableOptions(
  product: ProductModel,
  attributes: readonly SuperAttributeRow[],
  variants: readonly Variant[],
  mediaBaseUrl: string,
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
      id: attribute.id,
      attribute_id: String(attribute.attribute_id),
      attribute_id_v2: attribute.attribute_id,
      product_id: product.id,
      attribute_code: attribute.code,
      attribute_uid: encodeUid(attribute.attribute_id),
      label: attribute.own_label ?? attribute.label,
      position: attribute.position,
      uid: encodeUid(`${product.id}/${attribute.attribute_id}`),
      use_default: attribute.own_label === null,
      values: [...values.entries()]
        .sort(([, a], [, b]) => a.position - b.position)
        .map(([optionId, value]) => ({
          value_index: optionId,
          uid: configurableValueUid(attribute.attribute_id, optionId),
          label: value.label,
          default_label: value.label,
          store_label: value.label,
          use_default_value: true,
          swatch_data: swatchData(value.swatch, mediaBaseUrl),
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
    option_id: option.id,
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
      id: selection.id,
      qty: Number(selection.qty),
      // Selections carry no price of their own: a dynamic bundle prices its parts, a fixed one
      // only itself (Magento's selection_price_value 0, of type FIXED).
      price: 0,
      price_type: 'FIXED' as const,
      product: part,
    })),
  };
}

/** configurable_product_options_selection without its images (the service adds them). */
export interface ConfigurableSelection {
  configurable_options: ConfigurableProductOption[];
  options_available_for_selection: ConfigurableOptionAvailableForSelection[];
  /** The variant once every attribute has a value chosen; null before. */
  variant: ProductModel | null;
}

/**
 * Magento's options selection: a value is available while some variant in stock carries it and
 * agrees with the values chosen for the other attributes; unknown uids choose nothing.
 */
export function configurableSelection(
  product: ProductModel,
  attributes: readonly SuperAttributeRow[],
  variants: readonly Variant[],
  selectedUids: readonly string[],
  mediaBaseUrl: string,
): ConfigurableSelection {
  const superIds = new Set(attributes.map((attribute) => attribute.attribute_id));
  const uidsOf = variants.map((variant) => {
    const uids = new Map<number, string>();
    for (const value of variant.values)
      if (superIds.has(value.attribute_id))
        uids.set(value.attribute_id, configurableValueUid(value.attribute_id, value.option_id));
    return uids;
  });
  const chosen = new Map<number, string>();
  for (const uids of uidsOf)
    for (const [attributeId, uid] of uids)
      if (selectedUids.includes(uid)) chosen.set(attributeId, uid);
  const agrees = (index: number, except: number | null) =>
    [...chosen].every(([id, uid]) => id === except || uidsOf[index]!.get(id) === uid);

  const options = attributes.map((attribute) => {
    const available = new Set<string>();
    const values = new Map<string, { label: string; swatch: string | null; position: number }>();
    variants.forEach((variant, index) => {
      const value = variant.values.find((row) => row.attribute_id === attribute.attribute_id);
      if (!value) return;
      const uid = configurableValueUid(value.attribute_id, value.option_id);
      if (!values.has(uid))
        values.set(uid, {
          label: value.label,
          swatch: value.swatch_value,
          position: value.position,
        });
      if (variant.stock.inStock && agrees(index, attribute.attribute_id)) available.add(uid);
    });
    const sorted = [...values.entries()].sort(([, a], [, b]) => a.position - b.position);
    return { attribute, available, values: sorted };
  });
  const complete = attributes.length > 0 && chosen.size === attributes.length;
  const index = complete ? variants.findIndex((_variant, at) => agrees(at, null)) : -1;
  return {
    variant: index >= 0 ? variants[index]!.child : null,
    configurable_options: options.map(({ attribute, available, values }) => ({
      attribute_code: attribute.code,
      label: attribute.own_label ?? attribute.label,
      uid: encodeUid(`${product.id}/${attribute.attribute_id}`),
      values: values.map(([uid, value]) => ({
        uid,
        label: value.label,
        is_available: available.has(uid),
        is_use_default: true,
        swatch: swatchData(value.swatch, mediaBaseUrl),
      })),
    })),
    options_available_for_selection: options.map(({ attribute, available, values }) => ({
      attribute_code: attribute.code,
      option_value_uids: values.map(([uid]) => uid).filter((uid) => available.has(uid)),
    })),
  };
}
