// A ticket that does not fit the rest of a column continues at the top of the next one (kitchen.css.ts); that part
// has no header, so its first line is marked to show the token and "cont." above it. CSS cannot tell which line a
// column starts with, so this reads the layout: a line further right than the line before it starts a column.
// Marking a line only adds height below the lines already placed, so one pass in document order is exact.
const CONTINUED = 'data-continued';

export function markContinuedLines(board: HTMLElement): void {
  for (const line of board.querySelectorAll(`[${CONTINUED}]`)) line.removeAttribute(CONTINUED);
  for (const ticket of board.querySelectorAll<HTMLElement>('[data-testid="kitchen-order"]')) {
    let previousLeft: number | null = null;
    for (const line of ticket.querySelectorAll<HTMLElement>('li[data-mine]')) {
      const left = line.getBoundingClientRect().left;
      if (previousLeft !== null && Math.abs(left - previousLeft) > 1) line.setAttribute(CONTINUED, `Token ${ticket.dataset.token} · cont.`);
      previousLeft = left;
    }
  }
}
