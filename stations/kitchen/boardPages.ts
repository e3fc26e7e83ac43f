// The kitchen TV shows its tickets a page at a time: a page is the columns that fit the screen (kitchen.css.ts),
// the next page the columns after them, shown by shifting the board, never by a sideways scroll. After each new
// board and each resize this fits the dish names (nameFit.ts), marks the continued lines (continuedLines.ts) and reads
// which page each ticket starts on. Tickets that arrive after the first board are "new" until their page is shown,
// so a cue can say where they landed. Everything it keeps is rebuilt from the current tickets: nothing grows.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { markContinuedLines } from './continuedLines';
import { fitItemNames } from './nameFit';

const CARD_SELECTOR = '[data-testid="kitchen-order"]';

interface PageLayout {
  /** The page each ticket starts on, by order id. */
  startPage: ReadonlyMap<number, number>;
  pageCount: number;
  /** Width of one page (the columns on screen and one column gap): the shift from one page to the next. */
  stride: number;
  /** All of the above in one string: an unchanged layout keeps its object (and renders nothing). */
  key: string;
}

const EMPTY_LAYOUT: PageLayout = { startPage: new Map(), pageCount: 1, stride: 0, key: '' };

export interface BoardPages {
  /** 0-based page on screen. */
  page: number;
  pageCount: number;
  /** Tickets starting on a later page than the one on screen. */
  laterCount: number;
  /** Tickets that arrived since the first board and wait on another page: the nearest such page and how many. */
  newCue: { page: number; count: number } | null;
  /** Shows `page` (clamped); answers the page shown. */
  goTo: (page: number) => number;
  /** Shows the page a ticket starts on (the keyboard's frame moved to it). */
  showTicket: (orderId: number) => void;
  /** The oldest ticket starting on `page`. */
  firstTicketOn: (page: number) => number | undefined;
}

/** Fits the names, marks the continued lines, then reads where each ticket starts (`shift`: the board's shift now). */
function layoutOf(viewport: HTMLElement, board: HTMLElement, shift: number): PageLayout {
  fitItemNames(board);
  markContinuedLines(board);
  const style = getComputedStyle(board);
  const gap = Number.parseFloat(style.columnGap) || 0;
  const contentWidth = board.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
  const stride = contentWidth + gap;
  if (stride <= 0) return EMPTY_LAYOUT;
  const origin = viewport.getBoundingClientRect().left;
  const startPage = new Map<number, number>();
  let lastPage = 0;
  for (const card of board.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
    const rects = card.getClientRects();
    const pageAt = (rect: DOMRect | undefined) => (rect ? Math.max(0, Math.floor((rect.left - origin + shift + 1) / stride)) : 0);
    startPage.set(Number(card.dataset.orderId), pageAt(rects[0]));
    lastPage = Math.max(lastPage, pageAt(rects[rects.length - 1]));
  }
  return { startPage, pageCount: lastPage + 1, stride, key: `${stride} ${lastPage} ${[...startPage].join()}` };
}

/** Of these new tickets, the ones still waiting on a page other than `shown`. */
function unseenOn(ids: readonly number[], layout: PageLayout, shown: number): ReadonlySet<number> {
  return new Set(ids.filter((id) => layout.startPage.get(id) !== shown));
}

/** `ticketIds`: the board's tickets oldest first, or null before the first board. */
export function useBoardPages(
  viewportRef: RefObject<HTMLElement | null>,
  boardRef: RefObject<HTMLUListElement | null>,
  ticketIds: readonly number[] | null,
): BoardPages {
  const [layout, setLayout] = useState<PageLayout>(EMPTY_LAYOUT);
  const [wantedPage, setWantedPage] = useState(0);
  const page = Math.min(wantedPage, layout.pageCount - 1);
  /** New tickets whose page has not been shown yet. */
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(() => new Set());
  const knownIds = useRef<ReadonlySet<number> | null>(null);
  const appliedShift = useRef(0);
  const shownPage = useRef(0);
  const measure = useRef<() => void>(() => {});

  // Laying out a full board costs tens of milliseconds, so only a new board or a resize (full screen, a ticket
  // growing) is measured again, not every render (the minutes tick). The observer follows the viewport, which comes
  // and goes with the tickets. Tickets that were not on the previous board are new (none on the first one) until their
  // page is shown; gone ones are forgotten.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const board = boardRef.current;
    if (ticketIds === null) return;
    const known = knownIds.current;
    knownIds.current = new Set(ticketIds);
    const arrived = new Set(known === null ? [] : ticketIds.filter((id) => !known.has(id)));
    measure.current = () => {
      const next = viewport && board ? layoutOf(viewport, board, appliedShift.current) : EMPTY_LAYOUT;
      setLayout((previous) => (previous.key === next.key ? previous : next));
      setUnseen((previous) =>
        unseenOn(
          ticketIds.filter((id) => previous.has(id) || arrived.has(id)),
          next,
          shownPage.current,
        ),
      );
    };
    measure.current();
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(viewport);
    // A ticket that changes height (its age grows a digit, a line's button changes) moves the tickets after it.
    for (const card of board?.querySelectorAll(CARD_SELECTOR) ?? []) observer.observe(card);
    return () => observer.disconnect();
  }, [viewportRef, boardRef, ticketIds]);

  // A page is shown by shifting the board by whole pages.
  useLayoutEffect(() => {
    shownPage.current = page;
    const board = boardRef.current;
    if (!board) return;
    appliedShift.current = page * layout.stride;
    board.style.transform = appliedShift.current > 0 ? `translateX(${-appliedShift.current}px)` : '';
  });

  function goTo(target: number): number {
    const clamped = Math.max(0, Math.min(target, layout.pageCount - 1));
    setWantedPage(clamped);
    setUnseen((previous) => unseenOn([...previous], layout, clamped));
    return clamped;
  }

  const waiting = [...unseen].map((id) => layout.startPage.get(id)).filter((at): at is number => at !== undefined && at !== page);
  const cuePage = waiting.reduce<number | null>(
    (best, at) => (best === null || Math.abs(at - page) < Math.abs(best - page) ? at : best),
    null,
  );
  return {
    page,
    pageCount: layout.pageCount,
    laterCount: [...layout.startPage.values()].filter((start) => start > page).length,
    newCue: cuePage === null ? null : { page: cuePage, count: waiting.filter((at) => at === cuePage).length },
    goTo,
    showTicket(orderId) {
      const target = layout.startPage.get(orderId);
      if (target !== undefined && target !== page) goTo(target);
    },
    firstTicketOn(target) {
      return ticketIds?.find((id) => layout.startPage.get(id) === target);
    },
  };
}
