// The ordered list of migrations. Static imports (no directory globbing) so it works under tsx,
// bundlers and tests alike. Add new ones at the end with a later timestamp name.
import type { Migration } from 'kysely';
import type { Dialect } from '../client';
import { initialMigration } from './2026112201_initial';
import { menuItemsTaxIndexMigration } from './2026112202_menu_items_tax_index';
import { ordersMigration } from './2026112210_orders';
import { reservationsMigration } from './2026112220_reservations';
import { reportIndexesMigration } from './2026112221_report_indexes';
import { socketIoAttachmentsMigration } from './2026112230_socket_io_attachments';
import { sharedThrottlesMigration } from './2026112240_shared_throttles';
import { auditTrailMigration } from './2026112501_audit_trail';
import { voidReasonsMigration } from './2026112502_void_reasons';
import { creditNotesMigration } from './2026112503_credit_notes';
import { discountsTipsMigration } from './2026112504_discounts_tips';
import { splitBillsMigration } from './2026112505_split_bills';
import { orderStoredTotalsMigration } from './2026112250_order_stored_totals';
import { proKitchenMigration } from './2026112510_pro_kitchen';
import { auditKeysetIndexesMigration } from './2026112511_audit_keyset_indexes';
import { placeOrderFunctionMigration } from './2026112520_place_order_function';
import { lineCompletedStationMigration } from './2026112703_line_completed_station';
import { defaultPaymentTypeMigration } from './2026112706_default_payment_type';
import { serviceChargeMigration } from './2026112710_service_charge';
import { cashRoundingMigration } from './2026112711_cash_rounding';
import { floorPlanMigration } from './2026112720_floor_plan';
import { printersMigration } from './2026112730_printers';
import { modifiersMigration } from './2026112740_modifiers';
import { stockMigration } from './2026112740_stock';
import { cashDrawersMigration } from './2026112750_cash_drawers';
import { zReportsMigration } from './2026112750_z_reports';
import { seatsAndCoursesMigration } from './2026112760_seats_and_courses';
import { stockDayResetMigration } from './2026112770_stock_day_reset';
import { receiptPrintingMigration } from './2026112780_receipt_printing';
import { orderRoundsMigration } from './2026112790_order_rounds';

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '2026112201_initial': initialMigration(dialect),
    '2026112202_menu_items_tax_index': menuItemsTaxIndexMigration(),
    '2026112210_orders': ordersMigration(dialect),
    '2026112220_reservations': reservationsMigration(dialect),
    '2026112221_report_indexes': reportIndexesMigration(),
    '2026112230_socket_io_attachments': socketIoAttachmentsMigration(dialect),
    '2026112240_shared_throttles': sharedThrottlesMigration(),
    '2026112250_order_stored_totals': orderStoredTotalsMigration(),
    '2026112501_audit_trail': auditTrailMigration(dialect),
    '2026112502_void_reasons': voidReasonsMigration(),
    '2026112503_credit_notes': creditNotesMigration(dialect),
    '2026112504_discounts_tips': discountsTipsMigration(dialect),
    '2026112505_split_bills': splitBillsMigration(dialect),
    '2026112510_pro_kitchen': proKitchenMigration(dialect),
    '2026112511_audit_keyset_indexes': auditKeysetIndexesMigration(),
    '2026112520_place_order_function': placeOrderFunctionMigration(dialect),
    '2026112703_line_completed_station': lineCompletedStationMigration(),
    '2026112706_default_payment_type': defaultPaymentTypeMigration(),
    '2026112710_service_charge': serviceChargeMigration(dialect),
    '2026112711_cash_rounding': cashRoundingMigration(dialect),
    '2026112720_floor_plan': floorPlanMigration(dialect),
    '2026112730_printers': printersMigration(dialect),
    '2026112740_modifiers': modifiersMigration(dialect),
    '2026112740_stock': stockMigration(dialect),
    '2026112750_cash_drawers': cashDrawersMigration(dialect),
    '2026112750_z_reports': zReportsMigration(dialect),
    '2026112760_seats_and_courses': seatsAndCoursesMigration(dialect),
    '2026112770_stock_day_reset': stockDayResetMigration(),
    '2026112780_receipt_printing': receiptPrintingMigration(),
    '2026112790_order_rounds': orderRoundsMigration(),
  };
}
