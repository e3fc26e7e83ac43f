// All-day counts: how many of each item (and variant) this screen still has to make across its open
// tickets, from the board the server sent (so it changes with every refetch, exactly). Beside its title, 86 opens the
// panel that marks items and choices out or counts them (a chunk of its own, fetched at the first tap): the all-day
// panel has room for it where the header's row has none at 1920 px with the sidebar open.
import { useState } from 'react';
import type { AllDayCountDto } from '../../shared/contract/kitchen';
import { notifyError } from '../../shared/shell/toast';
import { useLazyModule } from '../../shared/ui/deferred/lazyModule';
import * as css from './allDay.css';

const loadEightySixPanel = () => import('./EightySixPanel');

export function AllDayPanel({ counts }: { counts: readonly AllDayCountDto[] }) {
  const [isEightySixOpen, setEightySixOpen] = useState(false);
  const eightySix = useLazyModule(loadEightySixPanel, isEightySixOpen, () => {
    setEightySixOpen(false);
    notifyError('Could not open the 86 panel. Please try again!');
  });
  return (
    <aside className={css.allDay} aria-labelledby="kitchen-all-day">
      <div className={css.allDayHead}>
        <h2 id="kitchen-all-day" className={css.allDayTitle}>
          All day
        </h2>
        <button
          type="button"
          className={css.eightySixButton}
          onClick={() => setEightySixOpen(true)}
          aria-haspopup="dialog"
          title="86 and counts"
        >
          86
        </button>
      </div>
      {eightySix && isEightySixOpen ? <eightySix.EightySixPanel onClose={() => setEightySixOpen(false)} /> : null}
      {counts.length === 0 ? (
        <p className={css.allDayEmpty}>Nothing to make.</p>
      ) : (
        <ul className={css.allDayList} data-testid="all-day">
          {counts.map((count) => {
            const name = count.variant_title ? `${count.item_title} · ${count.variant_title}` : count.item_title;
            return (
              <li
                key={`${count.item_title}\u0000${count.variant_title ?? ''}`}
                className={css.allDayRow}
                aria-label={`${count.quantity} ${name}`}
              >
                <span className={css.allDayCount}>{count.quantity}</span>
                <span>{name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
