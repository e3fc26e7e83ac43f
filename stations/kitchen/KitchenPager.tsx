// Where the kitchen's pages stand (boardPages.ts): "Page 2/5 · 18 more →" with the arrows that turn them, and the
// cue over the board's corner when new tickets land on another page (a tap goes there). Part of the header tools'
// lazy chunk (KitchenTools.tsx): the pages are laid out at once, their buttons come a moment later.
import type { BoardPages } from './boardPages';
import * as css from './kitchen.css';

interface PagerProps {
  pages: BoardPages;
  /** Turns the pages: 1 forward, -1 back (and more, to a page further away). */
  onPage: (delta: number) => void;
}

export function KitchenPager({ pages, onPage }: PagerProps) {
  const { page, pageCount, laterCount } = pages;
  return (
    <nav className={css.pager} aria-label="Ticket pages">
      <button type="button" className={css.pageButton} aria-label="Previous page" disabled={page === 0} onClick={() => onPage(-1)}>
        ←
      </button>
      <span className={css.pageIndicator} data-testid="kitchen-page" aria-live="polite">
        {`Page ${page + 1}/${pageCount}${laterCount > 0 ? ` · ${laterCount} more →` : ''}`}
      </span>
      <button type="button" className={css.pageButton} aria-label="Next page" disabled={page >= pageCount - 1} onClick={() => onPage(1)}>
        →
      </button>
    </nav>
  );
}

export function NewTicketsCue({ pages, onPage }: PagerProps) {
  const cue = pages.newCue;
  if (!cue) return null;
  return (
    <button
      type="button"
      className={css.newTicketsCue}
      data-testid="kitchen-new-tickets"
      aria-live="polite"
      onClick={() => onPage(cue.page - pages.page)}
    >
      {`${cue.count} new on page ${cue.page + 1} ${cue.page > pages.page ? '→' : '←'}`}
    </button>
  );
}
