// Spec 2.10, 2.12, 7 Invoices / reports: what the invoice list and the reports read by business
// day. Invoices get the business date of their payment (the store-local day of created_at, like an order's
// business_date), backfilled for the rows already there; plus the indexes the report queries walk
// (docs/reports.md lists each query and its index).
import { type Kysely, type Migration, sql } from 'kysely';

/** Rows read per backfill round: one UPDATE per business date met in a round. */
const BACKFILL_PAGE = 5000;

export function reportIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // NOT NULL needs a default to be added to a filled table on SQLite; every insert sets the real value.
      await db.schema
        .alterTable('invoices')
        .addColumn('business_date', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await backfillInvoiceBusinessDates(db);

      // Invoices of a period (list, CSV, revenue, series) and the orders they paid.
      await db.schema.createIndex('invoices_business_date_idx').on('invoices').columns(['business_date', 'created_at']).execute();
      // Orders of a period: count, customers and top items; covering for the counts (no table reads).
      await db.schema
        .createIndex('orders_business_date_status_customer_idx')
        .on('orders')
        .columns(['business_date', 'status', 'customer_id'])
        .execute();
      // "Ordered before the period" for repeat customers: one index probe per customer.
      await db.schema.createIndex('orders_customer_id_business_date_idx').on('orders').columns(['customer_id', 'business_date']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_customer_id_business_date_idx').ifExists().execute();
      await db.schema.dropIndex('orders_business_date_status_customer_idx').ifExists().execute();
      await db.schema.dropIndex('invoices_business_date_idx').ifExists().execute();
      await db.schema.alterTable('invoices').dropColumn('business_date').execute();
    },
  };
}

/**
 * The store-local day of each existing invoice's created_at, in the store's current zone (UTC without a
 * settings row or with a zone this runtime does not know). Frozen here rather than imported, so later edits
 * to the services cannot change what this migration did.
 */
async function backfillInvoiceBusinessDates(db: Kysely<unknown>): Promise<void> {
  const settings = await sql<{ time_zone: string }>`select time_zone from store_settings where id = 1`.execute(db);
  const formatter = dayFormatter(settings.rows[0]?.time_zone ?? 'UTC');
  let afterId = 0;
  for (;;) {
    const page = await sql<{ id: number; created_at: string }>`
      select id, created_at from invoices where id > ${afterId} order by id limit ${BACKFILL_PAGE}`.execute(db);
    const last = page.rows[page.rows.length - 1];
    if (!last) return;
    const idsByDay = new Map<string, number[]>();
    for (const row of page.rows) {
      const day = localDay(formatter, new Date(row.created_at));
      const ids = idsByDay.get(day);
      if (ids) ids.push(row.id);
      else idsByDay.set(day, [row.id]);
    }
    for (const [day, ids] of idsByDay) {
      await sql`update invoices set business_date = ${day} where id in (${sql.join(ids)})`.execute(db);
    }
    afterId = last.id;
  }
}

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

function localDay(formatter: Intl.DateTimeFormat, instant: Date): string {
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
