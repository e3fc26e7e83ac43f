// Spec 2.1 /no-access: the message and a Go back button.
import { NO_ACCESS_TEXT, PUBLIC_PATHS } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import * as css from './noAccess.css';

function handleGoBack() {
  // A fresh tab that opened /no-access directly has nowhere to go back to.
  if (window.history.length > 1) window.history.back();
  else goTo(PUBLIC_PATHS.login);
}

export function NoAccessPage() {
  useDocumentTitle('No access');
  return (
    <main className={css.page}>
      <div className={css.card}>
        <span className={css.icon}>
          <Icon name="lock" size={30} />
        </span>
        <h1 className={css.text}>{NO_ACCESS_TEXT}</h1>
        <Button variant="secondary" icon="chevronLeft" onClick={handleGoBack}>
          Go back
        </Button>
      </div>
    </main>
  );
}
