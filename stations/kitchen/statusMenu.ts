// The kitchen status menu's code, fetched with the first tap on any ticket's Set status (or when the page is idle):
// the menu button and its actions (the four statuses, and Reprint ticket on the network printers).
import { reprintOrder } from '../../shared/api/printers';
import type { KitchenTicketDto } from '../../shared/contract/kitchen';
import { KITCHEN_STATUSES, KITCHEN_STATUS_LABELS, type KitchenStatus } from '../../shared/domain/orders';
import { notifyApiError, notifySuccess } from '../../shared/shell/toast';
import type { MenuAction } from '../../shared/ui/MenuButton';

export { MenuButton } from '../../shared/ui/MenuButton';

export function statusMenuActions(
  ticket: KitchenTicketDto,
  onKitchenStatus: (ticket: KitchenTicketDto, status: KitchenStatus) => unknown,
): MenuAction[] {
  return [
    ...KITCHEN_STATUSES.map((value) => ({
      key: value,
      label: KITCHEN_STATUS_LABELS[value].label,
      isChecked: value === ticket.status_kitchen,
      onSelect: () => void onKitchenStatus(ticket, value),
    })),
    // The order's tickets again on the network printers, marked REPRINT.
    { key: 'reprint', label: 'Reprint ticket', onSelect: () => void reprintTicket(ticket.id) },
  ];
}

async function reprintTicket(orderId: number): Promise<void> {
  try {
    notifySuccess((await reprintOrder(orderId)).message);
  } catch (error) {
    notifyApiError(error, 'The ticket could not be printed again.');
  }
}
