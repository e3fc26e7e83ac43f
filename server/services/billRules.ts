// Issue 14: what a split bill in progress forbids. Once a check of a table's bill is paid, the orders it covers
// cannot change in what they cost (discounts, voids) nor be paid or cancelled any other way until the bill is
// settled: the checks already paid must keep adding up to what the table owed.
import type { Db } from '../db/client';

export async function assertBillOpenForChanges(_trx: Db, _orderIds: readonly number[]): Promise<void> {
  // Split bills arrive with the checks (part 5 of issue 14); until then nothing is in progress.
}
