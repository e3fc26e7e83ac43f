// Spec 2.5 POS screen (/dashboard/pos): 'Please wait...' until GET /pos/init answers, 'Error loading
// data, Try Later!' with a retry when it fails. The realtime socket is connected here, manually (spec 4).
// Without the server, the terminal opens with the init kept from the last visit on this device (its age
// shown), and takes today's as soon as the server answers again (online, socket back, or every 15 s).
import { useEffect } from 'react';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { connectRealtime, getSocket } from '../../../shared/realtime/socket';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import { useLoad } from '../../../shared/ui/useLoad';
import { loadPosInit } from './posInit';
import { PosTerminal } from './PosTerminal';
import * as css from './pos.css';

/** While the terminal shows the kept menu, how often it asks the server for today's. */
const CACHED_MENU_RETRY_MS = 15_000;

export function PosPage() {
  const { state, reload } = useLoad(loadPosInit);
  const isKept = state.status === 'ready' && state.data.savedAt !== null;

  useEffect(() => {
    connectRealtime();
  }, []);

  useEffect(() => {
    if (!isKept) return;
    const retry = () => void reload();
    const socket = getSocket();
    window.addEventListener('online', retry);
    socket.on('connect', retry);
    const timer = setInterval(retry, CACHED_MENU_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      socket.off('connect', retry);
      clearInterval(timer);
    };
  }, [isKept, reload]);

  if (state.status === 'ready') return <PosTerminal init={state.data.init} menuSavedAt={state.data.savedAt} reload={reload} />;
  return <PosPlaceholder isError={state.status === 'error'} onRetry={reload} />;
}

function PosPlaceholder({ isError, onRetry }: { isError: boolean; onRetry: () => Promise<void> }) {
  useDocumentTitle(PAGES.pos.title);
  return (
    <div className={css.root}>
      <header className={css.header}>
        <h1 className={css.title}>{PAGES.pos.title}</h1>
      </header>
      <div className={css.stateBox}>{isError ? <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={onRetry} /> : <Loading />}</div>
    </div>
  );
}
