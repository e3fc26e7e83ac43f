// Audit trail: what the Activity page and the server call each recorded action. Pure (no zod), so the
// back office shows the labels without loading the contract, and the server writes the same names.

export const ACTIVITY_ACTIONS = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'user.added',
  'user.updated',
  'user.scope_changed',
  'user.password_reset',
  'user.deleted',
  'menu.price_changed',
  'order.voided',
  'order_item.voided',
  'order.items_added',
  'order_item.quantity_changed',
  'discount.given',
  'discount.removed',
  'discount.cut',
  'service_charge.removed',
  'manager.override',
  'invoice.refunded',
  'print.reprinted',
  'floor.area_changed',
  'floor.table_placed',
  'table.seated',
  'table.cleared',
  'order.moved',
  'order.lines_moved',
  'tables.merged',
  'tables.unmerged',
  'stock.eighty_sixed',
  'stock.restored',
  'stock.counted',
  'stock.day_reset',
  'drawer.opened',
  'drawer.pay_in',
  'drawer.pay_out',
  'drawer.safe_drop',
  'drawer.tip_out',
  'drawer.no_sale',
  'drawer.closed',
  'z_report.closed',
  'table_service.changed',
  'course.fired',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'user.added': 'User added',
  'user.updated': 'User updated',
  'user.scope_changed': 'Scopes changed',
  'user.password_reset': 'Password reset',
  'user.deleted': 'User deleted',
  'menu.price_changed': 'Price changed',
  'order.voided': 'Order voided',
  'order_item.voided': 'Line voided',
  'order.items_added': 'Items added',
  'order_item.quantity_changed': 'Quantity changed',
  'discount.given': 'Discount given',
  'discount.removed': 'Discount removed',
  'discount.cut': 'Discount cut to limit',
  'service_charge.removed': 'Service charge removed',
  'manager.override': 'Manager override',
  'invoice.refunded': 'Refund',
  'print.reprinted': 'Reprint',
  'floor.area_changed': 'Floor area changed',
  'floor.table_placed': 'Table placed',
  'table.seated': 'Guests seated',
  'table.cleared': 'Table cleared',
  'order.moved': 'Order moved',
  'order.lines_moved': 'Lines moved',
  'tables.merged': 'Tables merged',
  'tables.unmerged': 'Tables unmerged',
  'stock.eighty_sixed': '86',
  'stock.restored': '86 lifted',
  'stock.counted': 'Stock count set',
  'stock.day_reset': 'Stock reset at day start',
  'drawer.opened': 'Drawer opened',
  'drawer.pay_in': 'Pay in',
  'drawer.pay_out': 'Pay out',
  'drawer.safe_drop': 'Safe drop',
  'drawer.tip_out': 'Tip-out',
  'drawer.no_sale': 'No sale',
  'drawer.closed': 'Drawer closed',
  'z_report.closed': 'Z report',
  'table_service.changed': 'Seats and courses changed',
  'course.fired': 'Course fired',
};

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

/** Entries per page of GET /activity (newest first; the next page continues below the last id). */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;

/** What a print page reprints (POST /activity/reprint). */
export const REPRINT_DOCUMENTS = ['receipt', 'token', 'invoice', 'credit-note'] as const;
export type ReprintDocument = (typeof REPRINT_DOCUMENTS)[number];

export const ACTIVITY_MESSAGES = {
  invalidUser: 'Please choose a valid user!',
  invalidAction: 'Please choose a valid activity!',
  invalidCursor: 'Invalid request!',
  invalidReprint: 'Please say what was reprinted!',
  reprintRecorded: 'Reprint recorded.',
  reprintNotFound: 'The document to reprint was not found!',
  loadError: 'Error loading data, Try Later!',
  noActivity: 'No activity found! Change the Filter!',
} as const;
