// PostgreSQL throughput: an order's writes in one statement. Every order of a business day takes the
// day's token row lock, held until COMMIT; written as a client-side transaction, that lock was held across four
// round trips to a busy Node event loop, and orders queued behind it (about 250 a second at most). The function
// below does the whole write inside PostgreSQL, so the lock is held for microseconds plus the commit itself.
//
// The rows are built in TypeScript for both databases (server/orders/placeOrder.ts). The column lists here are
// static, so PostgreSQL keeps each insert's plan (a dynamic EXECUTE per row cost 0.55 ms of database CPU per
// order); the function refuses a row whose keys are not exactly its table's list, so a column added to the rows
// later fails every order test on PostgreSQL until a new migration replaces the function with the longer list.
// SQLite has no stored functions and does not need one: its writes are in-process and grouped into one commit
// (server/db/groupCommit.ts).
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';

/** The order's snapshot and totals, which its invoice repeats (placeOrder's `snapshot` and `totals`). */
const SNAPSHOT_AND_TOTALS = [
  'customer_type',
  'customer_id',
  'delivery_type',
  'table_id',
  'table_title',
  'floor',
  'created_by',
  'created_by_name',
  'created_at',
  'sub_total',
  'tax_total',
  'total',
  'business_date',
] as const;

/** What the rows of placeOrder carry, per table (the ids, the token and the links are set by the function). */
export const PLACE_ORDER_COLUMNS = {
  invoices: [...SNAPSHOT_AND_TOTALS, 'payment_type_id', 'payment_type_title'],
  orders: [...SNAPSHOT_AND_TOTALS, 'customer_name', 'status', 'payment_status', 'status_kitchen', 'updated_at'],
  order_items: [
    'item_id',
    'item_title',
    'item_price',
    'variant_id',
    'variant_title',
    'variant_price',
    'unit_price',
    'quantity',
    'notes',
    'tax_id',
    'tax_title',
    'tax_rate_bp',
    'tax_type',
    'net_amount',
    'tax_amount',
    'payable_amount',
    'status',
    'created_at',
    'updated_at',
  ],
  order_item_addons: ['addon_id', 'title', 'price'],
} as const;

type Table = keyof typeof PLACE_ORDER_COLUMNS | 'order_item_modifiers';
/**
 * The column list per table a version of the function writes (a later migration passes longer lists). The lines'
 * modifiers came later: a version without their list writes none.
 */
export type PlaceOrderColumns = { readonly [table in keyof typeof PLACE_ORDER_COLUMNS]: readonly string[] } & {
  readonly order_item_modifiers?: readonly string[];
  /** The lines' stock entries are taken (counted items and choices) before anything is written. */
  readonly takesStock?: boolean;
};

/** `INSERT INTO table (set…, columns…) SELECT values…, r.columns… FROM jsonb_populate_record(NULL::table, row) r`, checked first. */
function insertFrom(lists: PlaceOrderColumns, table: Table, row: string, set: Record<string, string>, returning: string): string {
  const columns = lists[table] ?? [];
  const keys = `ARRAY[${columns.map((column) => `'${column}'`).join(', ')}]::text[]`;
  const names = [...Object.keys(set), ...columns].join(', ');
  const values = [...Object.values(set), ...columns.map((column) => `r.${column}`)].join(', ');
  return `PERFORM brigade_check_row_keys('${table}', ${row}, ${keys});
          INSERT INTO ${table} (${names}) SELECT ${values} FROM jsonb_populate_record(NULL::${table}, ${row}) r${returning};`;
}

export function placeOrderFunctionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // A row's keys must be the function's column list for its table: nothing dropped, nothing left NULL.
      await sql`CREATE FUNCTION brigade_check_row_keys(target text, row_data jsonb, expected text[]) RETURNS void
        LANGUAGE plpgsql AS $$
        BEGIN
          IF NOT (row_data ?& expected AND (SELECT count(*) FROM jsonb_object_keys(row_data)) = cardinality(expected)) THEN
            RAISE EXCEPTION 'brigade_place_order: the % row has keys % where the function writes %; replace the function in a new migration',
              target, (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(row_data) AS k), expected;
          END IF;
        END $$`.execute(db);

      await sql.raw(placeOrderFunctionSql(PLACE_ORDER_COLUMNS, 'CREATE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP FUNCTION IF EXISTS brigade_place_order(jsonb, jsonb, jsonb, jsonb, text)`.execute(db);
      await sql`DROP FUNCTION IF EXISTS brigade_check_row_keys(text, jsonb, text[])`.execute(db);
    },
  };
}

/**
 * The steps of placeOrder's write, in its order: claim the Idempotency-Key (or answer the stored response), take the
 * day's token, insert the invoice, the order, its lines and their addons, link the invoice, store the answer. Called
 * as one statement outside any transaction: all of it commits, or none. A later migration that adds a column to the
 * rows replaces it ('CREATE OR REPLACE') with longer lists.
 */
