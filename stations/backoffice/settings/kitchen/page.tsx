// Settings > Kitchen: the prep stations (name, the URL name of their screen, the categories and single
// items routed to each; a category or an item goes to one station, and saving a station takes them from any other)
// and the ticket times (the ages, by the server's clock, at which a kitchen ticket turns amber and red).
import { useState } from 'react';
import {
  addPrepStation,
  deletePrepStation,
  getKitchenSettings,
  getPrepStations,
  updateKitchenSettings,
  updatePrepStation,
} from '../../../../shared/api/kitchen';
import { listCategories, listMenuItems } from '../../../../shared/api/menu';
import { getStockSettings, saveStockSettings } from '../../../../shared/api/stock';
import { stockSettingsBody, type StockSettingsResponse } from '../../../../shared/contract/stock';
import { kitchenSettingsBody, prepStationBody, type KitchenSettingsDto, type PrepStationDto } from '../../../../shared/contract/kitchen';
import { KITCHEN_STATION_PARAM, slugify } from '../../../../shared/domain/kitchen';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { PAGES } from '../../../../shared/domain/navigation/sitemap';
import { CheckboxGroup } from '../../../../shared/ui/forms/CheckboxGroup';
import { Checkbox, FieldRow, NumberField, TextField } from '../../../../shared/ui/forms/Field';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as common from '../../common/common.css';
import { saveChecked } from '../../common/feedback';
import { SettingsForm } from '../../common/FormPage';
import { EditFormDialog, ListCards, ListPage, type EditDialogProps } from '../../common/ListPage';
import { LoadView, SectionHeader } from '../../common/Section';
import { settingsPage } from '../settingsPages';
import * as css from './kitchen.css';

interface Named {
  id: number;
  title: string;
}

/** A station with the names of what is routed to it, for its card. */
interface StationRow extends PrepStationDto {
  categories: string[];
  items: string[];
}

interface MenuChoices {
  categories: Named[];
  items: Named[];
}

async function loadMenuChoices(): Promise<MenuChoices> {
  const [categories, items] = await Promise.all([listCategories(), listMenuItems()]);
  return { categories: categories.categories, items: items.menuItems };
}

function titlesOf(list: readonly Named[], ids: readonly number[]): string[] {
  return ids.map((id) => list.find((entry) => entry.id === id)?.title).filter((title): title is string => Boolean(title));
}

/** How a choice reads in the dialog: its title, and the station it goes to now when that is another one. */
function choiceLabel(list: readonly Named[], elsewhere: ReadonlyMap<string, string>) {
  return (id: string) => {
    const title = list.find((entry) => String(entry.id) === id)?.title ?? id;
    const station = elsewhere.get(id);
    return station ? `${title} (now ${station})` : title;
  };
}

async function loadStations(): Promise<StationRow[]> {
  const [stations, menu] = await Promise.all([getPrepStations(), loadMenuChoices()]);
  return stations.map((station) => ({
    ...station,
    categories: titlesOf(menu.categories, station.categoryIds),
    items: titlesOf(menu.items, station.itemIds),
  }));
}

const stationScreenPath = (slug: string) => `${PAGES.kitchen.path}?${KITCHEN_STATION_PARAM}=${encodeURIComponent(slug)}`;

export default function KitchenSettingsPage() {
  return (
    <>
      <ListPage
        title={settingsPage('kitchen').title}
        description="Prep stations: each has its own kitchen screen, showing the lines of the categories and items routed to it."
        load={loadStations}
        remove={(row) => deletePrepStation(row.id)}
        empty={{
          icon: 'kitchen',
          title: 'No prep stations yet.',
          description: 'Without stations, the kitchen screen shows every line (it always does at /dashboard/kitchen).',
        }}
        renderRows={(stations, actions) => (
          <ListCards
            label="Prep stations"
            rows={stations}
            actions={actions}
            titleOf={(station) => station.name}
            renderDetails={(station) => <StationDetails station={station} />}
          />
        )}
        EditDialog={StationDialog}
      />
      <TicketTimes />
      <DayStartStock />
    </>
  );
}

function StationDetails({ station }: { station: StationRow }) {
  return (
    <>
      <p className={common.cardMeta}>
        Screen: <a href={stationScreenPath(station.slug)}>{stationScreenPath(station.slug)}</a>
      </p>
      <p className={common.cardMeta}>Categories: {station.categories.join(', ') || 'none'}</p>
      <p className={common.cardMeta}>Single items: {station.items.join(', ') || 'none'}</p>
    </>
  );
}

async function loadDialogData(): Promise<MenuChoices & { stations: PrepStationDto[] }> {
  const [menu, stations] = await Promise.all([loadMenuChoices(), getPrepStations()]);
  return { ...menu, stations };
}

