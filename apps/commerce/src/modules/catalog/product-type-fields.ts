// Field resolvers of configurable, bundle and grouped products.
import type {
  BundleProductResolvers,
  ConfigurableProductOptions,
  ConfigurableProductResolvers,
  GroupedProductResolvers,
} from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { ProductModel } from './models';
import { configurableValueUid, encodeUid } from './uid';

async function variantsOf(product: ProductModel, context: GraphQLContext) {
  const { loaders } = context.services.catalog.scopeOf(context);
  const links = await loaders.configurableChildren.load(product.id);
  const [children, values, stock] = await Promise.all([
    Promise.all(links.map((link) => loaders.product.load(link.child_id))),
    Promise.all(links.map((link) => loaders.attributeValues.load(link.child_id))),
    Promise.all(links.map((link) => loaders.stock.load(link.child_id))),
  ]);
  return links.flatMap((_link, index) => {
    const child = children[index];
    return child ? [{ child, values: values[index] ?? [], stock: stock[index] }] : [];
  });
}

export const configurableFields: ConfigurableProductResolvers = {
  configurable_options: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    const [attributes, variants] = await Promise.all([
      loaders.superAttributes.load(product.id),
      variantsOf(product, context),
    ]);
    return attributes.map((attribute): ConfigurableProductOptions => {
      const values = new Map<
        number,
        { label: string; swatch: string | null; position: number; qty: number; sku: string }
      >();
      for (const variant of variants) {
        const value = variant.values.find((row) => row.attribute_id === attribute.attribute_id);
        if (!value) continue;
        const qty = variant.stock?.in_stock ? variant.stock.saleable_qty : 0;
        const known = values.get(value.option_id);
        if (known) known.qty += qty;
        else
          values.set(value.option_id, {
            label: value.label,
            swatch: value.swatch_value,
            position: value.position,
            qty,
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
            swatch_data: value.swatch
              ? { type: value.swatch.startsWith('#') ? '1' : '2', value: value.swatch }
              : null,
            saleable_qty: value.qty,
            sku: value.sku,
          })),
      };
    });
  },
  variants: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    const [attributes, variants] = await Promise.all([
      loaders.superAttributes.load(product.id),
      variantsOf(product, context),
    ]);
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
  },
};

export const bundleFields: BundleProductResolvers = {
  dynamic_price: async (product, _args, context) =>
    (await context.services.catalog.scopeOf(context).loaders.ownPrice.load(product.id)) === null,
  items: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    const options = await loaders.bundleOptions.load(product.id);
    const selections = await Promise.all(
      options.map((option) => loaders.bundleSelections.load(option.id)),
    );
    return Promise.all(
      options.map(async (option, index) => ({
        uid: encodeUid(`bundle/${option.id}`),
        title: option.title,
        type: option.type,
        required: option.required,
        position: option.position,
        sku: product.sku,
        options: await Promise.all(
          (selections[index] ?? []).map(async (selection) => ({
            uid: encodeUid(`bundle/${option.id}/${selection.id}/${selection.qty}`),
            label: selection.name,
            position: selection.position,
            is_default: selection.is_default,
            can_change_quantity: selection.can_change_qty,
            quantity: Number(selection.qty),
            product: await loaders.product.load(selection.product_id),
          })),
        ),
      })),
    );
  },
};

export const groupedFields: GroupedProductResolvers = {
  items: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    const links = await loaders.groupedChildren.load(product.id);
    return Promise.all(
      links.map(async (link) => ({
        position: link.position,
        qty: Number(link.qty),
        product: await loaders.product.load(link.child_id),
      })),
    );
  },
};
