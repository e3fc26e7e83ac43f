// Where the POS opens on this device (read by the POS bundle alone, so not re-exported by ./index.ts).
import { STORAGE_KEYS } from '../domain/access/session';
import { signal } from './signals';
import { readStored, writeStored } from './storage';

/**
 * A dine-in till opens the POS on the floor plan: the staff's choice on that device, kept across sign-ins (a counter
 * till and a server's tablet in one store differ). Off by default: the register stays the POS's first screen.
 */
export const posStartsOnFloor = signal<boolean>(
  readStored(STORAGE_KEYS.posStartsOnFloor, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false,
);

export function setPosStartsOnFloor(startsOnFloor: boolean): void {
  posStartsOnFloor.value = startsOnFloor;
  writeStored(STORAGE_KEYS.posStartsOnFloor, startsOnFloor);
}
