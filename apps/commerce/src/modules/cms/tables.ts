// Table types of the cms module (migration 0002). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';

export interface CmsPagesTable {
  id: Generated<number>;
  identifier: string;
  title: string;
  content: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  is_active: Generated<boolean>;
}

export interface CmsTables {
  cms_pages: CmsPagesTable;
}
