// All-day counts: how many of each item (and variant) this screen still has to make across its open
// tickets, from the board the server sent (so it changes with every refetch, exactly).
import type { AllDayCountDto } from '../../shared/contract/kitchen';
import * as css from './allDay.css';

export function AllDayPanel({ counts }: { counts: readonly AllDayCountDto[] }) {
  return (
    <aside className={css.allDay} aria-labelledby="kitchen-all-day">
      <h2 id="kitchen-all-day" className={css.allDayTitle}>
        All day
      </h2>
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
