// Spec 2.10 Invoices (loaded on demand by InvoicesPage): a table of the period's invoices (Invoice ID, Order
// IDs, Tokens, Date, Subtotal, Tax, Total, Delivery Type, Sold By, Customer or WALKIN, Table, Action), a
// search box and a date filter (spec 9, default today). Print loads the invoice's orders and opens the
// receipt popup with the invoice's stored totals; the PDF and the period's CSV are plain download links.
// Spec 8: 'Please wait...', 'Error loading data, Try Later!'; searches 'No result found!' on a non-200
// answer, else the server's message or 'Something went wrong! Try later!'.
import { lazy, Suspense, useRef, useState } from 'react';
import { isRefusal } from '../../../shared/api/errors';
import { printReceiptOnPrinter } from '../../../shared/api/printers';
import {
  getInvoiceOrders,
  getInvoicesInit,
  invoicePdfUrl,
  invoicesCsvUrl,
  listInvoices,
  searchInvoices,
  type InvoiceView,
} from '../../../shared/api/invoices';
import type { InvoicesInitResponse } from '../../../shared/contract/invoices';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { DATE_FILTERS } from '../../../shared/domain/dates/dateRanges';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { ZERO_MINOR, formatMoney, type MinorUnits } from '../../../shared/domain/money/money';
import type { OrderView } from '../../../shared/domain/orderViews';
import { buildOrdersReceipt, ordersTotals } from '../../../shared/domain/receipt/ordersReceipt';
import { PAGES, PUBLIC_PATHS } from '../../../shared/domain/navigation/sitemap';
import { encodeReceipt, orderTypeLabel, type ReceiptBilling } from '../../../shared/domain/receipt/receipt';
import { checkLabel } from '../../../shared/domain/bill/splits';
import { STORAGE_KEYS } from '../../../shared/domain/access/session';
import { writeStored } from '../../../shared/state/storage';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';
import { Button, LinkButton } from '../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../shared/ui/DataTable';
import { DateFilterButton, dateFilterParams, useDateFilter } from '../../../shared/ui/dialogs/DateFilterDialog';
import { SearchBox } from '../../../shared/ui/forms/SearchBox';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad, type LoadState } from '../../../shared/ui/useLoad';
import { compactButton } from '../common/common.css';
import { dateTimeColumn } from './dateTimeColumn';
import { customerLabel, orderIdsText, tokensText } from './invoiceFormat';
import { CreditNotesList } from './CreditNotesList';
import * as css from './invoices.css';

// Refunds. The dialog is a chunk of its own; the credit notes list sits under the invoices.
const RefundDialog = lazy(() => import('./RefundDialog').then((module) => ({ default: module.RefundDialog })));

const POPUP_BLOCKED_TEXT = 'The receipt window was blocked. Please allow pop-ups for this site and try again.';

interface SearchResult {
  query: string;
  invoices: InvoiceView[];
}

/** Spec 2.14 / 9: the receipt popup is 400x400. False when the browser blocked it. */
function openReceiptWindow(): boolean {
  return window.open(PUBLIC_PATHS.printReceipt, '_blank', 'width=400,height=400') !== null;
}

/** Spec 8: an answer other than 200 means nothing matched; no answer (or a server fault) is a failure. */
function isNoResultAnswer(error: unknown): boolean {
  return isRefusal(error);
}

