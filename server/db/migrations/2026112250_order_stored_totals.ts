// An order's stored totals (sub_total, tax_total, total) are what the Orders screen, the pay summary
// and the pay check read, so cancelling a line now writes them again. Orders whose lines were cancelled before
// that still hold their totals at placement: here they become the sums of their charged lines' stored amounts
// (the same figures shared/domain/bill/totals.ts gave those lines). Plain SQL, frozen: later code cannot change it.
import { type Kysely, type Migration, sql } from 'kysely';

/** The sum of one stored amount column over the order's lines that are not cancelled. */
const charged = (column: string) =>
  sql`(select coalesce(sum(${sql.ref(`order_items.${column}`)}), 0) from order_items
       where order_items.order_id = orders.id and order_items.status <> 'cancelled')`;

export function orderStoredTotalsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        update orders set
          sub_total = ${charged('net_amount')},
          tax_total = ${charged('tax_amount')},
          total = ${charged('payable_amount')}
        where exists (select 1 from order_items where order_items.order_id = orders.id and order_items.status = 'cancelled')
      `.execute(db);
    },

    async down() {
      // The totals at placement are not kept anywhere else: nothing to restore.
    },
  };
}
