// Spec 2.5 POS screen once init data is in: header (New, Drafts List, Table Orders), menu (~70%), cart
// (~30%) and the dialogs. Buttons, shortcuts and the help dialog all run the command registry.
// Over 300 lines: the one place the command registry meets the terminal's dialogs, shortcuts and outbox; the
// parts live in components/ and dialogs/.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PosInit, PosMenuItem } from '../../../shared/api/pos';
import { DELIVERY_TYPE_LABELS, POS_MESSAGES, type CustomerDto } from '../../../shared/contract/posTypes';
import { needsChoice, type CartLine, type Draft } from '../../../shared/domain/cart';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { ADD_ITEMS_NOTICES, roundOrderIdOf } from '../../../shared/domain/addItems';
import { useSearch } from 'wouter';
import { goTo } from '../../../shared/shell/station';
import { notifyError, notifySuccess } from '../../../shared/shell/toast';
import { useSignals } from '../../../shared/state';
import { outboxAttentionCount, outboxEntries, outboxWaitingCount, setEditingOutboxKey } from '../outbox/outboxState';
import {
  addToCart,
  changeCartLine,
  clearPosDrafts,
  deletePosDraft,
  isPosCartEmpty,
  loadDraftLines,
  posCart,
  posCustomer,
  posDeliveryType,
  posItemCount,
  posTableId,
  setPosDeliveryType,
  setPosTable,
  posTotals,
  setPosServiceCharge,
  setPosTableService,
  replaceCartLines,
  resetPos,
  saveCartAsDraft,
  setCartLineNotes,
  setPosCustomer,
} from './posState';
import { visuallyHidden } from '../../../shared/ui/a11y.css';
import { formatClockTime, formatDuration } from '../../../shared/ui/clock';
import { Icon } from '../../../shared/ui/Icon';
import { Loading } from '../../../shared/ui/Surface';
import { preloadWhenIdle, useLazyModule } from '../../../shared/ui/deferred/lazyModule';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import { ALL_CATEGORIES, countLabel, filterMenuItems, repriceLines, sameLines } from './catalog';
import { commandForKey, isTypingTarget, posCommand, type PosCommandContext } from './commands';
import { CartPanel, WALKIN_LABEL } from './components/CartPanel';
import { CommandButton, CommandContext } from './components/CommandButton';
import { MenuPanel } from './components/MenuPanel';
import { posStockByKey, usePosStock } from './stockState';
import type { Payment } from './dialogs/PaymentDialog';
import type { OutboxFlowState } from './dialogs/OutboxFlow';
import type { PlacedOrder } from './placeOrder';
import { openPrintWindow, PRINT_RECEIPT_PATH, PRINT_TOKEN_PATH } from './printWindow';
import * as css from './pos.css';

// The dialogs are one lazy chunk (./dialogs/index.ts), fetched when the browser is idle; so is sending an
// order (./placeOrder.ts with the outbox), which loads its checks (zod) in turn.
const loadDialogs = () => import('./dialogs');
const loadPlaceOrder = () => import('./placeOrder');
const preloadOrderChecks = () => loadPlaceOrder().then(({ loadOrderChecks }) => loadOrderChecks());
// Adding to a sent order (?order=12): its panel and calls, a chunk a new order's register never loads.
const loadRounds = () => import('../rounds/SentOrderPanel');

type PosDialog =
  | { kind: 'filters' }
  | { kind: 'choice'; item: PosMenuItem; line?: CartLine }
  | { kind: 'notes'; line: CartLine }
  | { kind: 'saveDraft' }
  | { kind: 'drafts' }
  | { kind: 'customer' }
  | { kind: 'send' }
  | { kind: 'pay' }
  | { kind: 'noDrawer' }
  | { kind: 'sent'; order: PlacedOrder }
  | { kind: 'shortcuts' }
  | { kind: 'table' }
  | OutboxFlowState;

export interface PosTerminalProps {
  init: PosInit;
  /** When the init on screen was kept (the server could not be reached); null for today's answer. */
  menuSavedAt?: number | null;
  /** Fetches init again (menu, prices, tables) keeping this screen up. */
  reload: () => Promise<void>;
}

/** Spec 5: actions on an empty cart say 'Cart is empty!' instead of opening their dialog. */
function requireCart(open: () => void): void {
  if (isPosCartEmpty.value) notifyError(POS_MESSAGES.cartEmpty);
  else open();
}

