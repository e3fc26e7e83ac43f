// Z reports: the counter row that numbers them, the immutable rows, and the sums of a period they are made of (the
// invoices, credit notes, voids, cash movements and drawer closes whose created_at is after `since` and up to `until`;
// ISO-8601 UTC text compares in time order).
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { ZReportRow, ZReportsTable } from '../schema';

/** The next Z number: the counter row is bumped (and so locked) in the caller's transaction until it commits. */
export async function takeNextZNumber(db: Db): Promise<number> {
  const row = await db
    .updateTable('z_report_counter')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('id', '=', 1)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export function lastZReport(db: Db): Promise<ZReportRow | undefined> {
  return db.selectFrom('z_reports').selectAll().orderBy('number', 'desc').limit(1).executeTakeFirst();
}

export async function insertZReport(db: Db, row: Insertable<ZReportsTable>): Promise<number> {
  const { id } = await db.insertInto('z_reports').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findZReport(db: Db, id: number): Promise<ZReportRow | undefined> {
  return db.selectFrom('z_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listZReports(db: Db, limit: number): Promise<ZReportRow[]> {
  return db.selectFrom('z_reports').selectAll().orderBy('number', 'desc').limit(limit).execute();
}

/** The raw sums of a period, minor units; PostgreSQL answers sums as text, so every figure is read with Number. */
export interface PeriodSums {
  invoices: {
    count: number;
    first: number | null;
    last: number | null;
    itemsTotal: number;
    taxTotal: number;
    payableTotal: number;
    discountTotal: number;
    serviceChargeTotal: number;
    roundingTotal: number;
    tipTotal: number;
  };
  byPaymentType: { title: string; amount: number }[];
  taxes: { title: string; rateBp: number; net: number; tax: number }[];
  guests: number;
  refunds: { count: number; total: number };
  voids: number;
  movements: { kind: string; count: number; amount: number }[];
  drawers: { closed: number; expected: number; counted: number; overShort: number };
}

const num = (value: unknown) => Number(value ?? 0);

export async function periodSums(db: Db, since: string | null, until: string): Promise<PeriodSums> {
  const after = since ?? '';
  const invoice = await db
    .selectFrom('invoices')
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number | null>('id').as('first'),
      eb.fn.max<number | null>('id').as('last'),
      eb.fn.sum<number | string>('sub_total').as('items'),
      eb.fn.sum<number | string>('tax_total').as('tax'),
      eb.fn.sum<number | string>('total').as('payable'),
      eb.fn.sum<number | string>('discount_total').as('discount'),
      eb.fn.sum<number | string>('service_charge_total').as('service'),
      eb.fn.sum<number | string>('rounding_total').as('rounding'),
      eb.fn.sum<number | string>('tip_total').as('tip'),
    ])
    .executeTakeFirstOrThrow();
  // A payment in several tenders has its rows in invoice_payments; one in a single type is the invoice itself.
  const tendered = await db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .where('invoices.created_at', '>', after)
    .where('invoices.created_at', '<=', until)
    .groupBy('invoice_payments.payment_type_title')
    .select((eb) => ['invoice_payments.payment_type_title as title', eb.fn.sum<number | string>('invoice_payments.amount').as('amount')])
    .execute();
  const single = await db
    .selectFrom('invoices')
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('invoice_payments').select('invoice_payments.id').whereRef('invoice_payments.invoice_id', '=', 'invoices.id'),
        ),
      ),
    )
    .groupBy('payment_type_title')
    .select((eb) => ['payment_type_title as title', eb.fn.sum<number | string>(eb('total', '+', eb.ref('tip_total'))).as('amount')])
    .execute();
  const byType = new Map<string, number>();
  for (const row of [...tendered, ...single]) byType.set(row.title, (byType.get(row.title) ?? 0) + num(row.amount));

  const paidOrders = db
    .selectFrom('invoice_orders')
    .innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
    .where('invoices.created_at', '>', after)
    .where('invoices.created_at', '<=', until)
    .select('invoice_orders.order_id');
  const taxes = await db
    .selectFrom('order_items')
    .where('order_id', 'in', paidOrders)
    .where('status', '!=', 'cancelled')
    .groupBy(['tax_title', 'tax_rate_bp'])
    .select((eb) => [
      'tax_title',
      'tax_rate_bp',
      eb.fn.sum<number | string>('net_amount').as('net'),
      eb.fn.sum<number | string>('tax_amount').as('tax'),
    ])
    .orderBy('tax_rate_bp')
    .execute();
  const guests = await db
    .selectFrom('orders')
    .where('id', 'in', paidOrders)
    .select((eb) => eb.fn.sum<number | string>('guests').as('guests'))
    .executeTakeFirst();
  const refunds = await db
    .selectFrom('credit_notes')
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | string>('total').as('total')])
    .executeTakeFirstOrThrow();
  const voids = await db
    .selectFrom('audit_entries')
    .where('action', 'in', ['order.voided', 'order_item.voided'])
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const movements = await db
    .selectFrom('drawer_movements')
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .groupBy('kind')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('count'), eb.fn.sum<number | string>('amount').as('amount')])
    .orderBy('kind')
    .execute();
  const drawers = await db
    .selectFrom('drawer_sessions')
    .where('status', '=', 'closed')
    .where('closed_at', '>', after)
    .where('closed_at', '<=', until)
    .select((eb) => [
      eb.fn.countAll<number>().as('closed'),
      eb.fn.sum<number | string>('expected_total').as('expected'),
      eb.fn.sum<number | string>('counted_total').as('counted'),
      eb.fn.sum<number | string>('over_short').as('overShort'),
    ])
    .executeTakeFirstOrThrow();
  return {
    invoices: {
      count: num(invoice.count),
      first: invoice.first === null ? null : num(invoice.first),
      last: invoice.last === null ? null : num(invoice.last),
      itemsTotal: num(invoice.items),
      taxTotal: num(invoice.tax),
      payableTotal: num(invoice.payable),
      discountTotal: num(invoice.discount),
      serviceChargeTotal: num(invoice.service),
      roundingTotal: num(invoice.rounding),
      tipTotal: num(invoice.tip),
    },
    byPaymentType: [...byType].map(([title, amount]) => ({ title, amount })).sort((a, b) => a.title.localeCompare(b.title)),
    taxes: taxes.map((row) => ({ title: row.tax_title ?? 'No tax', rateBp: num(row.tax_rate_bp), net: num(row.net), tax: num(row.tax) })),
    guests: num(guests?.guests),
    refunds: { count: num(refunds.count), total: num(refunds.total) },
    voids: num(voids.count),
    movements: movements.map((row) => ({ kind: row.kind, count: num(row.count), amount: num(row.amount) })),
    drawers: {
      closed: num(drawers.closed),
      expected: num(drawers.expected),
      counted: num(drawers.counted),
      overShort: num(drawers.overShort),
    },
  };
}
