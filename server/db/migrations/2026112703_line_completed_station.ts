// The prep station each order line was completed at, kept on the line (id and name), so the Reports kitchen tile
// reads history as it happened: moving a category to another station or deleting a station no longer moves or
// drops past times. Lines completed before this migration get the routing of the moment they are migrated (the
// best there is). Also frees the slug `expo`, which bump and recall now use to name the all-stations screen.
import { type Kysely, type Migration, sql } from 'kysely';

export function lineCompletedStationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // No foreign key: the line keeps the station after the station is deleted.
      await db.schema.alterTable('order_items').addColumn('completed_station_id', 'integer').execute();
      await db.schema.alterTable('order_items').addColumn('completed_station_name', 'text').execute();
      await sql`
        update order_items set completed_station_id = coalesce(
          (select prep_station_items.station_id from prep_station_items where prep_station_items.item_id = order_items.item_id),
          (select prep_station_categories.station_id from prep_station_categories
             inner join menu_items on menu_items.category_id = prep_station_categories.category_id
             where menu_items.id = order_items.item_id))
        where completed_at is not null`.execute(db);
      await sql`
        update order_items set completed_station_name =
          (select prep_stations.name from prep_stations where prep_stations.id = order_items.completed_station_id)
        where completed_station_id is not null`.execute(db);
      await sql`update prep_stations set slug = ${'expo-'} || cast(id as text) where slug = ${'expo'}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').dropColumn('completed_station_name').execute();
      await db.schema.alterTable('order_items').dropColumn('completed_station_id').execute();
    },
  };
}
