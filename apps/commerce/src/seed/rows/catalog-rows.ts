// The demo catalog → table rows. Magento conventions: category 1 is the root catalog, 2 the
// default category (every store group's root), main categories sit at level 2; variants are
// products of their own, not visible individually, without category or URL rewrite.
import { mediaPathFor } from '../../media/render';
import { menuNodeImages } from '../catalog/media-jobs';
import { PALETTE, COLOR_NAMES } from '../../media/palette';
import { type DemoCatalog, type DemoCategory, type DemoMenuNode } from '../catalog/index';
import { ATTRIBUTE_STORE_LABELS } from '../catalog/attribute-labels';
import { ATTRIBUTE_IDS, emptyRows, idAllocator, type CatalogRows, type Row } from './table-rows';
import { productRows, type ProductContext } from './product-rows';

export const ROOT_CATEGORY_ID = 1;
export const DEFAULT_CATEGORY_ID = 2;

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function catalogRows(
  catalog: DemoCatalog,
  websiteIds: Record<string, number>,
  /** Store view ids by code, for store-view texts and reviews. */
  storeViewIds: Record<string, number>,
): CatalogRows {
  const rows = emptyRows();
  const nextId = idAllocator({ categories: DEFAULT_CATEGORY_ID });
  rows.categories.push(
    category(ROOT_CATEGORY_ID, null, `${ROOT_CATEGORY_ID}`, 0, 0, 'Root Catalog', '', '', null),
    category(
      DEFAULT_CATEGORY_ID,
      ROOT_CATEGORY_ID,
      `1/${DEFAULT_CATEGORY_ID}`,
      1,
      1,
      'Default Category',
      '',
      '',
      null,
    ),
  );
  const categoryIds = new Map<string, number>();
  const addCategory = (
    source: DemoCategory,
    parentId: number,
    parentPath: string,
    level: number,
  ) => {
    const id = nextId('categories');
    categoryIds.set(source.urlPath, id);
    const path = `${parentPath}/${id}`;
    rows.categories.push({
      ...category(
        id,
        parentId,
        path,
        level,
        source.position,
        source.name,
        source.urlKey,
        source.urlPath,
        mediaPathFor(source.image, 'banner'),
      ),
      display_mode: source.displayMode,
      is_quickshop: source.isQuickshop,
      custom_class: source.customClass,
      description: source.description,
      meta_title: source.metaTitle,
      meta_description: source.metaDescription,
      meta_keywords: source.metaKeywords,
    });
    for (const [code, texts] of Object.entries(source.storeTexts)) {
      const storeViewId = storeViewIds[code];
      if (storeViewId === undefined) throw new Error(`unknown store view ${code}`);
      rows.category_store_values.push({
        category_id: id,
        store_view_id: storeViewId,
        name: texts.name,
        description: texts.description,
        meta_title: texts.metaTitle,
        meta_description: texts.metaDescription,
        meta_keywords: texts.metaKeywords,
      });
    }
    rows.url_rewrites.push({
      id: nextId('url_rewrites'),
      store_view_id: null,
      entity_type: 'category',
      entity_id: id,
      request_path: source.urlPath,
      target_path: `catalog/category/view/id/${id}`,
      redirect_code: 0,
    });
    for (const former of source.formerUrlPaths) {
      rows.url_rewrites.push({
        id: nextId('url_rewrites'),
        store_view_id: null,
        entity_type: 'category',
        entity_id: id,
        request_path: former,
        target_path: source.urlPath,
        redirect_code: 301,
      });
    }
    for (const child of source.children) addCategory(child, id, path, level + 1);
  };
  for (const main of catalog.categories)
    addCategory(main, DEFAULT_CATEGORY_ID, `1/${DEFAULT_CATEGORY_ID}`, 2);

  // Attributes and options: colours with their swatch hex, sizes and materials in first-seen order.
  rows.attributes.push(
    {
      id: ATTRIBUTE_IDS.color,
      code: 'color',
      label: 'Color',
      input_type: 'select',
      is_filterable: true,
      position: 1,
    },
    {
      id: ATTRIBUTE_IDS.size,
      code: 'size',
      label: 'Size',
      input_type: 'select',
      is_filterable: true,
      position: 2,
    },
    {
      id: ATTRIBUTE_IDS.material,
      code: 'material',
      label: 'Material',
      input_type: 'select',
      is_filterable: true,
      position: 3,
    },
  );
  const storeLabels = Object.entries(ATTRIBUTE_STORE_LABELS).map(([code, labels]) => {
    const storeViewId = storeViewIds[code];
    if (storeViewId === undefined) throw new Error(`unknown store view ${code}`);
    return { storeViewId, labels };
  });
  for (const { storeViewId, labels } of storeLabels) {
    for (const [code, label] of Object.entries(labels.attributes)) {
      rows.attribute_store_labels.push({
        attribute_id: ATTRIBUTE_IDS[code as keyof typeof ATTRIBUTE_IDS],
        store_view_id: storeViewId,
        label,
      });
    }
  }
  const optionIds = {
    color: new Map<string, number>(),
    size: new Map<string, number>(),
    material: new Map<string, number>(),
  };
  const addOption = (code: keyof typeof optionIds, label: string, swatch: string | null) => {
    if (optionIds[code].has(label)) return;
    const id = nextId('attribute_options');
    optionIds[code].set(label, id);
    rows.attribute_options.push({
      id,
      attribute_id: ATTRIBUTE_IDS[code],
      label,
      swatch_value: swatch,
      position: optionIds[code].size,
    });
    for (const { storeViewId, labels } of storeLabels) {
      const own = labels.options[code][label];
      if (own)
        rows.attribute_option_store_labels.push({
          option_id: id,
          store_view_id: storeViewId,
          label: own,
        });
    }
  };
  for (const color of COLOR_NAMES) addOption('color', titleCase(color), PALETTE[color].base);
  for (const product of catalog.products) {
    addOption('material', product.material, null);
    if (product.size) addOption('size', product.size, null);
    for (const variant of product.configurable?.variants ?? [])
      addOption('size', variant.size, null);
  }

  const context: ProductContext = {
    rows,
    nextId,
    websiteIds,
    storeViewIds,
    categoryIds,
    optionIds: {
      color: (name) => optionIds.color.get(titleCase(name))!,
      size: (label) => optionIds.size.get(label)!,
      material: (label) => optionIds.material.get(label)!,
    },
    skuIds: new Map(),
    ratingIds: new Map(),
  };
  catalog.ratings.forEach((rating) => {
    const id = nextId('ratings');
    context.ratingIds.set(rating.name, id);
    rows.ratings.push({ id, code: rating.name, position: rating.position, is_active: true });
  });
  productRows(catalog.products, context);

  const menuId = nextId('navigation_menus');
  rows.navigation_menus.push({
    id: menuId,
    identifier: catalog.menu.identifier,
    title: catalog.menu.title,
    is_enabled: true,
  });
  const addNode = (
    node: DemoMenuNode,
    parentId: number | null,
    level: number,
    position: number,
  ) => {
    const id = nextId('navigation_menu_nodes');
    const images = node.image ? menuNodeImages(node.image.recipe) : null;
    rows.navigation_menu_nodes.push({
      id,
      menu_id: menuId,
      parent_id: parentId,
      label: node.label,
      url: node.url,
      url_type: node.urlType === 'EXTERNAL' ? 'external' : 'internal',
      css_classes: node.cssClasses,
      image_desktop_url: images ? mediaPathFor(images.desktop.recipe, images.desktop.size) : null,
      image_mobile_url: images ? mediaPathFor(images.tile.recipe, images.tile.size) : null,
      image_url: images ? mediaPathFor(images.tile.recipe, images.tile.size) : null,
      image_url_title: node.image?.title ?? null,
      level,
      position,
      is_enabled: true,
    });
    for (const [code, label] of Object.entries(node.storeLabels)) {
      const storeViewId = storeViewIds[code];
      if (storeViewId === undefined) throw new Error(`unknown store view ${code}`);
      rows.navigation_menu_node_store_labels.push({
        node_id: id,
        store_view_id: storeViewId,
        label,
        image_url_title: node.storeImageTitles?.[code as keyof typeof node.storeLabels] ?? null,
      });
    }
    node.children.forEach((child, index) => addNode(child, id, level + 1, index + 1));
  };
  // Top-level nodes have level 1, as navigationMenuTreeList documents.
  catalog.menu.nodes.forEach((node, index) => addNode(node, null, 1, index + 1));
  return rows;
}

function category(
  id: number,
  parentId: number | null,
  path: string,
  level: number,
  position: number,
  name: string,
  urlKey: string,
  urlPath: string,
  image: string | null,
): Row {
  return {
    id,
    parent_id: parentId,
    path,
    level,
    position,
    name,
    url_key: urlKey,
    url_path: urlPath,
    display_mode: 'PRODUCTS',
    is_quickshop: false,
    custom_class: null,
    description: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    image,
    is_active: true,
    include_in_menu: true,
    created_at: '2025-01-01 00:00:00+00',
    updated_at: '2025-01-01 00:00:00+00',
  };
}
