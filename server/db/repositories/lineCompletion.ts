// What an order line records the first time it becomes completed or delivered: when, and the prep station it was
// routed to at that moment (id and name), so the kitchen timing report reads history as it happened whatever the
// routing or the stations become later. Later completions (delivered after completed) keep the first. In an
// UPDATE's SET, column references read the row as it was before the update, on SQLite and PostgreSQL alike.
import { type RawBuilder, sql } from 'kysely';

/** The line's station by today's routing: its item's own route, else its item's category's (null: none). */
const ROUTED_STATION = sql<number | null>`coalesce(
  (select prep_station_items.station_id from prep_station_items where prep_station_items.item_id = order_items.item_id),
  (select prep_station_categories.station_id from prep_station_categories
     inner join menu_items on menu_items.category_id = prep_station_categories.category_id
     where menu_items.id = order_items.item_id))`;

export interface FirstCompletion {
  completed_at: RawBuilder<string>;
  completed_station_id: RawBuilder<number | null>;
  completed_station_name: RawBuilder<string | null>;
}

/** SET values for `order_items` lines becoming completed or delivered `now`. */
export function firstCompletion(now: string): FirstCompletion {
  return {
    completed_at: sql<string>`coalesce(completed_at, ${now})`,
    completed_station_id: sql<number | null>`case when completed_at is null then ${ROUTED_STATION} else completed_station_id end`,
    completed_station_name: sql<string | null>`case when completed_at is null
      then (select prep_stations.name from prep_stations where prep_stations.id = ${ROUTED_STATION})
      else completed_station_name end`,
  };
}
