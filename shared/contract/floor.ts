// Table service: the floor plan (areas, where each table stands, its shape), the live floor (each table's status,
// guests, running total, times and server) and the moves of orders between tables. The spec's store tables keep
// their own schemas (shared/contract/settings.ts); what a table gains on the floor is declared here.
import { z } from 'zod';
import { FLOOR_GRID, FLOOR_MESSAGES, TABLE_SHAPES, TABLE_STATUSES } from '../domain/floor';
import { optionalId, requiredId, requiredText } from './validation';
import { COURSE_NAME_MAX_LENGTH, MAX_COURSES, SEAT_NUMBER_MODES, TABLE_SERVICE_MESSAGES } from '../domain/tableService';

export { FLOOR_MESSAGES } from '../domain/floor';

function gridIndex(size: number) {
  return z
    .number({ error: FLOOR_MESSAGES.invalidPosition })
    .int({ error: FLOOR_MESSAGES.invalidPosition })
    .min(0, { error: FLOOR_MESSAGES.invalidPosition })
    .max(size - 1, { error: FLOOR_MESSAGES.invalidPosition });
}

export const floorAreaBody = z.object({ name: requiredText(FLOOR_MESSAGES.areaName, 60) });
export type FloorAreaBody = z.output<typeof floorAreaBody>;

/** Where a table stands: its area (none: the plan's first, unnamed area), its cell and its shape. */
export const floorPlacementBody = z.object({
  areaId: optionalId(FLOOR_MESSAGES.areaNotFound),
  x: gridIndex(FLOOR_GRID.columns),
  y: gridIndex(FLOOR_GRID.rows),
  shape: z.enum(TABLE_SHAPES, { error: FLOOR_MESSAGES.invalidShape }),
});
export type FloorPlacementBody = z.output<typeof floorPlacementBody>;

export const seatTableBody = z.object({
  guests: z
    .number({ error: FLOOR_MESSAGES.invalidGuests })
    .int({ error: FLOOR_MESSAGES.invalidGuests })
    .min(1, { error: FLOOR_MESSAGES.invalidGuests })
    .max(99, { error: FLOOR_MESSAGES.invalidGuests }),
});
export type SeatTableBody = z.output<typeof seatTableBody>;

const floorLineDto = z.object({
  id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  status: z.string(),
  seat: z.number().int().nullable(),
  /** The line's course while it is held (not fired yet); null otherwise. */
  heldCourse: z.string().nullable(),
});

const floorOrderDto = z.object({
  id: z.number().int(),
  tokenNo: z.number().int(),
  /** Decimal, as every amount on the wire: the order's stored payable total. */
  total: z.number(),
  isPaid: z.boolean(),
  /** An unpaid order's lines (to choose the ones to move); none for a paid one. */
  lines: z.array(floorLineDto),
});

const floorTableDto = z.object({
  id: z.number().int(),
  /** The spec's table_title, floor and seating_capacity. */
  title: z.string(),
  floor: z.string(),
  seats: z.number().int(),
  areaId: z.number().int().nullable(),
  /** null: never placed (the floor view lays it out after the placed ones). */
  x: z.number().int().nullable(),
  y: z.number().int().nullable(),
  shape: z.enum(TABLE_SHAPES),
  status: z.enum(TABLE_STATUSES),
  guests: z.number().int().nullable(),
  /** What the unpaid orders owe (decimal; 0 when none), from their stored bills. */
  total: z.number(),
  seatedAt: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  serverId: z.number().int().nullable(),
  serverName: z.string().nullable(),
  orders: z.array(floorOrderDto),
  /** Merged into another table's order: that table (this one shows its status and holds no order of its own). */
  joinedToTableId: z.number().int().nullable(),
});
export type FloorTableDto = z.infer<typeof floorTableDto>;

const floorAreaDto = z.object({ id: z.number().int(), name: z.string() });
export type FloorAreaDto = z.infer<typeof floorAreaDto>;

