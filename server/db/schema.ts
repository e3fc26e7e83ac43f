// Row types of the tables (see docs/data-model.md). Timestamps are ISO-8601 UTC text,
// money integer minor units, flags integer 0/1, tax rates integer basis points.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** An integer primary key the database assigns. */
type Id = Generated<number>;
export type Flag = 0 | 1;

export interface UsersTable {
  id: Id;
  /** Stored lower-case; usernames are case-insensitive. */
  username: string;
  password_hash: string;
  name: string;
  role: string;
  /** Comma-separated permission names. */
  scope: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  photo: string | null;
  created_at: string;
  updated_at: string;
}

export interface DevicesTable {
  /** Random UUID, shown to the user as device_id. */
  id: string;
  user_id: number;
  device_ip: string | null;
  device_name: string;
  device_location: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  id: Id;
  device_id: string;
  /** sha256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when the token was exchanged for a new one; presenting it again later is reuse. */
  rotated_at: string | null;
}

export interface ServerKvTable {
  key: string;
  value: string;
  created_at: string;
}

export interface StoreSettingsTable {
  /** Always 1: a single row. */
  id: number;
  store_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** ISO 4217 code. */
  currency: string;
  image: string | null;
  /** IANA zone used for business dates (daily tokens, "today" filters). */
  time_zone: string;
  updated_at: string;
}

export interface PrintSettingsTable {
  id: number;
  /** Paper width in mm: 80 or 57. */
  page_format: number;
  header: string | null;
  footer: string | null;
  show_notes: Flag;
  is_enable_print: Flag;
  show_store_details: Flag;
  show_customer_details: Flag;
  print_token: Flag;
  updated_at: string;
}

export interface StoreTablesTable {
  id: Id;
  table_title: string;
  floor: string;
  seating_capacity: number;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Id;
  title: string;
  created_at: string;
  updated_at: string;
}

export type TaxType = 'exclusive' | 'inclusive';

export interface TaxesTable {
  id: Id;
  title: string;
  /** Basis points: 1 bp = 0.01 %, so 5 % = 500 and 12.5 % = 1250. */
  rate_bp: number;
  type: TaxType;
  created_at: string;
  updated_at: string;
}

export interface PaymentTypesTable {
  id: Id;
  title: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface MenuItemsTable {
  id: Id;
  title: string;
  /** Minor units of the store currency. */
  price: number;
  net_price: number | null;
  image: string | null;
  category_id: number | null;
  tax_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface MenuItemVariantsTable {
  id: Id;
  item_id: number;
  title: string;
  /** The final price of the item with this variant (overrides the base price). */
  price: number;
  created_at: string;
  updated_at: string;
}

export interface MenuItemAddonsTable {
  id: Id;
  item_id: number;
  title: string;
  /** Added to the item's (or variant's) price. */
  price: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  devices: DevicesTable;
  refresh_tokens: RefreshTokensTable;
  server_kv: ServerKvTable;
  store_settings: StoreSettingsTable;
  print_settings: PrintSettingsTable;
  store_tables: StoreTablesTable;
  categories: CategoriesTable;
  taxes: TaxesTable;
  payment_types: PaymentTypesTable;
  menu_items: MenuItemsTable;
  menu_item_variants: MenuItemVariantsTable;
  menu_item_addons: MenuItemAddonsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type StoreSettingsRow = Selectable<StoreSettingsTable>;
export type PrintSettingsRow = Selectable<PrintSettingsTable>;
export type StoreTableRow = Selectable<StoreTablesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type TaxRow = Selectable<TaxesTable>;
export type PaymentTypeRow = Selectable<PaymentTypesTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type MenuItemVariantRow = Selectable<MenuItemVariantsTable>;
export type MenuItemAddonRow = Selectable<MenuItemAddonsTable>;

// Keeps ColumnType imported for later tables with different select/insert types.
export type ReadonlyColumn<T> = ColumnType<T, never, never>;