export function InvoicesScreen() {
  const period = useDateFilter({ type: 'today' }, { filters: DATE_FILTERS, onApply: handleApplyFilter });
  const { filter } = period;
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [printingId, setPrintingId] = useState<number | null>(null);
  const [refunding, setRefunding] = useState<{ invoice_id: number } | null>(null);
  const [refundsTicket, setRefundsTicket] = useState(0);
  const searchTicket = useRef(0);

  const params = dateFilterParams(filter);
  const init = useLoad(getInvoicesInit);
  const list = useLoad(() => listInvoices(params), JSON.stringify(params));

  function clearSearch() {
    searchTicket.current += 1;
    setResult(null);
    setIsSearching(false);
  }

  /** SearchBox hands over trimmed, non-empty text only; emptying the box calls clearSearch (the period's list). */
  async function handleSearch(needle: string) {
    const ticket = ++searchTicket.current;
    setIsSearching(true);
    let next: SearchResult | null = null;
    try {
      next = { query: needle, invoices: await searchInvoices(needle) };
    } catch (error) {
      if (ticket !== searchTicket.current) return;
      if (isNoResultAnswer(error)) {
        notifyError(ERROR_DEFAULTS.searchNoResult);
        next = { query: needle, invoices: [] };
      } else {
        notifyApiError(error, ERROR_DEFAULTS.search);
      }
    }
    if (ticket !== searchTicket.current) return;
    setIsSearching(false);
    if (next) setResult(next);
  }

  function handleApplyFilter() {
    setQuery('');
    clearSearch();
  }

  async function handlePrint(invoice: InvoiceView, settings: InvoicesInitResponse) {
    setPrintingId(invoice.invoice_id);
    try {
      if (settings.receiptOutput.receipt !== 'popup') {
        notifySuccess((await printReceiptOnPrinter({ invoiceId: invoice.invoice_id })).message);
        // Printer only: the popup stays closed.
        if (settings.receiptOutput.receipt === 'printer') return;
      }
      const { orders, check } = await getInvoiceOrders(
        invoice.orders.map((order) => order.order_id),
        invoice.invoice_id,
      );
      const receipt = buildOrdersReceipt({
        orders,
        totals: invoice.totals,
        tableTitle: invoice.table_title,
        init: settings,
        paymentType: invoice.payment_type_title || null,
      });
      if (!receipt) {
        notifyError(ERROR_DEFAULTS.generic);
        return;
      }
      // An invoice printed from this list is printed again (it was printed, or offered, when paid).
      writeStored(
        STORAGE_KEYS.receipt,
        encodeReceipt({
          ...receipt,
          reprintOf: { document: 'invoice', invoiceId: invoice.invoice_id },
          // A check of a split bill: which one; a share lists the table's lines, so the table's total comes with it.
          billing: check ? checkBilling(check, invoice.totals.payableTotal, orders) : null,
        }),
      );
      if (!openReceiptWindow()) notifyError(POPUP_BLOCKED_TEXT);
    } catch (error) {
      notifyApiError(error, ERROR_DEFAULTS.generic);
    } finally {
      setPrintingId(null);
    }
  }

  return (
    <>
      <PageHeader
        title={PAGES.invoices.title}
        description="Paid orders, with their receipts and PDFs."
        actions={
          <>
            <LinkButton variant="secondary" icon="invoices" href={invoicesCsvUrl(params)} download>
              Export CSV
            </LinkButton>
            <DateFilterButton value={filter} onClick={period.openDialog} />
          </>
        }
      />
      <div className={css.toolbar}>
        <SearchBox
          label="Search invoices"
          placeholder="Invoice ID, token, customer or table"
          value={query}
          onValueChange={setQuery}
          onSearch={(text) => void handleSearch(text)}
          onClear={clearSearch}
        />
        <p className={css.showing} role="status">
          {isSearching ? 'Searching...' : result ? `Search results for “${result.query}”` : null}
        </p>
      </div>
      <InvoicesBody
        init={init.state}
        list={list.state}
        result={result}
        printingId={printingId}
        onRetry={() => {
          void init.reload();
          void list.reload();
        }}
        onPrint={(invoice, settings) => void handlePrint(invoice, settings)}
        onRefund={setRefunding}
      />
      {init.state.status === 'ready' ? (
        <section aria-labelledby="credit-notes-heading" className={css.creditNotes}>
          <h2 id="credit-notes-heading" className={css.sectionHeading}>
            Refunds (credit notes)
          </h2>
          <CreditNotesList
            params={params}
            reloadKey={refundsTicket}
            currencySymbol={currencySymbol(init.state.data.storeSettings.currency)}
            timeZone={init.state.data.storeSettings.timeZone}
          />
        </section>
      ) : null}
      {refunding && init.state.status === 'ready' ? (
        <Suspense fallback={null}>
          <RefundDialog
            invoiceId={refunding.invoice_id}
            currencySymbol={currencySymbol(init.state.data.storeSettings.currency)}
            onClose={() => setRefunding(null)}
            onRefunded={(answer) => {
              notifySuccess(answer.message);
              setRefunding(null);
              setRefundsTicket((ticket) => ticket + 1);
            }}
          />
        </Suspense>
      ) : null}
      {period.dialog}
    </>
  );
}

interface InvoicesBodyProps {
  init: LoadState<InvoicesInitResponse>;
  list: LoadState<InvoiceView[]>;
  result: SearchResult | null;
  printingId: number | null;
  onRetry: () => void;
  onPrint: (invoice: InvoiceView, settings: InvoicesInitResponse) => void;
  onRefund: (invoice: { invoice_id: number }) => void;
}

function InvoicesBody({ init, list, result, printingId, onRetry, onPrint, onRefund }: InvoicesBodyProps) {
  if (init.status === 'error' || (!result && list.status === 'error')) {
    return <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={onRetry} />;
  }
  if (init.status === 'loading' || (!result && list.status === 'loading')) return <Loading />;
  const invoices = result ? result.invoices : list.status === 'ready' ? list.data : [];
  if (invoices.length === 0) {
    return result ? (
      <EmptyState icon="search" title={ERROR_DEFAULTS.searchNoResult} description="Try an invoice ID, a token or a customer." />
    ) : (
      <EmptyState icon="invoices" title="No invoices in this period." description="Change the filter to see other dates." />
    );
  }
  return <InvoicesTable invoices={invoices} settings={init.data} printingId={printingId} onPrint={onPrint} onRefund={onRefund} />;
}

