// Row types of the tables (see docs/data-model.md). Timestamps are ISO-8601 UTC text,
// money integer minor units, flags integer 0/1, tax rates integer basis points.
// Over 300 lines: one interface per table, in one file so Kysely's Database type lists them all.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
// The enums are defined once in shared/domain; the columns take their unions from there.
import type { CustomerType, KitchenStatus, OrderItemStatus, OrderStatus, PaymentStatus } from '../../shared/domain/orders';
import type { ReservationStatus } from '../../shared/domain/reservations';
import type { TaxType } from '../../shared/domain/tax';
import type { PrinterCommandSet, PrinterRole, PrinterState, ReceiptOutput } from '../../shared/domain/printers';
import type { ModifierKind } from '../../shared/domain/modifiers';
import type { CustomerGender } from '../../shared/contract/posTypes';

export type { KitchenStatus, OrderItemStatus, ReservationStatus, TaxType };

/** An integer primary key the database assigns. */
type Id = Generated<number>;
export type Flag = 0 | 1;

interface UsersTable {
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

interface DevicesTable {
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

interface RefreshTokensTable {
  id: Id;
  device_id: string;
  /** sha256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when the token was exchanged for a new one; presenting it again later is reuse. */
  rotated_at: string | null;
}

interface ServerKvTable {
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
  /** The payment type an order paid without one is recorded with; null: the first active type (by id). */
  default_payment_type_id: number | null;
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
  /** Where a paid receipt goes (migration 2026112780_receipt_printing). */
  receipt_output: Generated<ReceiptOutput>;
  /** Where a pre-bill (an unpaid check printed at the table) goes. */
  pre_bill_output: Generated<ReceiptOutput>;
  /** The receipt printer; null: none, the popup is used. */
  receipt_printer_id: number | null;
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
  /** What this type's payments round to, minor units (cash to 5); 0: the exact amount (migration 2026112711_cash_rounding). */
  rounding_step: Generated<number>;
  /** 1: its payments go into the cash drawer (migration 2026112750_cash_drawers). */
  is_cash: Generated<number>;
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
  /** 86: out of stock, refused by create-order (migration 2026112740_stock). */
  is_out: Generated<number>;
  /** Units left; an order takes its units and 0 turns it to 86. Null: not counted. */
  stock_count: number | null;
  /** At or under this count the tills and the kitchen are warned. Null: no warning. */
  stock_low: number | null;
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

// --- Orders, payments and customers (migration 2026112210_orders) ---------------------

export interface CustomersTable {
  id: Id;
  /** The key (spec 3): trimmed, spaces removed; unique. */
  phone: string;
  name: string;
  email: string | null;
  gender: CustomerGender | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Id;
  /** Counts from 1 each business day; unique with business_date. */
  token_no: number;
  /** YYYY-MM-DD in the store's time zone when the order was placed. */
  business_date: string;
  /** dinein | delivery | takeaway, null when none was chosen. */
  delivery_type: string | null;
  customer_type: CustomerType;
  customer_id: number | null;
  customer_name: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  status_kitchen: KitchenStatus;
  /** Sums of the lines at placement, minor units: net (items) total, tax total, payable total. */
  sub_total: number;
  tax_total: number;
  total: number;
  /** The service charge, minor units, already in total; its rate and tax rate kept so a rebuild keeps it (migration 2026112710_service_charge). */
  service_charge_total: Generated<number>;
  service_charge_bp: Generated<number>;
  service_charge_tax_bp: number | null;
  /** How many guests a dine-in order is for; null when not given. */
  guests: number | null;
  created_by: number | null;
  created_by_name: string;
  invoice_id: number | null;
  created_at: string;
  updated_at: string;
  /** Set while the order's lines are merged into another order (tables merged; the order is then cancelled, empty). */
  merged_into_order_id: Generated<number | null>;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  item_id: number | null;
  item_title: string;
  item_price: number;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: number | null;
  /** Variant (or item) price plus addon prices: the cart line price. */
  unit_price: number;
  quantity: number;
  notes: string | null;
  tax_id: number | null;
  tax_title: string | null;
  tax_rate_bp: number | null;
  tax_type: TaxType | null;
  /** Line totals from shared/domain/bill/totals.ts, minor units. */
  net_amount: number;
  tax_amount: number;
  payable_amount: number;
  status: OrderItemStatus;
  created_at: string;
  updated_at: string;
  /** When the line left created/preparing for completed or delivered (null: not yet, or completed before this column existed). */
  completed_at: string | null;
  /**
   * The prep station the line was routed to when it was completed (null: routed nowhere, or not completed), and
   * its name then: the kitchen timing report reads these, so later routing changes and deleted stations leave
   * history alone.
   */
  completed_station_id: Generated<number | null>;
  completed_station_name: Generated<string | null>;
  /** The reason given when the line (or its whole order) was voided, if any. */
  void_reason: Generated<string | null>;
  /**
   * The line's discount in minor units (its own plus its share of the order's), taken off price ×
   * quantity before tax; net_amount, tax_amount and payable_amount are the figures after it.
   */
  discount_amount: Generated<number>;
  /** The order the line came from while its table is merged into another (migration 2026112720_floor_plan). */
  merged_from_order_id: Generated<number | null>;
  /** 1 for the lines sent with the order, 2 for the first round added to it, and so on (2026112790_order_rounds). */
  round_no: Generated<number>;
  /** The quantity before the last change after the line was sent (null: never changed); the kitchen shows old → new. */
  previous_quantity: Generated<number | null>;
  /** The guest's seat (1..guests) and the course's name, null when none (migration 2026112760_seats_and_courses). */
  seat: Generated<number | null>;
  course: Generated<string | null>;
  /** When the course was fired: the kitchen's timing starts there; null with a course: held. */
  course_fired_at: Generated<string | null>;
}

export interface OrderItemAddonsTable {
  id: Id;
  order_item_id: number;
  addon_id: number;
  title: string;
  price: number;
}

export interface InvoicesTable {
  id: Id;
  sub_total: number;
  tax_total: number;
  total: number;
  payment_type_id: number | null;
  payment_type_title: string;
  customer_id: number | null;
  customer_type: CustomerType;
  delivery_type: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  /** YYYY-MM-DD in the store's time zone when paid (migration 2026112221_report_indexes): lists and reports by day. */
  business_date: string;
  /** The discounts on what this invoice paid (already out of sub_total, tax_total and total). */
  discount_total: Generated<number>;
  /** The tip paid with it, never taxed, not in total (the payable is total + tip_total). */
  tip_total: Generated<number>;
  /** The service charge it paid, already in total (migration 2026112710_service_charge). */
  service_charge_total: Generated<number>;
  /** What the tender's rounding step added or took off, already in total (migration 2026112711_cash_rounding). */
  rounding_total: Generated<number>;
}

export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
}

interface DailyTokenCountersTable {
  business_date: string;
  last_token: number;
}

interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** 'POST /pos/create-order' … */
  route: string;
  /** sha256 hex of the canonical JSON body. */
  request_hash: string;
  status_code: number;
  /** The JSON answered the first time. */
  response_body: string;
  created_at: string;
}

// --- Reservations (migration 2026112220_reservations) ---------------------------------

export interface ReservationsTable {
  id: Id;
  /** Null once the customer is deleted; customer_name keeps who it was. */
  customer_id: number | null;
  /** The customer's name when booked (shown after the customer is deleted). */
  customer_name: string;
  /** Store-local wall time `YYYY-MM-DDTHH:mm`. */
  date: string;
  table_id: number | null;
  status: ReservationStatus;
  notes: string | null;
  people_count: number;
  /** Short code shown to guests, e.g. R-7K3QX9; unique. */
  unique_code: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Sign-in throttling shared by every node; see server/session/signInGuard.ts for the rules. */
export interface SignInGuardTable {
  /** 'u|<username>' or 'p|<ip>|<username>'. */
  key: string;
  username: string;
  failures: number;
  /** Epoch ms. */
  last_failure_at: number;
  /** Attempts are refused until then (epoch ms; 0: not refusing). */
  refuse_until: number;
  /** The row counts for nothing from then on (epoch ms), and is pruned. */
  forget_at: number;
}

/** Request rate limits shared by every node: hits in the fixed window that began at window_start. */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_start: number;
  window_ms: Generated<number>;
}

/** Audit trail (migration 2026112501_audit_trail): append-only, the database refuses UPDATE and DELETE. */
export interface AuditEntriesTable {
  id: Id;
  created_at: string;
  /** One of ACTIVITY_ACTIONS (shared/domain/activity.ts). */
  action: string;
  /** Who did it; null for a failed sign-in with an unknown username. Not a foreign key: entries outlive users. */
  actor_id: number | null;
  actor_username: string;
  actor_name: string;
  /** Manager override: who approved (admin or a SETTINGS user who entered their credentials). */
  approver_id: number | null;
  approver_name: string | null;
  /** 'user' | 'menu_item' | 'variant' | 'addon' | 'order' | 'order_item' | 'invoice' | 'credit_note' */
  subject_type: string | null;
  subject_id: string | null;
  /** One line a person reads ("Voided order #12: customer left"). */
  summary: string;
  /** JSON object with the figures (amounts in minor units, before/after, reason). */
  details: string | null;
}

/** Refunds (migration 2026112503_credit_notes): a credit note against a paid invoice, never changed. */
export interface CreditNotesTable {
  /** The credit note's own number series: shown CN-<id>. */
  id: Id;
  invoice_id: number;
  /** 1: the whole remainder of the invoice; 0: chosen lines. */
  is_whole: Flag;
  reason: string;
  payment_type_id: number | null;
  payment_type_title: string;
  /** What was refunded, minor units, positive: net, tax and total (tips are never refunded). */
  sub_total: number;
  tax_total: number;
  total: number;
  /** The rounding of a refund paid back in a rounding tender, already in total (migration 2026112711_cash_rounding). */
  rounding_total: Generated<number>;
  /** The service charge given back (a whole refund), already in total (migration 2026112710_service_charge). */
  service_charge_total: Generated<number>;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  /** YYYY-MM-DD in the store's zone when refunded: reports net it out of that day. */
  business_date: string;
}

export interface CreditNoteLinesTable {
  credit_note_id: number;
  /** Unique: a line is refunded once. */
  order_item_id: number;
  item_title: string;
  quantity: number;
  net_amount: number;
  tax_amount: number;
  payable_amount: number;
}

/** Migration 2026112504_discounts_tips: the store's list of discount reasons (Settings). */
export interface DiscountReasonsTable {
  id: Id;
  title: string;
  is_active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the store's rules for settling the bill. */
export interface BillingSettingsTable {
  id: number;
  /** A discount above this share of what it applies to needs admin or a SETTINGS user (basis points). */
  discount_limit_bp: number;
  /** The service charge on dine-in orders (0: none), the tax rate it is taxed at (null: untaxed) and from how many guests (0: any). */
  service_charge_bp: number;
  service_charge_tax_bp: number | null;
  service_charge_min_guests: number;
  updated_at: string;
}

type DiscountKind = 'percent' | 'amount';

/** A discount given on an open order: on one line, or on the whole order (order_item_id null). */
export interface DiscountsTable {
  id: Id;
  order_id: number;
  order_item_id: number | null;
  kind: DiscountKind;
  /** Basis points (percent) or minor units (amount). */
  value: number;
  reason_id: number | null;
  reason_title: string;
  created_by: number | null;
  created_by_name: string;
  /** The manager who approved it when it was above the store's limit. */
  approved_by: number | null;
  approved_by_name: string | null;
  created_at: string;
}

/** Split bills (migration 2026112505_split_bills): a table's bill divided into checks. */
type BillStatus = 'open' | 'settled';
export type SplitMode = 'items' | 'even' | 'amount';

export interface BillsTable {
  id: Id;
  status: BillStatus;
  mode: SplitMode;
  /** The orders' stored totals and discounts when split (the checks add up to them exactly). */
  sub_total: number;
  tax_total: number;
  total: number;
  discount_total: number;
  service_charge_total: Generated<number>;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  settled_at: string | null;
}

export interface BillOrdersTable {
  bill_id: number;
  order_id: number;
}

export interface ChecksTable {
  id: Id;
  bill_id: number;
  /** 1, 2, …: 'Check 2 of 4'. */
  position: number;
  sub_total: number;
  tax_total: number;
  total: number;
  discount_total: number;
  service_charge_total: Generated<number>;
  /** Set when paid: the check's own invoice. */
  invoice_id: number | null;
  paid_at: string | null;
}

/** A bill split by items: the lines each check pays. */
interface CheckLinesTable {
  check_id: number;
  order_item_id: number;
}

/** The payment types an invoice was paid with and what each took (a check paid by cash + card has two). */
export interface InvoicePaymentsTable {
  id: Id;
  invoice_id: number;
  payment_type_id: number | null;
  payment_type_title: string;
  amount: number;
}

/** The store's cash drawer rules (one row, migration 2026112750_cash_drawers). */
export interface DrawerSettingsTable {
  id: number;
  /** 0: no drawers, cash is taken as before. */
  is_enabled: Flag;
  /** Cash taken with no open drawer: refused, or recorded with no drawer and flagged. */
  cash_without_drawer: 'refuse' | 'flag';
  /** Minor units: a close over or short by more needs a manager's override. */
  over_short_limit: number;
  /** Minutes after midnight the business day turns (migration 2026112750_z_reports); 0: midnight. */
  day_cutoff_minutes: Generated<number>;
  updated_at: string;
}

/** What the business day's start does to 86 and counts (migration 2026112770_stock_day_reset); one row. */
export interface StockSettingsTable {
  id: number;
  /** 1: the day's start clears every count (and the 86 a count of 0 made). */
  reset_counts: Flag;
  /** 1: the day's start lifts every 86. */
  lift_outs: Flag;
  /** YYYY-MM-DD: the business day last reset; moved forward by one conditional UPDATE, so one node resets a day. */
  last_reset_date: string | null;
  updated_at: string;
}

/** The last Z number given (one row, locked by the closing transaction). */
interface ZReportCounterTable {
  id: number;
  last_number: number;
}

/** A closed business day: immutable (the database refuses UPDATE and DELETE). */
export interface ZReportsTable {
  id: Id;
  /** Contiguous from 1, never reused. */
  number: number;
  business_date: string;
  /** After the previous Z's period_end (null: the first Z). */
  period_start: string | null;
  period_end: string;
  closed_by: number | null;
  closed_by_name: string;
  /** JSON of ZFigures (minor units). */
  figures: string;
}

type DrawerStatus = 'open' | 'closed';

/** A drawer from its counted float to its counted close. */
export interface DrawerSessionsTable {
  id: Id;
  till: string;
  /** null: shared by everyone at the till. */
  user_id: number | null;
  user_name: string | null;
  device_id: string | null;
  status: DrawerStatus;
  float_total: number;
  /** JSON [{ value, quantity }], minor units. */
  float_counts: string;
  opened_by: number | null;
  opened_by_name: string;
  opened_at: string;
  expected_total: number | null;
  counted_total: number | null;
  counted_counts: string | null;
  /** counted − expected: positive over, negative short. */
  over_short: number | null;
  close_note: string | null;
  closed_by: number | null;
  closed_by_name: string | null;
  approved_by: number | null;
  approved_by_name: string | null;
  closed_at: string | null;
}

export type DrawerMovementKind = 'sale' | 'refund' | 'pay_in' | 'pay_out' | 'safe_drop' | 'tip_out' | 'no_sale';

/** Cash into (positive) or out of (negative) a drawer. */
export interface DrawerMovementsTable {
  id: Id;
  /** null: cash taken with no open drawer (allowed by the store, flagged). */
  drawer_session_id: number | null;
  kind: DrawerMovementKind;
  amount: number;
  /** The cash rounding in a sale or refund, already in amount. */
  rounding_amount: Generated<number>;
  invoice_id: number | null;
  credit_note_id: number | null;
  reason: string | null;
  recipient: string | null;
  is_flagged: Generated<number>;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
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
  drawer_settings: DrawerSettingsTable;
  stock_settings: StockSettingsTable;
  drawer_sessions: DrawerSessionsTable;
  drawer_movements: DrawerMovementsTable;
  z_report_counter: ZReportCounterTable;
  z_reports: ZReportsTable;
  menu_items: MenuItemsTable;
  menu_item_variants: MenuItemVariantsTable;
  menu_item_addons: MenuItemAddonsTable;
  customers: CustomersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_addons: OrderItemAddonsTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  daily_token_counters: DailyTokenCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  reservations: ReservationsTable;
  sign_in_guard: SignInGuardTable;
  rate_limit_hits: RateLimitHitsTable;
  audit_entries: AuditEntriesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  discount_reasons: DiscountReasonsTable;
  billing_settings: BillingSettingsTable;
  discounts: DiscountsTable;
  bills: BillsTable;
  bill_orders: BillOrdersTable;
  checks: ChecksTable;
  check_lines: CheckLinesTable;
  invoice_payments: InvoicePaymentsTable;
  prep_stations: PrepStationsTable;
  prep_station_categories: PrepStationCategoriesTable;
  prep_station_items: PrepStationItemsTable;
  kitchen_bumps: KitchenBumpsTable;
  kitchen_settings: KitchenSettingsTable;
  printers: PrintersTable;
  printer_stations: PrinterStationsTable;
  print_jobs: PrintJobsTable;
  floor_areas: FloorAreasTable;
  floor_tables: FloorTablesTable;
  modifier_groups: ModifierGroupsTable;
  modifier_choices: ModifierChoicesTable;
  menu_item_modifier_groups: MenuItemModifierGroupsTable;
  order_item_modifiers: OrderItemModifiersTable;
  table_service_settings: TableServiceSettingsTable;
  course_fires: CourseFiresTable;
}

// --- Modifier groups (migration 2026112740_modifiers) -----------------------------------

export interface ModifierGroupsTable {
  id: Id;
  name: string;
  is_required: number;
  min_choices: number;
  /** Null: no maximum. */
  max_choices: number | null;
  free_choices: number;
  created_at: string;
  updated_at: string;
}

export interface ModifierChoicesTable {
  id: Id;
  group_id: number;
  name: string;
  kind: ModifierKind;
  /** Minor units added to the line's unit price; may be negative. */
  price_change: number;
  is_default: number;
  /** The group this choice opens, one level deep. */
  child_group_id: number | null;
  position: number;
  /** 86: out of stock, refused by create-order (migration 2026112740_stock). */
  is_out: Generated<number>;
  /** Units left; an order takes its units and 0 turns it to 86. Null: not counted. */
  stock_count: number | null;
  /** At or under this count the tills and the kitchen are warned. Null: no warning. */
  stock_low: number | null;
  created_at: string;
  updated_at: string;
}

/** Which groups an item offers, in its order. */
interface MenuItemModifierGroupsTable {
  item_id: number;
  group_id: number;
  position: number;
}

/** A line's chosen modifier by value: what it was called and what the line was charged for it. */
export interface OrderItemModifiersTable {
  id: Id;
  order_item_id: number;
  choice_id: number;
  group_name: string;
  name: string;
  kind: ModifierKind;
  price_change: number;
  position: number;
}

// --- The pro kitchen (migration 2026112510_pro_kitchen) --------------------------------

export interface PrepStationsTable {
  id: Id;
  name: string;
  /** Unique; the URL's ?station=. */
  slug: string;
  created_at: string;
  updated_at: string;
}

/** A category goes to one station at most (primary key); so does a single item, which wins over its category. */
interface PrepStationCategoriesTable {
  category_id: number;
  station_id: number;
}

interface PrepStationItemsTable {
  item_id: number;
  station_id: number;
}

/** A ticket bumped off one screen; station_id 0 is the expo view (all stations). A recall deletes the row. */
interface KitchenBumpsTable {
  order_id: number;
  station_id: number;
  bumped_at: string;
  bumped_by: number | null;
  /** The kitchen status before an expo bump set it to Ready (restored by its recall). */
  previous_status_kitchen: KitchenStatus | null;
}

export interface KitchenSettingsTable {
  /** Always 1: a single row. */
  id: number;
  warn_minutes: number;
  late_minutes: number;
  updated_at: string;
}

// --- Network printers (migration 2026112730_printers) -----------------------------------------

export interface PrintersTable {
  id: Id;
  name: string;
  host: string;
  port: number;
  command_set: PrinterCommandSet;
  paper_width: number;
  code_page: string;
  role: PrinterRole;
  backup_printer_id: number | null;
  /** The till whose cash drawer is cabled to this printer (its kick), or null. */
  drawer_till: string | null;
  status: Generated<PrinterState>;
  /** The status check's lease: the node that moved it forward checks the printer this period. */
  status_checked_at: string | null;
  status_changed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A kitchen printer prints these stations' lines (none: every line). */
interface PrinterStationsTable {
  printer_id: number;
  station_id: number;
}

type PrintJobStatus = 'pending' | 'printed' | 'failed';
type PrintJobKind = 'kitchen' | 'test' | 'receipt' | 'drawer-kick' | 'report';

/** One ticket for one printer; (printer_id, job_key) unique: the key names the change it prints. */
export interface PrintJobsTable {
  id: Id;
  printer_id: number;
  job_key: string;
  kind: PrintJobKind;
  order_id: number | null;
  /** The ticket document (JSON, server/printers/ticket.ts). */
  document: string;
  status: PrintJobStatus;
  attempts: Generated<number>;
  queued_at: string;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  printed_at: string | null;
  printed_on: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
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
export type DrawerSettingsRow = Selectable<DrawerSettingsTable>;
export type StockSettingsRow = Selectable<StockSettingsTable>;
export type DrawerSessionRow = Selectable<DrawerSessionsTable>;
export type DrawerMovementRow = Selectable<DrawerMovementsTable>;
export type ZReportRow = Selectable<ZReportsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type MenuItemVariantRow = Selectable<MenuItemVariantsTable>;
export type MenuItemAddonRow = Selectable<MenuItemAddonsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderItemAddonRow = Selectable<OrderItemAddonsTable>;
export type ModifierGroupRow = Selectable<ModifierGroupsTable>;
export type ModifierChoiceRow = Selectable<ModifierChoicesTable>;
export type OrderItemModifierRow = Selectable<OrderItemModifiersTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable>;
export type DiscountReasonRow = Selectable<DiscountReasonsTable>;
export type DiscountRow = Selectable<DiscountsTable>;
export type BillRow = Selectable<BillsTable>;
export type CheckRow = Selectable<ChecksTable>;
export type PrepStationRow = Selectable<PrepStationsTable>;
export type KitchenBumpRow = Selectable<KitchenBumpsTable>;
export type KitchenSettingsRow = Selectable<KitchenSettingsTable>;
export type PrinterRow = Selectable<PrintersTable>;
export type PrintJobRow = Selectable<PrintJobsTable>;

// --- Table service (migration 2026112720_floor_plan) -------------------------------------

/** An area of the floor plan (Main, Terrace, Bar…), in its position order. */
export interface FloorAreasTable {
  id: Id;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Where a store table stands and its visit; created on demand (a table without a row is unplaced and free). */
export interface FloorTablesTable {
  table_id: number;
  area_id: number | null;
  /** The grid cell; null until the table is placed on the plan. */
  grid_x: number | null;
  grid_y: number | null;
  /** One of TABLE_SHAPES (shared/domain/floor.ts). */
  shape: string;
  /** When guests were seated (null: nobody seated by the floor view since it was last cleared). */
  seated_at: string | null;
  guests: number | null;
  /** Who seated them: the table's server (null: the server of its first order). */
  server_id: number | null;
  server_name: string | null;
  /** When the table was last cleared: orders paid before it no longer hold the table. */
  cleared_at: string | null;
  updated_at: string;
}

export type FloorAreaRow = Selectable<FloorAreasTable>;

// --- Seats and courses (migration 2026112760_seats_and_courses) ----------------------------

/** One row (id 1): seat numbers per line, the store's courses and auto-fire. */
interface TableServiceSettingsTable {
  id: number;
  /** One of SEAT_NUMBER_MODES (shared/domain/tableService.ts). */
  seat_numbers: string;
  /** JSON array of the courses' names, in the order they are served. */
  courses: string;
  /** Fire the next course this many minutes after the previous one's bump; null: never on its own. */
  auto_fire_minutes: number | null;
  updated_at: string;
}

/** A course of an order sent to the kitchen; (order_id, course) is the key, so a course fires once. */
export interface CourseFiresTable {
  order_id: number;
  course: string;
  fired_at: string;
  fired_by: number | null;
  fired_by_name: string | null;
}