export function placeOrderFunctionSql(lists: PlaceOrderColumns, create: 'CREATE' | 'CREATE OR REPLACE'): string {
  return `${create} FUNCTION brigade_place_order(claim jsonb, invoice jsonb, order_row jsonb, lines jsonb, answer_message text)
        RETURNS jsonb LANGUAGE plpgsql AS $$
        DECLARE
          stored idempotency_keys%ROWTYPE;
          v_token integer;
          v_invoice_id integer;
          v_order_id integer;
          v_line jsonb;
          v_addon jsonb;
          v_modifier jsonb;
          v_stock jsonb;
          v_line_id integer;
        BEGIN
          IF claim IS NOT NULL THEN
            -- A concurrent request with the same key waits here until the first one ends.
            INSERT INTO idempotency_keys (user_id, key, route, request_hash, status_code, response_body, created_at)
              VALUES ((claim->>'user_id')::integer, claim->>'key', claim->>'route', claim->>'request_hash', 0, '',
                      claim->>'created_at')
              ON CONFLICT (user_id, key) DO NOTHING;
            IF NOT FOUND THEN
              SELECT * INTO STRICT stored FROM idempotency_keys k
                WHERE k.user_id = (claim->>'user_id')::integer AND k.key = claim->>'key';
              RETURN jsonb_build_object('replay', to_jsonb(stored));
            END IF;
          END IF;

          ${lists.takesStock ? stockSteps() : ''}
          INSERT INTO daily_token_counters (business_date, last_token) VALUES (order_row->>'business_date', 1)
            ON CONFLICT (business_date) DO UPDATE SET last_token = daily_token_counters.last_token + 1
            RETURNING last_token INTO v_token;

          IF invoice IS NOT NULL THEN
            ${insertFrom(lists, 'invoices', 'invoice', {}, ' RETURNING id INTO v_invoice_id')}
          END IF;
          ${insertFrom(lists, 'orders', 'order_row', { token_no: 'v_token', invoice_id: 'v_invoice_id' }, ' RETURNING id INTO v_order_id')}
          FOR v_line IN SELECT value FROM jsonb_array_elements(lines) LOOP
            ${insertFrom(lists, 'order_items', "v_line->'row'", { order_id: 'v_order_id' }, ' RETURNING id INTO v_line_id')}
            FOR v_addon IN SELECT value FROM jsonb_array_elements(v_line->'addons') LOOP
              ${insertFrom(lists, 'order_item_addons', 'v_addon', { order_item_id: 'v_line_id' }, '')}
            END LOOP;
            ${lists.order_item_modifiers ? modifiersLoop(lists) : ''}
          END LOOP;
          IF v_invoice_id IS NOT NULL THEN
            INSERT INTO invoice_orders (invoice_id, order_id) VALUES (v_invoice_id, v_order_id);
          END IF;

          IF claim IS NOT NULL THEN
            UPDATE idempotency_keys SET status_code = 200,
                response_body = json_build_object('message', answer_message, 'tokenNo', v_token, 'orderId', v_order_id)::text
              WHERE user_id = (claim->>'user_id')::integer AND key = claim->>'key';
          END IF;
          RETURN jsonb_build_object('orderId', v_order_id, 'tokenNo', v_token);
        END $$`;
}

/** The line's chosen modifiers, kept by value (a version of the function with their column list). */
function modifiersLoop(lists: PlaceOrderColumns): string {
  return `FOR v_modifier IN SELECT value FROM jsonb_array_elements(v_line->'modifiers') LOOP
              ${insertFrom(lists, 'order_item_modifiers', 'v_modifier', { order_item_id: 'v_line_id' }, '')}
            END LOOP;`;
}

/**
 * Each counted item or choice the order uses, its units taken in one conditional UPDATE: the row's lock makes a
 * second till wait, then find it out or short, and the whole order fails with SQLSTATE P0086 naming it (the
 * service answers 409). At 0 it turns to 86.
 */
function stockSteps(): string {
  return `FOR v_stock IN SELECT s.value FROM jsonb_array_elements(lines) l, jsonb_array_elements(l.value->'stock') s LOOP
            IF v_stock->>'kind' = 'item' THEN
              UPDATE menu_items SET stock_count = stock_count - (v_stock->>'quantity')::integer,
                  is_out = CASE WHEN stock_count - (v_stock->>'quantity')::integer <= 0 THEN 1 ELSE is_out END
                WHERE id = (v_stock->>'id')::integer AND is_out = 0 AND stock_count >= (v_stock->>'quantity')::integer;
            ELSE
              UPDATE modifier_choices SET stock_count = stock_count - (v_stock->>'quantity')::integer,
                  is_out = CASE WHEN stock_count - (v_stock->>'quantity')::integer <= 0 THEN 1 ELSE is_out END
                WHERE id = (v_stock->>'id')::integer AND is_out = 0 AND stock_count >= (v_stock->>'quantity')::integer;
            END IF;
            IF NOT FOUND THEN
              RAISE EXCEPTION USING ERRCODE = 'P0086', MESSAGE = v_stock->>'name';
            END IF;
          END LOOP;`;
}
