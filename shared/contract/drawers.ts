// Cash drawers: the wire shapes of opening a drawer with a counted float, its movements (pay in, pay out, safe
// drop, tip-out, no sale), the blind close, and the store's drawer settings. Amounts travel as decimals, counts as
// { value (a note or coin, decimal), quantity }; the server counts in minor units.
import { z } from 'zod';
import { DISCOUNT_MESSAGES } from '../domain/bill/billMessages';
import { DRAWER_MOVEMENT_KINDS, NO_OPEN_DRAWER_MESSAGE } from '../domain/drawers';
import { type MinorUnits, ZERO_MINOR } from '../domain/money/money';
import { MAX_STORED_INTEGER, moneyAmount, optionalText, requiredText } from './validation';

/** A required amount: `moneyAmount` refuses the empty one already, so null never comes out of it. */
function amountOf(message: string, emptyAs: 'error' | 'zero' = 'error') {
  return moneyAmount(message, emptyAs).transform((value): MinorUnits => value ?? ZERO_MINOR);
}

export const DRAWER_MESSAGES = {
  tillRequired: 'Please name the till the drawer is in!',
  countsInvalid: 'Please count the drawer in notes and coins!',
  unknownDenomination: (value: string) => `${value} is not a note or coin of the store's currency!`,
  tillHasOpenDrawer: (till: string) => `${till} already has an open drawer! Close it first.`,
  userHasOpenDrawer: 'You already have an open drawer! Close it first.',
  drawerNotFound: 'Drawer not found!',
  drawerClosed: 'This drawer is already closed!',
  noOpenDrawer: NO_OPEN_DRAWER_MESSAGE,
  kindInvalid: 'Please choose pay in, pay out, safe drop, tip-out or no sale!',
  amountInvalid: 'Please enter an amount above 0!',
  reasonRequired: 'Please give a reason!',
  recipientRequired: 'Please say who the cash was paid to!',
  notEnoughCash: 'There is not that much cash in the drawer!',
  cashWithoutDrawerInvalid: 'Please choose refuse or allow and flag!',
  limitInvalid: 'Please enter a limit of 0 or more!',
  overrideNeeded: (overShort: string) => `The count is ${overShort} off the expected cash: a manager must approve the close.`,
  noteRequired: 'Please write a note on why the count is off!',
  opened: (till: string) => `${till}'s drawer opened!`,
  recorded: 'Recorded!',
  closed: 'Drawer closed!',
  settingsSaved: 'Drawer settings saved!',
  cutoffInvalid: 'Please give the business day cutoff as HH:MM, e.g. 04:00!',
  drawersStillOpen: (tills: string) => `Close every drawer before the Z report: ${tills} still open!`,
  zClosed: (number: number) => `Z report #${number} closed!`,
  zNotFound: 'Z report not found!',
  reportPrinting: 'The report is being printed!',
  noReceiptPrinter: 'No receipt printer is set up! Choose one under Settings › Printers › Receipt printing.',
} as const;

const denominationCount = z.object({
  value: amountOf(DRAWER_MESSAGES.countsInvalid),
  quantity: z
    .number({ error: DRAWER_MESSAGES.countsInvalid })
    .int(DRAWER_MESSAGES.countsInvalid)
    .min(0, DRAWER_MESSAGES.countsInvalid)
    .max(100_000),
});
const counts = z.array(denominationCount, { error: DRAWER_MESSAGES.countsInvalid }).max(50, DRAWER_MESSAGES.countsInvalid);

const managerOverride = z.object({
  username: z.string({ error: DISCOUNT_MESSAGES.overrideRefused }).trim().min(1, DISCOUNT_MESSAGES.overrideRefused).max(100),
  password: z.string({ error: DISCOUNT_MESSAGES.overrideRefused }).min(1, DISCOUNT_MESSAGES.overrideRefused).max(200),
});

export const openDrawerBody = z.object({
  till: requiredText(DRAWER_MESSAGES.tillRequired, 60),
  /** true: everyone at the till takes cash into it; else the drawer is the opener's own. */
  isShared: z.boolean().optional().default(false),
  counts,
});
export type OpenDrawerBody = z.output<typeof openDrawerBody>;

export const drawerMovementBody = z
  .object({
    kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: DRAWER_MESSAGES.kindInvalid }),
    /** No sale: absent (it only opens the drawer). */
    amount: amountOf(DRAWER_MESSAGES.amountInvalid, 'zero'),
    reason: optionalText(200),
    recipient: optionalText(100),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'no_sale' && body.amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: DRAWER_MESSAGES.amountInvalid });
    if ((body.kind === 'pay_in' || body.kind === 'pay_out') && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DRAWER_MESSAGES.reasonRequired });
    if (body.kind === 'pay_out' && !body.recipient)
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: DRAWER_MESSAGES.recipientRequired });
  });
