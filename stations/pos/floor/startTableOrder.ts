// The one hook into the POS register: an order for a table, its guests and Dine-In chosen, then the register. The
// cart is left as it is: a cashier's lines are never dropped by a tap on the floor (the register empties it after
// every order sent).
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { batch } from '../../../shared/state';
import { setPosDeliveryType, setPosGuests, setPosTable } from '../register/posState';

export function startTableOrder(tableId: number, guests: number | null): void {
  batch(() => {
    setPosDeliveryType('dinein');
    setPosTable(tableId);
    setPosGuests(guests);
  });
  goTo(PAGES.pos.path);
}
