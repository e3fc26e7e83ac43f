// Spec 2.8 Customers (loaded on demand by CustomersPage): paged cards (10 a page, spec 9) with a search on
// phone, name or email, Add New, Edit and Delete; dialogs Add New Customer and Update Customer. Spec 2.8 / 6:
// writing needs admin, CUSTOMERS or MANAGE_CUSTOMERS — VIEW_CUSTOMERS alone reads (the server enforces it).
import { useState } from 'react';
import { deleteCustomer, listCustomers } from '../../../shared/api/customers';
import type { CustomerDto } from '../../../shared/contract/pos';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { hasAnyScope, type Permission } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { sessionUser, useSignals } from '../../../shared/state';
import { Button } from '../../../shared/ui/Button';
import { initialsOf } from '../../../shared/ui/format';
import { Icon } from '../../../shared/ui/Icon';
import { SearchBox } from '../../../shared/ui/forms/SearchBox';
import { Card, EmptyState, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { detailList, detailTerm, detailValue, gridCard, wideCardGrid } from '../common/common.css';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { runAction } from '../common/feedback';
import { ConfirmDelete, LoadView } from '../common/Section';
import { CustomerDialog, GENDER_LABELS } from './CustomerDialog';
import * as css from './customers.css';

/** Spec 2.8: who sees Add New (and, by the same rule, Edit and Delete). */
const CUSTOMER_WRITE_SCOPES = ['CUSTOMERS', 'MANAGE_CUSTOMERS'] as const satisfies readonly Permission[];

type Dialog = { kind: 'add' } | { kind: 'update'; customer: CustomerDto };

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const instantDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A birth date is a calendar day (`YYYY-MM-DD`), not an instant: shown as is, in no time zone. */
function formatCalendarDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : calendarDate.format(date);
}

function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantDate.format(date);
}

export function CustomersScreen() {
  useSignals();
  const canManage = hasAnyScope(sessionUser.value, CUSTOMER_WRITE_SCOPES);
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const { state, reload } = useLoad(() => listCustomers({ page, filter }), `${page}\n${filter}`);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CustomerDto | null>(null);

  function handleSearch(text: string) {
    setFilter(text);
    setPage(1);
  }

  function handleClear() {
    if (filter === '') return;
    setFilter('');
    setPage(1);
  }

  async function handleDelete() {
    if (!pendingDelete) return;
    const isLastOnPage = state.status === 'ready' && state.data.customers.length === 1;
    if (await runAction(() => deleteCustomer(pendingDelete.id))) {
      // Deleting a page's only card steps back a page rather than showing an empty one.
      if (isLastOnPage && page > 1) setPage(page - 1);
      else await reload();
    }
    setPendingDelete(null);
  }

  async function handleSaved() {
    setDialog(null);
    await reload();
  }

  return (
    <>
      <PageHeader
        title={PAGES.customers.title}
        description="Registered customers, newest first."
        actions={
          canManage ? (
            <Button icon="plus" onClick={() => setDialog({ kind: 'add' })}>
              Add New
            </Button>
          ) : null
        }
      />
      <div className={css.toolbar}>
        <SearchBox label="Search customers" placeholder="Phone, name or email" onSearch={handleSearch} onClear={handleClear} />
        {state.status === 'ready' ? (
          <p className={css.count} aria-live="polite">
            {countText(state.data.totalCustomers, filter)}
            {state.data.totalPages > 1 ? ` · Page ${state.data.currentPage} of ${state.data.totalPages}` : null}
          </p>
        ) : null}
      </div>
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(data) =>
          data.totalCustomers === 0 ? (
            filter ? (
              <EmptyState icon="search" title="No customers found!" description={`Nobody's phone, name or email matches “${filter}”.`} />
            ) : (
              <EmptyState
                icon="customers"
                title="No customers yet."
                description={canManage ? 'Add the first one with Add New.' : undefined}
              />
            )
          ) : (
            <>
              {data.customers.length === 0 ? (
                // Only when the list shrank elsewhere since this page was chosen: the pager leads back.
                <EmptyState icon="customers" title="No customers on this page." />
              ) : (
                <ul className={wideCardGrid} aria-label="Customers">
                  {data.customers.map((customer) => (
                    <li key={customer.id}>
                      <CustomerCard
                        customer={customer}
                        canManage={canManage}
                        onEdit={() => setDialog({ kind: 'update', customer })}
                        onDelete={() => setPendingDelete(customer)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {data.totalPages > 1 || page > 1 ? <Pager page={data.currentPage} totalPages={data.totalPages} onPage={setPage} /> : null}
            </>
          )
        }
      </LoadView>
      {dialog ? (
        <CustomerDialog
          customer={dialog.kind === 'update' ? dialog.customer : null}
          onClose={() => setDialog(null)}
          onSaved={handleSaved}
        />
      ) : null}
      {pendingDelete ? <ConfirmDelete onConfirm={handleDelete} onCancel={() => setPendingDelete(null)} /> : null}
    </>
  );
}

function countText(total: number, filter: string): string {
  const noun = total === 1 ? 'customer' : 'customers';
  return filter ? `${total} ${noun} matching “${filter}”` : `${total} ${noun}`;
}

interface CustomerCardProps {
  customer: CustomerDto;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function CustomerCard({ customer, canManage, onEdit, onDelete }: CustomerCardProps) {
  return (
    <Card className={gridCard} aria-label={customer.name}>
      <div className={css.top}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(customer.name)}
        </span>
        <div className={css.identity}>
          <h2 className={css.name}>{customer.name}</h2>
          <p className={css.phone}>{customer.phone}</p>
        </div>
      </div>
      <dl className={detailList}>
        <dt className={detailTerm}>Email</dt>
        <dd className={detailValue}>{customer.email ?? <span className={css.none}>Not given</span>}</dd>
        <dt className={detailTerm}>Gender</dt>
        <dd className={detailValue}>{customer.gender ? GENDER_LABELS[customer.gender] : <span className={css.none}>Not given</span>}</dd>
        <dt className={detailTerm}>Birth date</dt>
        <dd className={detailValue}>
          {customer.birth_date ? formatCalendarDate(customer.birth_date) : <span className={css.none}>Not given</span>}
        </dd>
      </dl>
      <div className={css.footer}>
        <span className={css.since}>Since {formatInstantDate(customer.created_at)}</span>
        {canManage ? (
          <span className={css.actions}>
            <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
          </span>
        ) : null}
      </div>
    </Card>
  );
}

function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <nav className={css.pager} aria-label="Pages">
      <Button variant="secondary" icon="chevronLeft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={css.pageStatus} aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <Icon name="chevronRight" />
      </Button>
    </nav>
  );
}
