// The pro kitchen: the wire shapes of the prep stations, the kitchen settings, the kitchen board of one
// station (or all of them), bump and recall, and the Reports kitchen tile. Stations import only the types
// (`import type`): the runtime constants and messages live in shared/domain/kitchen.ts.
import { z } from 'zod';
import {
  EXPO_SCREEN,
  KITCHEN_RECALL_WINDOW_MINUTES,
  MAX_KITCHEN_THRESHOLD_MINUTES,
  MAX_PREP_STATION_SLUG_LENGTH,
  PREP_STATION_SLUG_PATTERN,
} from '../domain/kitchen';
import { orderDto, orderItemDto } from './orders';
import { MAX_STORED_INTEGER, requiredText } from './validation';

/** The server's answers and refusals (and the settings form's messages: the same words on both sides). */
export const KITCHEN_MESSAGES = {
  stationNameRequired: 'Please provide station name!',
  stationSlugInvalid: 'Please provide a short name for the URL: lower-case letters, digits and dashes!',
  stationSlugTaken: 'A prep station with this URL name already exists!',
  stationNotFound: 'Prep station not found! Choose another station.',
  stationAdded: 'Prep station added successfully!',
  stationUpdated: 'Prep station updated successfully!',
  stationDeleted: 'Prep station deleted successfully!',
  categoryNotFound: 'Selected category was not found!',
  menuItemNotFound: 'Selected menu item was not found!',
  invalidStation: 'Please choose a valid prep station!',
  screenRequired: `Please say which screen this is for: a prep station, or ${EXPO_SCREEN} for all stations!`,
  expoSlugReserved: `The URL name ${EXPO_SCREEN} is the all-stations screen: please choose another!`,
  warnMinutesInvalid: `Please provide the amber time in whole minutes, from 1 to ${MAX_KITCHEN_THRESHOLD_MINUTES}!`,
  lateMinutesInvalid: `Please provide the red time in whole minutes, from 1 to ${MAX_KITCHEN_THRESHOLD_MINUTES}!`,
  lateBeforeWarn: 'The red time must be later than the amber time!',
  settingsUpdated: 'Kitchen settings updated successfully!',
  bumped: (token: number) => `Order #${token} bumped!`,
  recalled: (token: number) => `Order #${token} recalled!`,
  nothingForStation: (token: number, station: string) => `Order #${token} has nothing for ${station}!`,
  closedOrderBump: (token: number, status: 'completed' | 'cancelled') => `Order #${token} is already ${status}: it cannot be bumped!`,
  closedOrderRecall: (token: number, status: 'completed' | 'cancelled') => `Order #${token} is already ${status}: it cannot be recalled!`,
  recallTooLate: (token: number) =>
    `Order #${token} was bumped more than ${KITCHEN_RECALL_WINDOW_MINUTES} minutes ago and cannot be recalled!`,
} as const;

// --- Prep stations (Settings) --------------------------------------------------------------------------

const idList = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(MAX_STORED_INTEGER, message), { error: message })
    .max(1000, message)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** POST /kitchen/prep-stations/add and /{id}/update: the station and what it cooks (categories, single items). */
export const prepStationBody = z.object({
  name: requiredText(KITCHEN_MESSAGES.stationNameRequired, 60),
  slug: z
    .string({ error: KITCHEN_MESSAGES.stationSlugInvalid })
    .trim()
    .toLowerCase()
    .max(MAX_PREP_STATION_SLUG_LENGTH, KITCHEN_MESSAGES.stationSlugInvalid)
    .regex(PREP_STATION_SLUG_PATTERN, KITCHEN_MESSAGES.stationSlugInvalid)
    .refine((slug) => slug !== EXPO_SCREEN, KITCHEN_MESSAGES.expoSlugReserved),
  /** Every item of these categories goes to this station (a category goes to one station: saving moves it here). */
  categoryIds: idList(KITCHEN_MESSAGES.categoryNotFound),
  /** Single items routed here whatever their category (an item goes to one station: saving moves it here). */
  itemIds: idList(KITCHEN_MESSAGES.menuItemNotFound),
});
export type PrepStationBody = z.output<typeof prepStationBody>;

const prepStationRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type PrepStationRef = z.infer<typeof prepStationRef>;

const prepStationDto = prepStationRef.extend({
  categoryIds: z.array(z.number().int()),
  itemIds: z.array(z.number().int()),
});
export type PrepStationDto = z.infer<typeof prepStationDto>;

export const prepStationsResponse = z.array(prepStationDto);

export const messageResponse = z.object({ message: z.string() });
export const prepStationSavedResponse = messageResponse.extend({ id: z.number().int() });

// --- Kitchen settings ----------------------------------------------------------------------------------

const minutes = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_KITCHEN_THRESHOLD_MINUTES, message);

/** POST /kitchen/settings: the ticket ages (minutes since placed, server clock) that turn a card amber and red. */
export const kitchenSettingsBody = z
  .object({
    warnMinutes: minutes(KITCHEN_MESSAGES.warnMinutesInvalid),
    lateMinutes: minutes(KITCHEN_MESSAGES.lateMinutesInvalid),
  })
  .refine((body) => body.lateMinutes > body.warnMinutes, { message: KITCHEN_MESSAGES.lateBeforeWarn, path: ['lateMinutes'] });