function newDraftId(): string {
  return `draft-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function PosTerminal({ init, menuSavedAt = null, reload }: PosTerminalProps) {
  useSignals();
  useDocumentTitle(PAGES.pos.title);
  const [dialog, setDialog] = useState<PosDialog | null>(null);
  const search = useSearch();
  const roundOrderId = roundOrderIdOf(search);
  const [isBusy, setIsBusy] = useState(false);
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  usePosStock();
  const symbol = currencySymbol(init.storeSettings.currency);
  // The cart is priced with the store's service charge, as the server will price the order.
  useLayoutEffect(() => setPosServiceCharge(init.serviceCharge), [init.serviceCharge]);
  useLayoutEffect(() => setPosTableService(init.tableService), [init.tableService]);
  const items = useMemo(() => filterMenuItems(init.menuItems, categoryId, query), [init.menuItems, categoryId, query]);
  const close = () => setDialog(null);
  const Rounds = useLazyModule(loadRounds, roundOrderId !== null, () => notifyError(ADD_ITEMS_NOTICES.needsConnection));
  // A round starts from an empty cart: what was in it is not this order's; leaving it, its table is not the next order's.
  useEffect(() => {
    if (roundOrderId === null) return undefined;
    resetPos();
    return resetPos;
  }, [roundOrderId]);
  const Dialogs = useLazyModule(loadDialogs, dialog !== null, () => {
    // Offline before the dialogs ever loaded: say so instead of opening nothing.
    notifyError(ERROR_DEFAULTS.generic);
    close();
  });

  // Whenever the menu arrives again (reload after a price change), the cart follows today's prices.
  useEffect(() => {
    const { lines, droppedCount } = repriceLines(posCart.value, init.menuItems);
    if (!sameLines(posCart.value, lines)) replaceCartLines(lines);
    if (droppedCount > 0) notifyError(`${countLabel(droppedCount, 'item is', 'items are')} no longer on the menu and left the cart.`);
  }, [init.menuItems]);

  /** Send while adding to a sent order: the cart joins it as a round, then back to the Orders screen. */
  async function sendRound(orderId: number) {
    setIsBusy(true);
    try {
      const rounds = await loadRounds().catch(() => null);
      if (!rounds) notifyError(ADD_ITEMS_NOTICES.needsConnection);
      else if (await rounds.sendRound(orderId, posCart.value)) {
        resetPos();
        goTo(PAGES.orders.path);
      }
    } finally {
      setIsBusy(false);
    }
  }

  const commandContext: PosCommandContext = {
    isBusy,
    newOrder() {
      resetPos();
      if (roundOrderId !== null) goTo(PAGES.pos.path);
      setEditingOutboxKey(null);
      setQuery('');
      searchRef.current?.focus();
    },
    openDrafts: () => setDialog({ kind: 'drafts' }),
    saveDraft: () => requireCart(() => setDialog({ kind: 'saveDraft' })),
    sendForProcessing: () => requireCart(() => (roundOrderId === null ? setDialog({ kind: 'send' }) : void sendRound(roundOrderId))),
    createReceiptAndPay: () =>
      roundOrderId === null ? requireCart(() => setDialog({ kind: 'pay' })) : notifyError(ADD_ITEMS_NOTICES.payFromOrders),
    searchCustomer: () => setDialog({ kind: 'customer' }),
    openFilters: () => setDialog({ kind: 'filters' }),
    focusSearch() {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    openShortcuts: () => setDialog({ kind: 'shortcuts' }),
    goToTableOrders: () => goTo(PAGES.orders.path),
    goToDrawer: () => goTo(PAGES.drawer.path),
    goToFloor: () => goTo(PAGES.floor.path),
    openOutbox: () => setDialog({ kind: 'outbox' }),
    toggleDiningOption: (type) => setPosDeliveryType(posDeliveryType.value === type ? '' : type),
    openTablePicker: () => setDialog({ kind: 'table' }),
  };
  // Sending an order (with its checks, zod) and the dialogs are lazy chunks, out of the first download: fetched while the cashier
  // browses.
  useEffect(() => preloadWhenIdle(preloadOrderChecks, loadDialogs), []);

  const contextRef = useRef(commandContext);
  useLayoutEffect(() => {
    contextRef.current = commandContext;
  });

  // One key handler for the registry's shortcuts; a modal (ours or quick navigation) owns the keys while open.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || document.querySelector('[aria-modal="true"]')) return;
      const command = commandForKey(event, isTypingTarget(event.target));
      if (!command || !command.isEnabled(contextRef.current)) return;
      event.preventDefault();
      command.perform(contextRef.current);
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  // Stable, so the memoized menu does not re-render with each cart change.
  const handleAdd = useCallback((item: PosMenuItem) => {
    if (needsChoice(item)) setDialog({ kind: 'choice', item });
    else addToCart(item);
  }, []);

  function handleLoadDraft(draft: Draft) {
    const { lines, droppedCount } = repriceLines(draft.cart, init.menuItems);
    loadDraftLines(draft.id, lines);
    setEditingOutboxKey(null);
    close();
    if (droppedCount > 0) notifyError(`${countLabel(droppedCount, 'item is', 'items are')} no longer on the menu and left the cart.`);
    else notifySuccess(`Draft '${draft.nameRef}' loaded.`);
  }

  async function submit(payment: Payment | null) {
    setIsBusy(true);
    try {
      const { placeOrder } = await loadPlaceOrder().catch(() => ({ placeOrder: null }));
      if (!placeOrder) {
        // Offline before the sending code ever loaded (no service worker): the cart stays; try again.
        notifyError(ERROR_DEFAULTS.orderCreation);
        return;
      }
      const outcome = await placeOrder(init, payment);
      if (outcome.status === 'placed') {
        setQuery('');
        setDialog({ kind: 'sent', order: outcome.order });
      } else if (outcome.status === 'queued') {
        setQuery('');
        setDialog({ kind: 'queued', key: outcome.entry.key });
      } else if (outcome.status === 'prices-changed') {
        // Prices changed on the server: take today's menu (the cart re-prices) and let the cashier look again.
        close();
        await reload();
      } else if (outcome.status === 'no-drawer') {
        setDialog({ kind: 'noDrawer' });
      }
    } finally {
      setIsBusy(false);
    }
  }

  // The order's details are read only while a dialog shows them: the terminal then does not re-render with each
  // cart change, only the cart panel does (every Add counts on a cheap tablet).
  const selectedTable = () => init.storeTables.find((candidate) => candidate.id === posTableId.value);

  function orderDetails(): string[] {
    const table = selectedTable();
    const customer = posCustomer.value;
    return [
      countLabel(posItemCount.value, 'item', 'items'),
      posDeliveryType.value ? DELIVERY_TYPE_LABELS[posDeliveryType.value] : null,
      table ? table.table_title : null,
      customer ? `${customer.phone} - ${customer.name}` : WALKIN_LABEL,
    ].filter((detail): detail is string => detail !== null);
  }

  function suggestedDraftName(): string {
    const customer = posCustomer.value;
    const table = selectedTable();
    if (customer) return customer.name;
    if (table) return table.table_title;
    return `Draft ${new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
  }

  return (
    <CommandContext.Provider value={commandContext}>
      <div className={css.root}>
        <header className={css.header}>
          <h1 className={css.title}>{PAGES.pos.title}</h1>
          <div className={css.headerActions}>
            <CommandButton command="new" icon="plus" />
            <CommandButton command="drafts" icon="invoices" />
            <CommandButton command="tableOrders" icon="orders" />
            <CommandButton command="drawer" icon="lock" />
            <CommandButton command="floor" icon="reservations" />
            {outboxEntries.value.length > 0 ? <OutboxButton /> : null}
            <CommandButton command="shortcuts" className={css.squareButton}>
              <span aria-hidden="true">?</span>
              <span className={visuallyHidden}>{posCommand('shortcuts').label}</span>
            </CommandButton>
          </div>
        </header>
        {menuSavedAt !== null ? <KeptMenuNotice savedAt={menuSavedAt} /> : null}
        <div className={css.body}>
          <MenuPanel
            items={items}
            categories={init.categories}
            categoryId={categoryId}
            query={query}
            onQueryChange={setQuery}
            currencySymbol={symbol}
            searchRef={searchRef}
            onAdd={handleAdd}
            stock={posStockByKey.value}
          />
          <CartPanel
            tables={init.storeTables}
            currencySymbol={symbol}
            sentOrder={
              roundOrderId === null ? undefined : Rounds ? (
                <Rounds.SentOrderPanel orderId={roundOrderId} currencySymbol={symbol} />
              ) : (
                <Loading />
              )
            }
            onEditNotes={(line) => setDialog({ kind: 'notes', line })}
            onEditChoices={(line) => {
              const item = init.menuItems.find((candidate) => candidate.id === line.item.id);
              if (item) setDialog({ kind: 'choice', item, line });
            }}
          />
        </div>
      </div>

      {/* The dialogs' chunk is normally in already (preloaded when idle); until it is, nothing opens. */}
      {Dialogs ? (
        <>
          {dialog?.kind === 'filters' ? (
            <Dialogs.FiltersDialog
              categories={init.categories}
              categoryId={categoryId}
              onClose={close}
              onApply={(value) => {
                setCategoryId(value);
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'choice' ? (
            <Dialogs.ChoiceDialog
              item={dialog.item}
              currencySymbol={symbol}
              stock={posStockByKey.value}
              initial={
                dialog.line
                  ? { variantId: dialog.line.variantId, addonIds: dialog.line.addonIds, modifierIds: dialog.line.modifierIds ?? [] }
                  : undefined
              }
              onClose={close}
              onAdd={(choice) => {
                if (dialog.line) changeCartLine(dialog.line.key, dialog.item, choice);
                else addToCart(dialog.item, choice);
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'notes' ? (
            <Dialogs.NotesDialog
              line={dialog.line}
              onClose={close}
              onSave={(notes) => {
                setCartLineNotes(dialog.line.key, notes);
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'saveDraft' ? (
            <Dialogs.SaveDraftDialog
              suggestedName={suggestedDraftName()}
              onClose={close}
              onSave={(nameRef) => {
                if (saveCartAsDraft(nameRef, { id: newDraftId(), now: new Date() })) notifySuccess(`Cart saved to drafts as '${nameRef}'.`);
                else notifyError(POS_MESSAGES.cartEmpty);
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'drafts' ? (
            <Dialogs.DraftsDialog
              onClose={close}
              onLoad={handleLoadDraft}
              onDelete={(draft) => deletePosDraft(draft.id)}
              onClearAll={clearPosDrafts}
            />
          ) : null}
          {dialog?.kind === 'customer' ? (
            <Dialogs.CustomerSearchDialog
              onClose={close}
              onFound={(found: CustomerDto) => {
                setPosCustomer({ id: found.id, phone: found.phone, name: found.name, email: found.email });
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'send' ? (
            <Dialogs.SendOrderDialog
              totals={posTotals.value}
              currencySymbol={symbol}
              details={orderDetails()}
              onClose={close}
              onSend={() => submit(null)}
            />
          ) : null}
          {dialog?.kind === 'pay' ? (
            <Dialogs.PaymentDialog
              totals={posTotals.value}
              currencySymbol={symbol}
              details={orderDetails()}
              paymentTypes={init.paymentTypes}
              onClose={close}
              onPay={(payment) => submit(payment)}
            />
          ) : null}
          {dialog?.kind === 'noDrawer' ? (
            <Dialogs.NoDrawerDialog
              onOpenDrawer={() => goTo(PAGES.drawer.path)}
              onBack={() => setDialog({ kind: 'pay' })}
              onClose={close}
            />
          ) : null}
          {dialog?.kind === 'sent' ? (
            <Dialogs.OrderSentDialog
              tokenNo={dialog.order.tokenNo}
              orderId={dialog.order.orderId}
              change={dialog.order.change === null ? null : formatMoney(dialog.order.change, symbol)}
              wasReceiptBlocked={dialog.order.wasReceiptBlocked}
              onPrintToken={() => {
                if (!openPrintWindow(PRINT_TOKEN_PATH)) notifyError('The browser blocked the print window. Allow popups for this site.');
              }}
              onPrintReceipt={() => {
                if (!openPrintWindow(PRINT_RECEIPT_PATH)) notifyError('The browser blocked the print window. Allow popups for this site.');
              }}
              onClose={() => {
                close();
                searchRef.current?.focus();
              }}
            />
          ) : null}
          {dialog?.kind === 'shortcuts' ? <Dialogs.ShortcutsDialog onClose={close} /> : null}
          {dialog?.kind === 'table' ? (
            <Dialogs.TablePickerDialog
              tables={init.storeTables}
              tableId={posTableId.value}
              onClose={close}
              onPick={(tableId) => {
                setPosTable(tableId);
                close();
              }}
            />
          ) : null}
          {dialog?.kind === 'queued' || dialog?.kind === 'outbox' || dialog?.kind === 'discard' ? (
            <Dialogs.OutboxFlow
              state={dialog}
              init={init}
              currencySymbol={symbol}
              reload={reload}
              onChange={setDialog}
              onDone={() => searchRef.current?.focus()}
            />
          ) : null}
        </>
      ) : null}
    </CommandContext.Provider>
  );
}

/** The header's way into the outbox, with how many orders wait (amber) or need attention (red). */
function OutboxButton() {
  useSignals();
  const waiting = outboxWaitingCount.value;
  const attention = outboxAttentionCount.value;
  const count = waiting + attention;
  const spoken =
    [waiting > 0 ? `${waiting} waiting` : null, attention > 0 ? `${attention} need attention` : null].filter(Boolean).join(', ') ||
    'all sent';
  return (
    <CommandButton command="outbox" icon="outbox">
      {posCommand('outbox').label}
      {count > 0 ? (
        <span className={attention > 0 ? css.outboxAttention : css.outboxCount} aria-hidden="true" data-testid="outbox-count">
          {count}
        </span>
      ) : null}
      <span className={visuallyHidden}>: {spoken}</span>
    </CommandButton>
  );
}

/** The terminal runs on the init kept from an earlier visit (the server could not be reached). */
function KeptMenuNotice({ savedAt }: { savedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={css.cachedMenu} role="status" data-testid="cached-menu">
      <Icon name="alert" />
      <span>
        No connection: menu kept from {formatClockTime(savedAt)} ({formatDuration(now - savedAt)} old). Keep taking orders: they are queued
        and sent when the connection returns.
      </span>
    </div>
  );
}
