// A ticket taller than a column continues at the top of the next one (kitchen.css.ts); that part has no header,
// so its first line is marked to show the token and "cont." above it. CSS cannot tell which line a column starts
// with, so this reads the layout: a line further right than the line before it starts a column. Marking a line
// only adds height below the lines already placed, so one pass in document order is exact.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const CONTINUED = 'data-continued';

function markContinuedLines(board: HTMLElement): void {
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

/** Marks the board's continued lines after every render and whenever the board changes size (sidebar, full screen). */
export function useContinuedLines(boardRef: RefObject<HTMLElement | null>): void {
  const observed = useRef<{ element: HTMLElement; observer: ResizeObserver } | null>(null);
  useLayoutEffect(() => {
    const element = boardRef.current;
    if (observed.current?.element !== element) {
      observed.current?.observer.disconnect();
      observed.current = null;
      if (element && typeof ResizeObserver !== 'undefined') {
        const observer = new ResizeObserver(() => markContinuedLines(element));
        observer.observe(element);
        observed.current = { element, observer };
      }
    }
    if (element) markContinuedLines(element);
  });
  useEffect(() => () => observed.current?.observer.disconnect(), []);
}