function StationDialog(props: EditDialogProps<StationRow>) {
  const { row } = props;
  const { state } = useLoad(loadDialogData);
  const [name, setName] = useState(row?.name ?? '');
  // The URL name follows the name until someone types one.
  const [slug, setSlug] = useState(row?.slug ?? '');
  const [isSlugEdited, setIsSlugEdited] = useState(row !== null);
  const [categoryIds, setCategoryIds] = useState<string[]>(row?.categoryIds.map(String) ?? []);
  const [itemIds, setItemIds] = useState<string[]>(row?.itemIds.map(String) ?? []);
  const shownSlug = isSlugEdited ? slug : slugify(name);

  const save = () =>
    saveChecked(prepStationBody, { name, slug: shownSlug, categoryIds: categoryIds.map(Number), itemIds: itemIds.map(Number) }, (body) =>
      row ? updatePrepStation(row.id, body) : addPrepStation(body),
    );

  return (
    <EditFormDialog {...props} noun="Prep Station" save={save}>
      <FieldRow>
        <TextField label="Name" isRequired value={name} onValueChange={setName} maxLength={60} placeholder="Grill" />
        <TextField
          label="URL name"
          isRequired
          value={shownSlug}
          onValueChange={(value) => {
            setIsSlugEdited(true);
            setSlug(value);
          }}
          maxLength={40}
          placeholder="grill"
          hint={`Its screen: ${stationScreenPath(shownSlug || 'grill')}`}
        />
      </FieldRow>
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(data) => {
          // Where each category or item goes now (another station's, shown beside it: saving moves it here).
          const elsewhere = (ids: (station: PrepStationDto) => number[]) =>
            new Map(
              data.stations
                .filter((station) => station.id !== row?.id)
                .flatMap((station) => ids(station).map((id) => [String(id), station.name] as const)),
            );
          const categoryAt = elsewhere((station) => station.categoryIds);
          const itemAt = elsewhere((station) => station.itemIds);
          return (
            <div className={css.routing}>
              <CheckboxGroup
                legend="Categories"
                hint="Every item of these categories comes to this station."
                options={data.categories.map((category) => String(category.id))}
                values={categoryIds}
                onChange={setCategoryIds}
                labelOf={choiceLabel(data.categories, categoryAt)}
              />
              <CheckboxGroup
                legend="Single items"
                hint="These come here whatever their category says."
                options={data.items.map((item) => String(item.id))}
                values={itemIds}
                onChange={setItemIds}
                labelOf={choiceLabel(data.items, itemAt)}
              />
            </div>
          );
        }}
      </LoadView>
    </EditFormDialog>
  );
}

function TicketTimes() {
  const { state, reload } = useLoad(getKitchenSettings);
  return (
    <section className={css.section} aria-labelledby="kitchen-ticket-times">
      <SectionHeader
        title="Ticket times"
        documentTitle={settingsPage('kitchen').title}
        description="A ticket turns amber, then red, this many minutes after the order was placed (the server's clock)."
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {(settings) => <TicketTimesForm key={JSON.stringify(settings)} settings={settings} onSaved={reload} />}
      </LoadView>
    </section>
  );
}

function TicketTimesForm({ settings, onSaved }: { settings: KitchenSettingsDto; onSaved: () => Promise<void> }) {
  const [warnMinutes, setWarnMinutes] = useState(String(settings.warnMinutes));
  const [lateMinutes, setLateMinutes] = useState(String(settings.lateMinutes));
  const save = () => saveChecked(kitchenSettingsBody, { warnMinutes, lateMinutes }, updateKitchenSettings);
  return (
    <SettingsForm label="Ticket times" save={save} onSaved={onSaved}>
      <FieldRow>
        <NumberField label="Amber after (minutes)" isRequired isInteger value={warnMinutes} onValueChange={setWarnMinutes} />
        <NumberField label="Red after (minutes)" isRequired isInteger value={lateMinutes} onValueChange={setLateMinutes} />
      </FieldRow>
      <p className={common.cardMeta}>{`Bumped tickets can be recalled for ${settings.recallMinutes} minutes.`}</p>
    </SettingsForm>
  );
}

/** What the business day's start does to 86 and counts (off by default; the day turns at the drawers' cutoff). */
function DayStartStock() {
  const { state, reload } = useLoad(getStockSettings);
  return (
    <section className={css.section} aria-label="86 and counts at the day's start">
      <SectionHeader
        title="86 and counts at the day's start"
        documentTitle={settingsPage('kitchen').title}
        description="When the business day turns, start it with fresh counts and everything back on."
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {(settings) => <DayStartStockForm key={JSON.stringify(settings)} settings={settings} onSaved={reload} />}
      </LoadView>
    </section>
  );
}

function DayStartStockForm({ settings, onSaved }: { settings: StockSettingsResponse; onSaved: () => Promise<void> }) {
  const [resetCounts, setResetCounts] = useState(settings.resetCounts);
  const [liftOuts, setLiftOuts] = useState(settings.liftOuts);
  const save = () => saveChecked(stockSettingsBody, { resetCounts, liftOuts }, saveStockSettings);
  return (
    <SettingsForm label="86 and counts at the day's start" save={save} onSaved={onSaved}>
      <Checkbox label="Clear every stock count" checked={resetCounts} onCheckedChange={setResetCounts} />
      <Checkbox label="Lift every 86" checked={liftOuts} onCheckedChange={setLiftOuts} />
      <p className={common.cardMeta}>
        {`The business day turns at ${settings.dayCutoff} (the drawers' cutoff). ` +
          (settings.lastResetDate ? `Last reset: business day ${settings.lastResetDate}.` : 'Not reset yet.')}
      </p>
    </SettingsForm>
  );
}
