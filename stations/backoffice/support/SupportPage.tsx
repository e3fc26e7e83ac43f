// Spec 2.14 Contact Support: responses within 24 hours and a mailto contact button.
import { useEffect, useState } from 'react';
import type { SupportContactResponse } from '../../../shared/contract/session';
import { supportContact } from '../../../shared/api/session';
import { ERROR_DEFAULTS, SUPPORT_RESPONSE_HOURS } from '../../../shared/domain/messages';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { LinkButton } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Card, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import * as css from './support.css';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; contact: SupportContactResponse };

export function SupportPage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let isCancelled = false;
    supportContact().then(
      (contact) => !isCancelled && setState({ status: 'ready', contact }),
      () => !isCancelled && setState({ status: 'error' }),
    );
    return () => {
      isCancelled = true;
    };
  }, []);

  return (
    <>
      <PageHeader title={PAGES.support.title} />
      <Card className={css.card} aria-label="Support">
        <span className={css.icon}>
          <Icon name="support" size={28} />
        </span>
        <h2 className={css.title}>We are here to help</h2>
        <p className={css.text}>
          Send us a message about anything that is not working as expected. Responses come within {SUPPORT_RESPONSE_HOURS} hours.
        </p>
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'error' ? <ErrorState message={ERROR_DEFAULTS.detailsLoad} /> : null}
        {state.status === 'ready' && state.contact.email ? (
          <>
            <LinkButton href={`mailto:${state.contact.email}`} icon="mail">
              Contact Support
            </LinkButton>
            <p className={css.email}>{state.contact.email}</p>
          </>
        ) : null}
        {state.status === 'ready' && !state.contact.email ? (
          <p role="note">No support email address is configured for this store yet. Please ask your administrator.</p>
        ) : null}
      </Card>
    </>
  );
}
