// What is 86'd or counted, as this till knows it: read at start, again on every stock_changed (after the server's
// commit, so a till greys an item the kitchen 86'd within the socket's round trip) and after a reconnect.
import { useEffect } from 'react';
import { getStock, setChoiceStock, setItemStock } from '../../../shared/api/stock';
import type { StockDto } from '../../../shared/contract/stock';
import { getSocket } from '../../../shared/realtime/socket';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { computed, signal } from '../../../shared/state';

const posStock = signal<readonly StockDto[]>([]);

/** By `item:<id>` and `choice:<id>`. */
export const posStockByKey = computed(() => new Map(posStock.value.map((row) => [`${row.kind}:${row.id}`, row])));

async function refreshStock(): Promise<void> {
  try {
    posStock.value = await getStock();
  } catch {
    // Offline: the last list stays; the next connect reads it again.
  }
}

export function usePosStock(): void {
  useEffect(() => {
    void refreshStock();
    const socket = getSocket();
    const refresh = () => void refreshStock();
    socket.on('stock_changed', refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off('stock_changed', refresh);
      socket.off('connect', refresh);
    };
  }, []);
}

/** 86 an item or a choice (isOut), or put it back on with no count. */
export async function markOut(kind: 'item' | 'choice', id: number, isOut: boolean): Promise<void> {
  const body = { isOut, count: null, lowLevel: null };
  try {
    const answer = await (kind === 'item' ? setItemStock(id, body) : setChoiceStock(id, body));
    notifySuccess(answer.message);
    await refreshStock();
  } catch (error) {
    notifyApiError(error, 'Could not change the stock. Please try again!');
  }
}
