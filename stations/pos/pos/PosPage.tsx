// Spec 2.5 POS screen (/dashboard/pos): 'Please wait...' until GET /pos/init answers, 'Error loading
// data, Try Later!' with a retry when it fails. The realtime socket is connected here, manually (spec 4).
import { useEffect } from 'react';
import { getPosInit } from '../../../shared/api/pos';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { PAGES } from '../../../shared/domain/permissions';
import { connectRealtime } from '../../../shared/realtime/socket';
import { Button } from '../../../shared/ui/Button';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import { useLoad } from '../../../shared/ui/useLoad';
import { PosTerminal } from './PosTerminal';
import * as css from './pos.css';

export function PosPage() {
  const { state, reload } = useLoad(getPosInit);

  useEffect(() => {
    connectRealtime();
  }, []);

  if (state.status === 'ready') return <PosTerminal init={state.data} reload={reload} />;
  return <PosPlaceholder isError={state.status === 'error'} onRetry={reload} />;
}

function PosPlaceholder({ isError, onRetry }: { isError: boolean; onRetry: () => Promise<void> }) {
  useDocumentTitle(PAGES.pos.title);
  return (
    <div className={css.root}>
      <header className={css.header}>
        <h1 className={css.title}>{PAGES.pos.title}</h1>
      </header>
      <div className={css.stateBox}>
        {isError ? (
          <ErrorState message={ERROR_DEFAULTS.dataLoad}>
            <Button variant="secondary" onClick={() => void onRetry()}>
              Try again
            </Button>
          </ErrorState>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
