// Drawer rows → the wire: amounts as decimals; an open drawer's expected cash stays hidden (blind close).
import type { DrawerDto, ZReportDto } from '../../shared/contract/drawers';
import { denominationsOf } from '../../shared/domain/money/denominations';
import { convertFigureAmounts } from '../../shared/domain/drawers';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { DrawerMovementRow, DrawerSessionRow, DrawerSettingsRow, ZReportRow } from '../db/schema';
import { type PeriodFigures, figuresView } from './zReports';
import type { UserOverShort } from './overShortByUser';

const MINUTES_PER_HOUR = 60;

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
    dayCutoff: `${String(Math.floor(settings.day_cutoff_minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(settings.day_cutoff_minutes % MINUTES_PER_HOUR).padStart(2, '0')}`,
    currency,
    denominations: denominationsOf(currency).map(toDecimalAmount),
  };
}

const decimal = (value: number) => toDecimalAmount(minorUnits(value));

export function presentPeriodFigures(figures: PeriodFigures): ZReportDto['figures'] {
  return convertFigureAmounts(figuresView(figures), toDecimalAmount);
}

export function presentZReport(row: ZReportRow): ZReportDto {
  return {
    id: row.id,
    number: row.number,
    businessDate: row.business_date,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    closedByName: row.closed_by_name,
    figures: presentPeriodFigures(JSON.parse(row.figures) as PeriodFigures),
  };
}

export function presentUserOverShort(user: UserOverShort) {
  return {
    name: user.name,
    drawers: user.drawers,
    expected: decimal(user.expected),
    counted: decimal(user.counted),
    overShort: decimal(user.overShort),
    over: decimal(user.over),
    short: decimal(user.short),
  };
}
