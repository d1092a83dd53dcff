// SQL for navigation menus and their nodes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MenuFilter {
  identifier?: string[];
  enabled?: boolean;
}

export class MenuRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Menus matching the filter, each with its enabled nodes (or one null node), by position; a
   * node's label is the store view's own where it has one, else the default label.
   */
  menuNodes(storeViewId: number, filter: MenuFilter) {
    let query = this.db
      .selectFrom('navigation_menus as m')
      .leftJoin('navigation_menu_nodes as n', (join) =>
        join.onRef('n.menu_id', '=', 'm.id').on('n.is_enabled', '=', true),
      )
      .leftJoin('navigation_menu_node_store_labels as sl', (join) =>
        join.onRef('sl.node_id', '=', 'n.id').on('sl.store_view_id', '=', storeViewId),
      )
      .select((eb) => [
        eb.fn.coalesce('sl.label', 'n.label').as('label'),
        eb.fn.coalesce('sl.image_url_title', 'n.image_url_title').as('image_url_title'),
      ])
      .select([
        'm.id as menu_id',
        'm.identifier',
        'm.title',
        'n.id',
        'n.parent_id',
        'n.url',
        'n.url_type',
        'n.css_classes',
        'n.image_desktop_url',
        'n.image_mobile_url',
        'n.image_url',
        'n.level',
      ]);
    if (filter.identifier) {
      const identifiers = filter.identifier.length > 0 ? filter.identifier : [''];
      query = query.where('m.identifier', 'in', identifiers);
    }
    if (filter.enabled !== undefined) query = query.where('m.is_enabled', '=', filter.enabled);
    return query.orderBy('m.id').orderBy('n.position').orderBy('n.id').execute();
  }
}