export type KitchenSettingsBody = z.output<typeof kitchenSettingsBody>;

export const kitchenSettingsDto = z.object({
  warnMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  /** How long after its bump a ticket can be recalled (fixed: KITCHEN_RECALL_WINDOW_MINUTES). */
  recallMinutes: z.number().int(),
});
export type KitchenSettingsDto = z.infer<typeof kitchenSettingsDto>;

// --- The kitchen board ---------------------------------------------------------------------------------

/** The expo screen's name reads as null (all stations) from here on. */
const expoAsNull = (slug: string | null) => (slug === EXPO_SCREEN ? null : slug);

/** GET /kitchen/board?station=grill: one station's view; no station, empty or `expo` is the expo view of all stations. */
export const kitchenBoardQuery = z.object({
  station: z
    .string({ error: KITCHEN_MESSAGES.invalidStation })
    .trim()
    .toLowerCase()
    .optional()
    .transform((slug) => expoAsNull(slug || null)),
});

const kitchenTicketItemDto = orderItemDto.extend({
  /** The prep station the line goes to; null when nothing routes it (it then shows on every station). */
  station_id: z.number().int().nullable(),
  /** The line belongs to the station on screen (always true in the expo view); the others are context, greyed. */
  is_mine: z.boolean(),
  /** Added to the order after it was sent, and not bumped yet: the screen marks it NEW. */
  is_new: z.boolean(),
  /** The quantity before a change made after sending, while the line is open (the screen shows old → new); else null. */
  previous_quantity: z.number().int().nullable(),
});
export type KitchenTicketItemDto = z.infer<typeof kitchenTicketItemDto>;

const kitchenTicketDto = orderDto.extend({
  items: z.array(kitchenTicketItemDto),
  /** Every line this screen owns that is not cancelled is completed or delivered (expo: every station is done). */
  is_ready: z.boolean(),
  /** The stations with lines on the ticket, each done when all its lines are (expo's progress chips). */
  stations: z.array(z.object({ id: z.number().int(), name: z.string(), is_done: z.boolean() })),
  /** The course fired last after Send ("FIRE Mains"): the ticket's clock counts from it. Null: none. */
  fire: z.object({ course: z.string(), at: z.string() }).nullable(),
});
export type KitchenTicketDto = z.infer<typeof kitchenTicketDto>;

const allDayCountDto = z.object({
  item_title: z.string(),
  variant_title: z.string().nullable(),
  /** Units not completed yet across the screen's open tickets. */
  quantity: z.number().int(),
});
export type AllDayCountDto = z.infer<typeof allDayCountDto>;

const recallableTicketDto = z.object({
  order_id: z.number().int(),
  token_no: z.number().int(),
  title: z.string(),
  /** ISO, server clock. */
  bumped_at: z.string(),
});
export type RecallableTicketDto = z.infer<typeof recallableTicketDto>;

export const kitchenBoardResponse = z.object({
  /** The station on screen; null for the expo view (all stations). */
  station: prepStationRef.nullable(),
  stations: z.array(prepStationRef),
  settings: kitchenSettingsDto,
  /** Open tickets not bumped here, oldest first. */
  tickets: z.array(kitchenTicketDto),
  allDay: z.array(allDayCountDto),
  /** Tickets bumped here in the recall window, newest first (R recalls the first). */
  recall: z.array(recallableTicketDto),
});
export type KitchenBoardResponse = z.infer<typeof kitchenBoardResponse>;

/**
 * POST /kitchen/orders/{id}/bump and /recall: the screen's station slug, or `expo` for the expo view (read as null).
 * Required: an expo bump completes every line and sets the order Ready, so it is never what a missing station means.
 */
export const kitchenTicketBody = z.object({
  station: z
    .string({ error: (issue) => (issue.input == null ? KITCHEN_MESSAGES.screenRequired : KITCHEN_MESSAGES.invalidStation) })
    .trim()
    .toLowerCase()
    .min(1, KITCHEN_MESSAGES.screenRequired)
    .transform(expoAsNull),
});

// --- Reports: the kitchen tile ---------------------------------------------------------------------------

const timingFigureDto = z.object({
  /** Orders (or station parts) timed: completed, not cancelled, placed in the period. */
  orders: z.number().int(),
  /** Null when nothing was timed. */
  averageSeconds: z.number().int().nullable(),
  /** Nearest-rank 90th percentile: 9 in 10 were done within it. */
  p90Seconds: z.number().int().nullable(),
});
export type TimingFigureDto = z.infer<typeof timingFigureDto>;

/** GET /kitchen/timing?type&from&to: order → completed, overall, per prep station and per store-local hour placed. */
export const kitchenTimingResponse = z.object({
  from: z.string(),
  to: z.string(),
  overall: timingFigureDto,
  stations: z.array(timingFigureDto.extend({ id: z.number().int(), name: z.string() })),
  /** Hours of the day (0–23, store-local, when the order was placed) with at least one order timed. */
  hours: z.array(timingFigureDto.extend({ hour: z.number().int() })),
});
export type KitchenTimingResponse = z.infer<typeof kitchenTimingResponse>;