export type DrawerMovementBody = z.output<typeof drawerMovementBody>;

export const closeDrawerBody = z.object({
  counts,
  note: optionalText(500),
  /** A manager's credentials, when the count is off by more than the store's limit. */
  override: managerOverride.optional(),
});
export type CloseDrawerBody = z.output<typeof closeDrawerBody>;

export const drawerSettingsBody = z.object({
  isEnabled: z.boolean(),
  cashWithoutDrawer: z.enum(['refuse', 'flag'], { error: DRAWER_MESSAGES.cashWithoutDrawerInvalid }),
  overShortLimit: amountOf(DRAWER_MESSAGES.limitInvalid),
  /** 'HH:MM' the business day turns; absent: unchanged. */
  dayCutoff: z
    .string({ error: DRAWER_MESSAGES.cutoffInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DRAWER_MESSAGES.cutoffInvalid)
    .optional(),
});
export type DrawerSettingsBody = z.output<typeof drawerSettingsBody>;

const amount = z.number();

const drawerSettingsDto = z.object({
  isEnabled: z.boolean(),
  cashWithoutDrawer: z.enum(['refuse', 'flag']),
  overShortLimit: amount,
  dayCutoff: z.string(),
  currency: z.string(),
  /** The currency's notes and coins, largest first (decimals). */
  denominations: z.array(amount),
});

const drawerMovementDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount,
  rounding: amount,
  invoiceId: z.number().int().nullable(),
  creditNoteId: z.number().int().nullable(),
  reason: z.string().nullable(),
  recipient: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});

const drawerDto = z.object({
  id: z.number().int().max(MAX_STORED_INTEGER),
  till: z.string(),
  isShared: z.boolean(),
  userName: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  float: amount,
  openedByName: z.string(),
  openedAt: z.string(),
  /** Null while open: the close is blind. */
  expected: amount.nullable(),
  counted: amount.nullable(),
  overShort: amount.nullable(),
  closeNote: z.string().nullable(),
  closedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  movements: z.array(drawerMovementDto),
});
export type DrawerDto = z.infer<typeof drawerDto>;

export const drawersResponse = z.object({ settings: drawerSettingsDto, open: z.array(drawerDto), recent: z.array(drawerDto) });
export const drawerResponse = z.object({ message: z.string(), drawer: drawerDto });
export const drawerMessageResponse = z.object({ message: z.string() });

/** A period's figures: the X report (the day so far) and a Z report (the day closed). Amounts as decimals. */
const periodFiguresDto = z.object({
  invoiceCount: z.number().int(),
  firstInvoice: z.number().int().nullable(),
  lastInvoice: z.number().int().nullable(),
  guests: z.number().int(),
  averageCheck: amount,
  sales: z.object({
    itemsTotal: amount,
    taxTotal: amount,
    payableTotal: amount,
    discountTotal: amount,
    serviceChargeTotal: amount,
    roundingTotal: amount,
    tipTotal: amount,
  }),
  byPaymentType: z.array(z.object({ title: z.string(), amount })),
  taxes: z.array(z.object({ title: z.string(), rate: z.number(), net: amount, tax: amount })),
  refunds: z.object({ count: z.number().int(), total: amount }),
  voids: z.number().int(),
  cashMovements: z.array(z.object({ kind: z.string(), count: z.number().int(), amount })),
  drawers: z.object({ closed: z.number().int(), expected: amount, counted: amount, overShort: amount }),
});

const zReportDto = z.object({
  id: z.number().int(),
  number: z.number().int(),
  businessDate: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string(),
  closedByName: z.string(),
  figures: periodFiguresDto,
});
export type ZReportDto = z.infer<typeof zReportDto>;

export const zReportResponse = z.object({ message: z.string(), zReport: zReportDto });
/** The store's currency beside the figures: who reads the Z reports may not read the drawers' settings. */
export const zReportsResponse = z.object({ zReports: z.array(zReportDto), currency: z.string() });

/** Over/short per user over a period (the drawers closed in it): amounts as decimals, the largest short first. */
export const overShortResponse = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  currency: z.string(),
  users: z.array(
    z.object({
      name: z.string(),
      drawers: z.number().int(),
      expected: amount,
      counted: amount,
      overShort: amount,
      over: amount,
      short: amount,
    }),
  ),
});

export const xReportResponse = z.object({
  /** The drawer with its expected cash (a manager's read, not the blind close). */
  drawer: drawerDto.extend({ expectedNow: amount }),
  /** The business day so far: everything since the last Z. */
  sinceLastZ: periodFiguresDto,
});
