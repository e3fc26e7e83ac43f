// What the kitchen's keys do once useKitchenKeys.ts has claimed them. The frame moves over the tickets as
// they stand on screen: up and down inside a column, left and right to the nearest column at about the same height.
import type { KitchenKeyActions } from './useKitchenKeys';

const CARD_SELECTOR = '[data-testid="kitchen-order"]';
/** Two cards whose left edges are this close are in the same column. */
const SAME_COLUMN_PX = 24;

type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
type Box = Pick<DOMRect, 'left' | 'top'>;

/** The first fragment's box (a ticket split across two columns starts in the first). */
function boxOf(element: Element): Box {
  return element.getClientRects()[0] ?? element.getBoundingClientRect();
}

/**
 * The card the frame moves to from `from` (an index into `boxes`, in screen order), or -1 to stay.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function cardInDirection(boxes: readonly Box[], from: number, direction: Direction): number {
  const current = boxes[from];
  if (!current) return boxes.length > 0 ? 0 : -1;
  const isVertical = direction === 'ArrowDown' || direction === 'ArrowUp';
  const sign = direction === 'ArrowDown' || direction === 'ArrowRight' ? 1 : -1;
  let best = -1;
  let bestScore = Infinity;
  boxes.forEach((box, index) => {
    const dx = (box.left - current.left) * sign;
    const dy = (box.top - current.top) * sign;
    const sameColumn = Math.abs(box.left - current.left) < SAME_COLUMN_PX;
    // Up and down stay in the column; left and right take the nearest column, then the nearest height in it.
    const score = isVertical
      ? sameColumn && dy > 0
        ? dy
        : Infinity
      : dx > SAME_COLUMN_PX
        ? dx * 10_000 + Math.abs(box.top - current.top)
        : Infinity;
    if (score < bestScore) {
      best = index;
      bestScore = score;
    }
  });
  // Past the end of a column, down and up go on in screen order (the next column's top, the previous one's bottom).
  if (best === -1 && isVertical) {
    const next = from + sign;
    return next >= 0 && next < boxes.length ? next : -1;
  }
  return best;
}

/** Runs a key useKitchenKeys has claimed (and kept from the page). */
export function runKitchenKey(key: string, board: HTMLElement | null, actions: KitchenKeyActions): void {
  const { ticketIds: ids, focusedId } = actions;
  const frame = (orderId: number | undefined) => {
    if (orderId === undefined) return;
    actions.setFocusedId(orderId);
    const card = board?.querySelector<HTMLElement>(`${CARD_SELECTOR}[data-order-id="${orderId}"]`);
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  if (key === '?') return actions.onToggleKeyMap();
  if (key === 'r' || key === 'R') return actions.onRecallLast();
  if (key === 'Enter') return focusedId === null ? undefined : actions.onBump(focusedId);
  if (key === 'PageDown') return actions.onPage(1);
  if (key === 'PageUp') return actions.onPage(-1);
  if (key === 'Home') return frame(ids[0]);
  if (key === 'End') return frame(ids[ids.length - 1]);
  const cards = [...(board?.querySelectorAll<HTMLElement>(CARD_SELECTOR) ?? [])];
  const from = cards.findIndex((card) => Number(card.dataset.orderId) === focusedId);
  if (from < 0) return frame(ids[0]);
  const next = cards[cardInDirection(cards.map(boxOf), from, key as Direction)];
  if (next) frame(Number(next.dataset.orderId));
}
