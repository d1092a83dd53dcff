// Table types of the cms module (migrations 0002 and 0006). db/tables.api.test.ts checks them
// against the migrated database.
import type { ColumnType, Generated } from 'kysely';

export interface CmsPagesTable {
  id: Generated<number>;
  identifier: string;
  title: string;
  content: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  is_active: Generated<boolean>;
  /** Migration 0006: Magento's content_heading, meta_keywords and page_layout. */
  content_heading: ColumnType<string | null, string | null | undefined, string | null>;
  meta_keywords: ColumnType<string | null, string | null | undefined, string | null>;
  page_layout: Generated<string>;
}

export interface CmsTables {
  cms_pages: CmsPagesTable;
}
