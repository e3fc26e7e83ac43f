// The stations' printer chip (POS, Orders, kitchen): nothing while every printer prints; else which printer is
// offline, out of paper or has its cover open, and how many tickets were not printed, each with Retry. Follows the
// server within seconds: it refetches on the socket's printers_update (a state change seen by any node), on
// reconnect, and every 15 s as a safety net. A store without printers never sees it.
import { useEffect, useState } from 'react';
import { getPrintStatus, retryPrintJob } from '../api/printers';
import type { PrintStatusResponse } from '../contract/printers';
import { PRINTER_STATE_LABELS, type PrinterState } from '../domain/printers';
import { PAGES } from '../domain/navigation/sitemap';
import { getSocket } from '../realtime/socket';
import { StatusChip } from './StatusChip';
import { notifyApiError } from './toast';
import * as css from './printerChip.css';

const SAFETY_REFETCH_MS = 15_000;
/** States worth a cashier's or a cook's eye; paper low still prints but will not for long. */
const SHOWN_STATES: readonly PrinterState[] = ['offline', 'cover-open', 'paper-out', 'paper-low'];

/** The pages where tickets print; the customer board never shows the chip (nor asks: it has no access). */
const PRINTING_PAGES: readonly string[] = [PAGES.pos.path, PAGES.orders.path, PAGES.kitchen.path];

function PrinterChip() {
  const [status, setStatus] = useState<PrintStatusResponse | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const isPrintingPage = PRINTING_PAGES.includes(window.location.pathname.replace(/\/+$/, '').toLowerCase());

  useEffect(() => {
    if (!isPrintingPage) return;
    let isActive = true;
    const load = () => {
      getPrintStatus()
        .then((next) => {
          if (isActive) setStatus(next);
        })
        // No access, or the server away: the connection chip says so; this one shows nothing new.
        .catch(() => undefined);
    };
    load();
    const socket = getSocket();
    socket.on('printers_update', load);
    socket.on('connect', load);
    const timer = setInterval(load, SAFETY_REFETCH_MS);
    return () => {
      isActive = false;
      socket.off('printers_update', load);
      socket.off('connect', load);
      clearInterval(timer);
    };
  }, [isPrintingPage]);

  if (!status) return null;
  const troubled = status.printers.filter((printer) => SHOWN_STATES.includes(printer.state));
  const { notPrinted } = status;
  if (troubled.length === 0 && notPrinted.length === 0) return null;

  const parts = troubled.map((printer) => `${printer.name}: ${PRINTER_STATE_LABELS[printer.state]}`);
  if (notPrinted.length > 0) parts.push(`${notPrinted.length} not printed`);
  const label = `Printer ${parts.join(' · ')}`;

  const handleRetry = (jobId: number) => {
    retryPrintJob(jobId)
      .then(() => getPrintStatus())
      .then(setStatus)
      .catch((error: unknown) => notifyApiError(error, 'The ticket could not be queued again.'));
  };

  return (
    <div className={css.wrap}>
      <button
        type="button"
        className={css.chip}
        data-testid="printer-status"
        title={label}
        aria-expanded={isOpen}
        onClick={() => setIsOpen(!isOpen)}
      >
        {label}
      </button>
      {isOpen ? (
        <div className={css.panel} role="dialog" aria-label="Printers">
          {troubled.map((printer) => (
            <div key={`p${printer.id}`} className={css.row}>
              <span>{printer.name}</span>
              <span>{PRINTER_STATE_LABELS[printer.state]}</span>
            </div>
          ))}
          {notPrinted.map((job) => (
            <div key={`j${job.jobId}`} className={css.row} data-testid="not-printed">
              <span>
                {job.tokenNo === null ? 'Test page' : `Order #${job.tokenNo}`} · {job.printer} · not printed
              </span>
              <button type="button" onClick={() => handleRetry(job.jobId)}>
                Retry
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The top bar's chips on a station: where it stands (connection), then its printers. */
export function StationChips(props: Parameters<typeof StatusChip>[0]) {
  return (
    <>
      <StatusChip {...props} />
      <PrinterChip />
    </>
  );
}
