// SQL for CMS pages.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class CmsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** An active page by id or by identifier (its URL key). */
  activePage(filter: { id: number } | { identifier: string }) {
    const query = this.db.selectFrom('cms_pages').selectAll().where('is_active', '=', true);
    return (
      'id' in filter
        ? query.where('id', '=', filter.id)
        : query.where('identifier', '=', filter.identifier)
    ).executeTakeFirst();
  }
}
