// Unknown paths outside /dashboard (no shell, no login needed).
import { NotFoundPage } from '../../../shared/shell/NotFound';
import * as css from './notFound.css';

export function StandaloneNotFound() {
  return (
    <main className={css.page}>
      <div className={css.card}>
        <NotFoundPage />
      </div>
    </main>
  );
}
