// Table types of the content module (migration 0002). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated, Selectable } from 'kysely';

export interface NavigationMenusTable {
  id: Generated<number>;
  identifier: string;
  title: Generated<string>;
  is_enabled: Generated<boolean>;
}

export interface NavigationMenuNodesTable {
  id: Generated<number>;
  menu_id: number;
  parent_id: number | null;
  label: string;
  url: string | null;
  url_type: Generated<'internal' | 'external'>;
  css_classes: string | null;
  image_desktop_url: string | null;
  image_mobile_url: string | null;
  image_url: string | null;
  image_url_title: string | null;
  level: Generated<number>;
  position: Generated<number>;
  is_enabled: Generated<boolean>;
}

/** Migration 0007: a node's label in one store view (Magento's store-specific title). */
export interface NavigationMenuNodeStoreLabelsTable {
  node_id: number;
  store_view_id: number;
  label: string;
  /** The image's title in the store view; null keeps the node's. */
  image_url_title: string | null;
}

export interface ContentTables {
  navigation_menus: NavigationMenusTable;
  navigation_menu_nodes: NavigationMenuNodesTable;
  navigation_menu_node_store_labels: NavigationMenuNodeStoreLabelsTable;
}

export type NavigationMenuNode = Selectable<NavigationMenuNodesTable>;
