// Cash drawers: the POS's Drawer screen (open with a counted float, movements, the X report, the blind close) and the
// back office's Z reports and over/short. Amounts are decoded here into minor units; counts leave as decimals.
import { fillPath } from '../contract/endpoint';
import type { DrawerDto, ZReportDto } from '../contract/drawers';
import { API_BASE } from '../domain/access/session';
import { type DrawerMovementKind, type PeriodFiguresView, convertFigureAmounts } from '../domain/drawers';
import { type MinorUnits, decodeDecimalAmount, toDecimalAmount } from '../domain/money/money';
import { callEndpoint } from './endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/posTypes';

interface DrawerMovementView extends Omit<DrawerDto['movements'][number], 'amount' | 'rounding'> {
  amount: MinorUnits;
}

export interface DrawerView extends Omit<DrawerDto, 'float' | 'expected' | 'counted' | 'overShort' | 'movements'> {
  float: MinorUnits;
  expected: MinorUnits | null;
  counted: MinorUnits | null;
  overShort: MinorUnits | null;
  movements: DrawerMovementView[];
}

interface DrawerSettingsView {
  isEnabled: boolean;
  cashWithoutDrawer: 'refuse' | 'flag';
  overShortLimit: MinorUnits;
  currency: string;
  /** The currency's notes and coins, largest first. */
  denominations: MinorUnits[];
}

export interface DrawersView {
  settings: DrawerSettingsView;
  open: DrawerView[];
  recent: DrawerView[];
}

/** How many of each note or coin (minor units → quantity). */
export type DenominationQuantities = ReadonlyMap<number, number>;

const orNull = (value: number | null): MinorUnits | null => (value === null ? null : decodeDecimalAmount(value));

function decodeDrawer(drawer: DrawerDto): DrawerView {
  return {
    ...drawer,
    float: decodeDecimalAmount(drawer.float),
    expected: orNull(drawer.expected),
    counted: orNull(drawer.counted),
    overShort: orNull(drawer.overShort),
    movements: drawer.movements.map(({ rounding: _rounding, ...movement }) => ({
      ...movement,
      amount: decodeDecimalAmount(movement.amount),
    })),
  };
}

function decodeFigures(figures: ZReportDto['figures']): PeriodFiguresView {
  return convertFigureAmounts(figures, decodeDecimalAmount);
}

/** The wire's counts: every note or coin counted, as a decimal value. */
function wireCounts(quantities: DenominationQuantities) {
  return [...quantities]
    .filter(([, quantity]) => quantity > 0)
    .map(([value, quantity]) => ({ value: toDecimalAmount(value as MinorUnits), quantity }));
}

export async function getDrawers(): Promise<DrawersView> {
  const { settings, open, recent } = await callEndpoint('GET /drawers', {});
  return {
    settings: {
      isEnabled: settings.isEnabled,
      cashWithoutDrawer: settings.cashWithoutDrawer,
      overShortLimit: decodeDecimalAmount(settings.overShortLimit),
      currency: settings.currency,
      denominations: settings.denominations.map(decodeDecimalAmount),
    },
    open: open.map(decodeDrawer),
    recent: recent.map(decodeDrawer),
  };
}

export async function openDrawer(input: {
  till: string;
  isShared: boolean;
  quantities: DenominationQuantities;
}): Promise<{ message: string; drawer: DrawerView }> {
  const answer = await callEndpoint('POST /drawers/open', {
    body: { till: input.till, isShared: input.isShared, counts: wireCounts(input.quantities) },
  });
  return { message: answer.message, drawer: decodeDrawer(answer.drawer) };
}

export async function moveDrawerCash(
  drawerId: number,
  input: { kind: DrawerMovementKind; amount: MinorUnits | null; reason: string; recipient: string },
): Promise<{ message: string; drawer: DrawerView }> {
  const answer = await callEndpoint('POST /drawers/:id/movements', {
    params: { id: drawerId },
    body: {
      kind: input.kind,
      amount: input.amount === null ? '' : toDecimalAmount(input.amount),
      reason: input.reason,
      recipient: input.recipient,
    },
  });
  return { message: answer.message, drawer: decodeDrawer(answer.drawer) };
}

export async function closeDrawer(
  drawerId: number,
  input: { quantities: DenominationQuantities; note: string; override?: { username: string; password: string } },
): Promise<{ message: string; drawer: DrawerView }> {
  const answer = await callEndpoint('POST /drawers/:id/close', {
    params: { id: drawerId },
    body: { counts: wireCounts(input.quantities), note: input.note, override: input.override },
  });
  return { message: answer.message, drawer: decodeDrawer(answer.drawer) };
}

export interface XReportView {
  drawer: DrawerView;
  expectedNow: MinorUnits;
  sinceLastZ: PeriodFiguresView;
}

export async function getXReport(drawerId: number): Promise<XReportView> {
  const { drawer, sinceLastZ } = await callEndpoint('GET /drawers/:id/x-report', { params: { id: drawerId } });
  return { drawer: decodeDrawer(drawer), expectedNow: decodeDecimalAmount(drawer.expectedNow), sinceLastZ: decodeFigures(sinceLastZ) };
}

export interface ZReportView extends Omit<ZReportDto, 'figures'> {
  figures: PeriodFiguresView;
}

const decodeZReport = (report: ZReportDto): ZReportView => ({ ...report, figures: decodeFigures(report.figures) });

export async function listZReports(): Promise<{ zReports: ZReportView[]; currency: string }> {
  const { zReports, currency } = await callEndpoint('GET /drawers/z-reports', {});
  return { zReports: zReports.map(decodeZReport), currency };
}

export interface UserOverShortView {
  name: string;
  drawers: number;
  expected: MinorUnits;
  counted: MinorUnits;
  overShort: MinorUnits;
  over: MinorUnits;
  short: MinorUnits;
}

/** Over/short per user over a period of the reports' date filter (`type&from&to`). */
export async function getOverShort(
  params: Record<string, string>,
): Promise<{ period: { from: string; to: string }; currency: string; users: UserOverShortView[] }> {
  const answer = await callEndpoint('GET /drawers/over-short', { query: params });
  return {
    period: answer.period,
    currency: answer.currency,
    users: answer.users.map((user) => ({
      name: user.name,
      drawers: user.drawers,
      expected: decodeDecimalAmount(user.expected),
      counted: decodeDecimalAmount(user.counted),
      overShort: decodeDecimalAmount(user.overShort),
      over: decodeDecimalAmount(user.over),
      short: decodeDecimalAmount(user.short),
    })),
  };
}

export async function closeZReport(): Promise<{ message: string; zReport: ZReportView }> {
  const answer = await callEndpoint('POST /drawers/z-reports/close', {});
  return { message: answer.message, zReport: decodeZReport(answer.zReport) };
}

/** The report on the receipt printer; one key per tap, so a retried request prints it once. */
export function printReport(report: { zReportId: number } | { drawerId: number }): Promise<{ message: string }> {
  const headers = { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } };
  return 'zReportId' in report
    ? callEndpoint('POST /drawers/z-reports/:id/print', { params: { id: report.zReportId } }, headers)
    : callEndpoint('POST /drawers/:id/x-report/print', { params: { id: report.drawerId } }, headers);
}

/** A same-origin link: the session cookie goes with it, so the browser downloads the PDF itself. */
export function zReportPdfUrl(zReportId: number): string {
  return API_BASE + fillPath('/drawers/z-reports/:id/pdf', { id: zReportId });
}
