// Drawer rows → the wire: amounts as decimals; an open drawer's expected cash stays hidden (blind close).
import type { DrawerDto } from '../../shared/contract/drawers';
import { denominationsOf } from '../../shared/domain/money/denominations';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { DrawerMovementRow, DrawerSessionRow, DrawerSettingsRow } from '../db/schema';

const decimalOrNull = (value: number | null) => (value === null ? null : toDecimalAmount(minorUnits(value)));

export function presentDrawer({ drawer, movements }: { drawer: DrawerSessionRow; movements: readonly DrawerMovementRow[] }): DrawerDto {
  return {
    id: drawer.id,
    till: drawer.till,
    isShared: drawer.user_id === null,
    userName: drawer.user_name,
    status: drawer.status,
    float: toDecimalAmount(minorUnits(drawer.float_total)),
    openedByName: drawer.opened_by_name,
    openedAt: drawer.opened_at,
    expected: drawer.status === 'open' ? null : decimalOrNull(drawer.expected_total),
    counted: decimalOrNull(drawer.counted_total),
    overShort: decimalOrNull(drawer.over_short),
    closeNote: drawer.close_note,
    closedByName: drawer.closed_by_name,
    approvedByName: drawer.approved_by_name,
    closedAt: drawer.closed_at,
    movements: movements.map((movement) => ({
      id: movement.id,
      kind: movement.kind,
      amount: toDecimalAmount(minorUnits(movement.amount)),
      rounding: toDecimalAmount(minorUnits(movement.rounding_amount)),
      invoiceId: movement.invoice_id,
      creditNoteId: movement.credit_note_id,
      reason: movement.reason,
      recipient: movement.recipient,
      createdByName: movement.created_by_name,
      createdAt: movement.created_at,
    })),
  };
}

export function presentDrawerSettings(settings: DrawerSettingsRow, currency: string) {
  return {
    isEnabled: settings.is_enabled === 1,
    cashWithoutDrawer: settings.cash_without_drawer,
    overShortLimit: toDecimalAmount(minorUnits(settings.over_short_limit)),
    currency,
    denominations: denominationsOf(currency).map(toDecimalAmount),
  };
}