/** The receipt's billing part of a split bill's check reprinted (the Invoices list carries no tip: none is shown). */
function checkBilling(check: NonNullable<InvoiceView['check']>, total: MinorUnits, orders: readonly OrderView[]): ReceiptBilling {
  return {
    discountTotal: ZERO_MINOR,
    tip: ZERO_MINOR,
    paid: total,
    checkLabel: checkLabel(check),
    tableTotal: check.mode === 'items' ? null : ordersTotals(orders).payableTotal,
  };
}

interface InvoicesTableProps {
  invoices: readonly InvoiceView[];
  settings: InvoicesInitResponse;
  printingId: number | null;
  onPrint: (invoice: InvoiceView, settings: InvoicesInitResponse) => void;
  onRefund: (invoice: { invoice_id: number }) => void;
}

function InvoicesTable({ invoices, settings, printingId, onPrint, onRefund }: InvoicesTableProps) {
  const symbol = currencySymbol(settings.storeSettings.currency);
  const money = (amount: MinorUnits) => formatMoney(amount, symbol);

  const columns: Column<InvoiceView>[] = [
    { key: 'id', header: 'Invoice ID', isRowHeader: true, isShrink: true, isNumeric: true, renderCell: (invoice) => invoice.invoice_id },
    { key: 'orders', header: 'Order IDs', isShrink: true, isNumeric: true, renderCell: orderIdsText },
    { key: 'tokens', header: 'Tokens', isShrink: true, isNumeric: true, renderCell: tokensText },
    dateTimeColumn((invoice) => invoice.created_at, settings.storeSettings.timeZone),
    {
      key: 'subtotal',
      header: 'Subtotal',
      align: 'end',
      isShrink: true,
      isNumeric: true,
      renderCell: (invoice) => money(invoice.totals.itemsTotal),
    },
    { key: 'tax', header: 'Tax', align: 'end', isShrink: true, isNumeric: true, renderCell: (invoice) => money(invoice.totals.taxTotal) },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      isShrink: true,
      isNumeric: true,
      renderCell: (invoice) =>
        invoice.check ? (
          <span className={css.stack}>
            <span className={css.total}>{money(invoice.totals.payableTotal)}</span>
            <span className={css.muted}>{checkLabel(invoice.check)}</span>
          </span>
        ) : (
          <span className={css.total}>{money(invoice.totals.payableTotal)}</span>
        ),
    },
    { key: 'delivery', header: 'Delivery Type', isShrink: true, renderCell: (invoice) => orderTypeLabel(invoice.delivery_type) || '—' },
    { key: 'soldBy', header: 'Sold By', renderCell: (invoice) => <span className={css.person}>{invoice.created_by_name || '—'}</span> },
    { key: 'customer', header: 'Customer', renderCell: (invoice) => <span className={css.person}>{customerLabel(invoice)}</span> },
    {
      key: 'table',
      header: 'Table',
      isShrink: true,
      renderCell: (invoice) =>
        invoice.table_title ? (
          <span className={css.stack}>
            <span>{invoice.table_title}</span>
            {invoice.floor ? <span className={css.muted}>{invoice.floor}</span> : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      isShrink: true,
      renderCell: (invoice) => (
        <RowActions>
          <Button
            variant="secondary"
            className={compactButton}
            icon="printer"
            aria-label={`Print invoice ${invoice.invoice_id}`}
            disabled={printingId === invoice.invoice_id}
            onClick={() => onPrint(invoice, settings)}
          >
            Print
          </Button>
          <LinkButton
            variant="secondary"
            className={compactButton}
            icon="invoices"
            href={invoicePdfUrl(invoice.invoice_id)}
            download={`invoice-${invoice.invoice_id}.pdf`}
            aria-label={`PDF of invoice ${invoice.invoice_id}`}
          >
            PDF
          </LinkButton>
          <Button
            variant="secondary"
            className={compactButton}
            icon="refresh"
            aria-label={`Refund invoice ${invoice.invoice_id}`}
            onClick={() => onRefund(invoice)}
          >
            Refund
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      {/* Wider than a tablet: the table scrolls sideways, its Action column stays in view. */}
      <div className={css.tableFrame}>
        <DataTable label="Invoices" columns={columns} rows={invoices} rowKey={(invoice) => invoice.invoice_id} />
      </div>
      <p className={css.count}>
        {invoices.length} {invoices.length === 1 ? 'invoice' : 'invoices'}
      </p>
    </>
  );
}