export const floorResponse = z.object({
  areas: z.array(floorAreaDto),
  tables: z.array(floorTableDto),
  /** The server's clock when the floor was read: minutes since seated count from it. */
  serverTime: z.string(),
  /** The store's currency code, for the running totals. */
  currency: z.string(),
  /** The signed-in user's id: "My tables" are those whose serverId it is. */
  viewerId: z.number().int(),
});
export type FloorResponse = z.infer<typeof floorResponse>;

export const floorChangeResponse = z.object({ message: z.string(), tableIds: z.array(z.number().int()) });

export const floorAreaCreatedResponse = z.object({ message: z.string(), id: z.number().int() });

/** Move an order: the table the till saw it on (another till's move in between is a 409) and where it goes. */
export const moveOrderBody = z.object({
  fromTableId: requiredId(FLOOR_MESSAGES.tableNotFound),
  toTableId: requiredId(FLOOR_MESSAGES.tableNotFound),
});
export type MoveOrderBody = z.output<typeof moveOrderBody>;

/** Move chosen lines of one open order to another open order (another table's, or the same table's). */
export const transferLinesBody = z.object({
  fromOrderId: requiredId(FLOOR_MESSAGES.lineNotOnOrder),
  toOrderId: requiredId(FLOOR_MESSAGES.sameOrder),
  itemIds: z
    .array(requiredId(FLOOR_MESSAGES.chooseLines), { error: FLOOR_MESSAGES.chooseLines })
    .min(1, { error: FLOOR_MESSAGES.chooseLines })
    .max(500, { error: FLOOR_MESSAGES.chooseLines }),
});
export type TransferLinesBody = z.output<typeof transferLinesBody>;

/** Merge a table's unpaid orders into the oldest unpaid order of another table. */
export const mergeTablesBody = z.object({
  intoTableId: requiredId(FLOOR_MESSAGES.tableNotFound),
  fromTableId: requiredId(FLOOR_MESSAGES.tableNotFound),
});
export type MergeTablesBody = z.output<typeof mergeTablesBody>;

/** Seats and courses (Settings › Tables): seat numbers per line, the store's courses in serving order, auto-fire. */
export const tableServiceSettingsBody = z.object({
  seatNumbers: z.enum(SEAT_NUMBER_MODES, { error: TABLE_SERVICE_MESSAGES.seatNumbersInvalid }),
  courses: z
    .array(
      z
        .string({ error: TABLE_SERVICE_MESSAGES.coursesInvalid })
        .trim()
        .min(1, TABLE_SERVICE_MESSAGES.coursesInvalid)
        .max(COURSE_NAME_MAX_LENGTH, TABLE_SERVICE_MESSAGES.coursesInvalid),
      { error: TABLE_SERVICE_MESSAGES.coursesInvalid },
    )
    .max(MAX_COURSES, TABLE_SERVICE_MESSAGES.coursesInvalid)
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, TABLE_SERVICE_MESSAGES.coursesInvalid),
  autoFireMinutes: z
    .number({ error: TABLE_SERVICE_MESSAGES.autoFireInvalid })
    .int(TABLE_SERVICE_MESSAGES.autoFireInvalid)
    .min(1, TABLE_SERVICE_MESSAGES.autoFireInvalid)
    .max(120, TABLE_SERVICE_MESSAGES.autoFireInvalid)
    .nullable(),
});
export type TableServiceSettingsBody = z.output<typeof tableServiceSettingsBody>;

/** Fire a held course of an order: it goes to the kitchen now. */
export const fireCourseBody = z.object({
  course: requiredText(TABLE_SERVICE_MESSAGES.coursesInvalid, COURSE_NAME_MAX_LENGTH),
});

/** isFired: false when it had been fired already (by another till, a retry or auto-fire): nothing sent twice. */
export const fireCourseResponse = z.object({ message: z.string(), isFired: z.boolean() });
