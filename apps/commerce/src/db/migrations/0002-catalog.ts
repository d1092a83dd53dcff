// Catalog: categories, products of every Magento type, attributes and options, configurable,
// bundle and grouped links, prices per website and currency in minor units, inventory, media,
// product links, URL rewrites, CMS pages, reviews and ratings, stock alerts and the navigation
// menu. Plain SQL because generated columns, GIN/trigram indexes and checks read best as SQL.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create extension if not exists pg_trgm`,

  `create table categories (
    id serial primary key,
    parent_id integer references categories(id) on delete cascade,
    path text not null default '',
    level smallint not null default 0,
    position integer not null default 0,
    name text not null,
    url_key text not null default '',
    url_path text not null default '',
    display_mode text not null default 'PRODUCTS'
      check (display_mode in ('PRODUCTS', 'PAGE', 'PRODUCTS_AND_PAGE')),
    is_quickshop boolean not null default false,
    custom_class text,
    description text,
    meta_title text,
    meta_description text,
    meta_keywords text,
    image text,
    is_active boolean not null default true,
    include_in_menu boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index categories_parent_id_idx on categories (parent_id, position)`,
  `create index categories_url_key_idx on categories (url_key)`,
  `create index categories_url_path_idx on categories (url_path)`,

  // Store-view texts; a null column falls back to the category's own value.
  `create table category_store_values (
    category_id integer not null references categories(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    name text,
    description text,
    meta_title text,
    meta_description text,
    meta_keywords text,
    primary key (category_id, store_view_id)
  )`,

  `create table products (
    id serial primary key,
    type_id text not null
      check (type_id in ('simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable')),
    sku text not null unique,
    url_key text not null unique,
    name text not null,
    description text,
    short_description text,
    tag_line text,
    care text,
    details text,
    fabric jsonb not null default '[]',
    badges jsonb not null default '[]',
    product_promo_block_type text,
    has_size_guide_table boolean not null default false,
    is_returnable boolean not null default true,
    is_product_alert_available boolean not null default false,
    color_descriptive text,
    category_collection_link_label text,
    category_collection_link_url_path text,
    category_collection_link_icon_url text,
    meta_title text,
    meta_description text,
    meta_keywords text,
    status smallint not null default 1 check (status in (1, 2)),
    visibility smallint not null default 4 check (visibility between 1 and 4),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    search_document tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(sku, '') || ' ' || coalesce(tag_line, '')), 'B') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(short_description, '') || ' ' || coalesce(description, '')), 'C')
    ) stored
  )`,
  `create index products_search_document_idx on products using gin (search_document)`,
  `create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`,
  `create index products_type_status_idx on products (status, visibility)`,

  `create table product_websites (
    product_id integer not null references products(id) on delete cascade,
    website_id integer not null references websites(id) on delete cascade,
    primary key (product_id, website_id)
  )`,
  `create index product_websites_website_id_idx on product_websites (website_id)`,

  `create table category_products (
    category_id integer not null references categories(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    position integer not null default 0,
    primary key (category_id, product_id)
  )`,
  `create index category_products_product_id_idx on category_products (product_id)`,

  `create table attributes (
    id serial primary key,
    code text not null unique,
    label text not null,
    input_type text not null default 'select' check (input_type in ('select', 'multiselect')),
    is_filterable boolean not null default true,
    position integer not null default 0
  )`,
  `create table attribute_options (
    id serial primary key,
    attribute_id integer not null references attributes(id) on delete cascade,
    label text not null,
    swatch_value text,
    position integer not null default 0
  )`,
  `create index attribute_options_attribute_id_idx on attribute_options (attribute_id, position)`,
  `create table product_attribute_values (
    product_id integer not null references products(id) on delete cascade,
    attribute_id integer not null references attributes(id) on delete cascade,
    option_id integer not null references attribute_options(id) on delete cascade,
    primary key (product_id, attribute_id, option_id)
  )`,
  `create index product_attribute_values_option_idx on product_attribute_values (attribute_id, option_id)`,

  // A configurable product's super attributes; its children carry the option values.
  `create table configurable_attributes (
    product_id integer not null references products(id) on delete cascade,
    attribute_id integer not null references attributes(id) on delete cascade,
    label text,
    position integer not null default 0,
    primary key (product_id, attribute_id)
  )`,
  `create table configurable_links (
    parent_id integer not null references products(id) on delete cascade,
    child_id integer not null references products(id) on delete cascade,
    primary key (parent_id, child_id)
  )`,
  `create index configurable_links_child_id_idx on configurable_links (child_id)`,

  `create table bundle_options (
    id serial primary key,
    product_id integer not null references products(id) on delete cascade,
    title text not null,
    type text not null default 'select' check (type in ('select', 'radio', 'checkbox', 'multi')),
    required boolean not null default true,
    position integer not null default 0
  )`,
  `create index bundle_options_product_id_idx on bundle_options (product_id, position)`,
  `create table bundle_selections (
    id serial primary key,
    option_id integer not null references bundle_options(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    qty numeric(12, 4) not null default 1,
    can_change_qty boolean not null default false,
    is_default boolean not null default false,
    position integer not null default 0
  )`,
  `create index bundle_selections_option_id_idx on bundle_selections (option_id, position)`,

  `create table grouped_links (
    parent_id integer not null references products(id) on delete cascade,
    child_id integer not null references products(id) on delete cascade,
    qty numeric(12, 4) not null default 0,
    position integer not null default 0,
    primary key (parent_id, child_id)
  )`,

  // Minor units of currency_code; the me website holds AED and SAR rows.
  `create table product_prices (
    product_id integer not null references products(id) on delete cascade,
    website_id integer not null references websites(id) on delete cascade,
    currency_code char(3) not null references currencies(code),
    price_minor integer not null check (price_minor >= 0),
    special_price_minor integer check (special_price_minor >= 0),
    special_from timestamptz,
    special_to timestamptz,
    primary key (product_id, website_id, currency_code)
  )`,
  `create index product_prices_lookup_idx on product_prices (website_id, currency_code, price_minor)`,

  `create table inventory (
    product_id integer primary key references products(id) on delete cascade,
    qty integer not null default 0,
    reserved integer not null default 0,
    saleable_qty integer generated always as (greatest(qty - reserved, 0)) stored,
    stock_status text not null default 'IN_STOCK' check (stock_status in ('IN_STOCK', 'OUT_OF_STOCK')),
    manage_stock boolean not null default true
  )`,

  // file, desktop_file and mobile_file are paths under MEDIA_DIR; URLs are built per request.
  `create table product_media (
    id serial primary key,
    product_id integer not null references products(id) on delete cascade,
    media_type text not null default 'image' check (media_type in ('image', 'external-video')),
    file text not null,
    desktop_file text,
    mobile_file text,
    label text,
    position integer not null default 0,
    disabled boolean not null default false,
    roles jsonb not null default '[]',
    video_provider text,
    video_url text,
    video_title text,
    video_description text,
    video_metadata text
  )`,
  `create index product_media_product_id_idx on product_media (product_id, position)`,

  `create table product_links (
    product_id integer not null references products(id) on delete cascade,
    linked_product_id integer not null references products(id) on delete cascade,
    link_type text not null check (link_type in ('related', 'upsell', 'crosssell')),
    position integer not null default 0,
    primary key (product_id, link_type, linked_product_id)
  )`,

  `create table cms_pages (
    id serial primary key,
    identifier text not null unique,
    title text not null,
    content text not null default '',
    meta_title text,
    meta_description text,
    is_active boolean not null default true
  )`,

  // store_view_id null: the rewrite holds in every store view.
  `create table url_rewrites (
    id serial primary key,
    store_view_id integer references store_views(id) on delete cascade,
    entity_type text not null check (entity_type in ('product', 'category', 'cms_page')),
    entity_id integer not null,
    request_path text not null,
    target_path text not null,
    redirect_code smallint not null default 0 check (redirect_code in (0, 301, 302))
  )`,
  `create unique index url_rewrites_request_path_key on url_rewrites (coalesce(store_view_id, 0), request_path)`,
  `create index url_rewrites_entity_idx on url_rewrites (entity_type, entity_id)`,

  `create table ratings (
    id serial primary key,
    code text not null unique,
    position integer not null default 0,
    is_active boolean not null default true
  )`,
  `create table reviews (
    id serial primary key,
    product_id integer not null references products(id) on delete cascade,
    store_view_id integer references store_views(id) on delete set null,
    nickname text not null,
    summary text not null,
    text text not null,
    status text not null default 'approved' check (status in ('approved', 'pending', 'not_approved')),
    created_at timestamptz not null default now()
  )`,
  `create index reviews_product_id_idx on reviews (product_id, status, created_at desc)`,
  `create table review_rating_votes (
    review_id integer not null references reviews(id) on delete cascade,
    rating_id integer not null references ratings(id) on delete cascade,
    value smallint not null check (value between 1 and 5),
    primary key (review_id, rating_id)
  )`,

  `create table product_alert_stock (
    id serial primary key,
    email text not null,
    product_id integer not null references products(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (email, product_id, store_view_id)
  )`,

  `create table navigation_menus (
    id serial primary key,
    identifier text not null unique,
    title text not null default '',
    is_enabled boolean not null default true
  )`,
  `create table navigation_menu_nodes (
    id serial primary key,
    menu_id integer not null references navigation_menus(id) on delete cascade,
    parent_id integer references navigation_menu_nodes(id) on delete cascade,
    label text not null,
    url text,
    url_type text not null default 'internal' check (url_type in ('internal', 'external')),
    css_classes text,
    image_desktop_url text,
    image_mobile_url text,
    image_url text,
    image_url_title text,
    level smallint not null default 0,
    position integer not null default 0,
    is_enabled boolean not null default true
  )`,
  `create index navigation_menu_nodes_menu_idx on navigation_menu_nodes (menu_id, parent_id, position)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'navigation_menu_nodes',
    'navigation_menus',
    'product_alert_stock',
    'review_rating_votes',
    'reviews',
    'ratings',
    'url_rewrites',
    'cms_pages',
    'product_links',
    'product_media',
    'inventory',
    'product_prices',
    'grouped_links',
    'bundle_selections',
    'bundle_options',
    'configurable_links',
    'configurable_attributes',
    'product_attribute_values',
    'attribute_options',
    'attributes',
    'category_products',
    'product_websites',
    'products',
    'category_store_values',
    'categories',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
