// The one hook into the POS register: a new order for a table, its guests and Dine-In chosen, then the register.
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { batch } from '../../../shared/state';
import { resetPos, setPosDeliveryType, setPosGuests, setPosTable } from '../pos/posState';

export function startTableOrder(tableId: number, guests: number | null): void {
  batch(() => {
    resetPos();
    setPosDeliveryType('dinein');
    setPosTable(tableId);
    setPosGuests(guests);
  });
  goTo(PAGES.pos.path);
}
