// Where the POS opens on this device (read by the POS bundle alone, so not re-exported by ./index.ts).
import { signal } from './signals';
import { readStored, writeStored } from './storage';

// Not in STORAGE_KEYS: that object is in every bundle's first load, the print popups' included.
const STARTS_ON_FLOOR_KEY = 'brigade__pos_starts_on_floor';

/**
 * A dine-in till opens the POS on the floor plan: the staff's choice on that device, kept across sign-ins (a counter
 * till and a server's tablet in one store differ). Off by default: the register stays the POS's first screen.
 */
export const posStartsOnFloor = signal<boolean>(
  readStored(STARTS_ON_FLOOR_KEY, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false,
);

export function setPosStartsOnFloor(startsOnFloor: boolean): void {
  posStartsOnFloor.value = startsOnFloor;
  writeStored(STARTS_ON_FLOOR_KEY, startsOnFloor);
}
