import { SuccessMessages } from '@ea/contracts';
import { type Alert, cikOf, paddedCik } from '@ea/contracts/edgar-eye';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ALERTS_KEY,
  deleteAlert,
  isGeneratedAlertKey,
  markAlertsSeen,
  updateAlert,
  useAlerts,
  useGeneratedAlerts,
} from '@/api/edgar-eye/alerts.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { type Column, DataTable } from '@/ui/data-table/data-table.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { useTrackCompany } from '../components/track-company.ts';
import '../components/edgar-eye.css';

const formList = (text: string) =>
  text
    .split(',')
    .map((form) => form.trim())
    .filter((form) => form !== '');

/** Adds an alert by CIK, optionally for some form types, optionally by e-mail. Keeps the input when refused. */
function AddAlertForm() {
  const track = useTrackCompany();
  const [cik, setCik] = useState('');
  const [forms, setForms] = useState('');
  const [email, setEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = cikOf(cik);
    if (value === null) {
      setError('A CIK is 1 to 10 digits');
      return;
    }
    setError(null);
    if (await track({ cik: value, formTypes: formList(forms), notifyByEmail: email })) {
      setCik('');
      setForms('');
      setEmail(false);
    }
  };
  return (
    <form className="filing-filters" onSubmit={submit} noValidate aria-label="Add an alert">
      <label className="filing-filters__field">
        <span className="field__label">CIK</span>
        <input
          className="input"
          inputMode="numeric"
          maxLength={10}
          value={cik}
          onChange={(event) => setCik(event.target.value)}
          aria-invalid={error !== null}
        />
      </label>
      <label className="filing-filters__field">
        <span className="field__label">Form types (optional, comma separated)</span>
        <input className="input" placeholder="10-K, 10-Q, 8-K" value={forms} onChange={(event) => setForms(event.target.value)} />
      </label>
      <label className="filing-filters__field">
        <span className="field__label">E-mail</span>
        <span>
          <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} /> Also tell me by e-mail
        </span>
      </label>
      <button type="submit" className="button button--primary">
        Add alert
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function AlertActions({ alert }: { alert: Alert }) {
  const session = useSessionClient();
  const confirm = useConfirm();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const run = async (change: () => Promise<unknown>, success: string) => {
    try {
      await change();
      notifications.show({ kind: 'success', message: success });
      await mutate(ALERTS_KEY);
    } catch (failure) {
      notifications.show({ kind: 'error', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  return (
    <span className="edgar-eye__actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={`${alert.notifyByEmail ? 'Stop e-mails for' : 'E-mail me for'} ${alert.companyName}`}
        onClick={() =>
          run(
            () => updateAlert(session, alert.id, { formTypes: alert.formTypes, notifyByEmail: !alert.notifyByEmail }),
            SuccessMessages.alertSaved,
          )
        }
      >
        {alert.notifyByEmail ? 'Stop e-mails' : 'E-mail me'}
      </button>
      <button
        type="button"
        className="button button--ghost button--danger"
        aria-label={`Delete the alert on ${alert.companyName}`}
        onClick={async () => {
          if (await confirm('deleteAlert', `You will no longer be alerted when ${alert.companyName} files. Delete the alert?`)) {
            await run(() => deleteAlert(session, alert.id), 'Alert deleted');
          }
        }}
      >
        Delete
      </button>
    </span>
  );
}

const alertColumns: Column<Alert>[] = [
  { key: 'companyName', header: 'Company', render: (row) => row.companyName },
  { key: 'cik', header: 'CIK', width: '8rem', render: (row) => paddedCik(row.cik) },
  { key: 'formTypes', header: 'Form types', render: (row) => (row.formTypes.length > 0 ? row.formTypes.join(', ') : 'All') },
  { key: 'notifyByEmail', header: 'E-mail', width: '6rem', render: (row) => (row.notifyByEmail ? 'Yes' : 'No') },
  { key: 'createdAt', header: 'Since', width: '9rem', render: (row) => row.createdAt.slice(0, 10) },
  { key: 'actions', header: 'Actions', width: '15rem', render: (row) => <AlertActions alert={row} /> },
];

/** The companies a user tracks, and the filings that set their alerts off. */
export default function MyAlertsPage() {
  const title = useRouteTitle();
  const session = useSessionClient();
  const { mutate } = useSWRConfig();
  const list = useListState('edgarEye');
  const alerts = useAlerts();
  const generated = useGeneratedAlerts(list);
  const items = alerts.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={title}
        description="Track companies by CIK: when one files, you are told here, at once, and by e-mail if you ask."
      />
      <SectionCard title="Add an alert">
        <AddAlertForm />
      </SectionCard>
      <SectionCard title="Tracked companies">
        <DataTable
          label="Tracked companies"
          columns={alertColumns}
          rows={items}
          rowKey={(row) => String(row.id)}
          total={items.length}
          list={{ ...list, page: 1, size: 500 }}
          loading={alerts.isLoading}
          error={alerts.error ? alerts.error.message : null}
          emptyTitle="No alerts yet"
          emptyMessage="Add a CIK above to be told when that company files."
        />
      </SectionCard>
      <SectionCard
        title={`Filings of tracked companies${generated.data && generated.data.unseen > 0 ? ` (${generated.data.unseen} new)` : ''}`}
        actions={
          <button
            type="button"
            className="button"
            disabled={!generated.data || generated.data.unseen === 0}
            onClick={async () => {
              await markAlertsSeen(session);
              await mutate(isGeneratedAlertKey);
            }}
          >
            Mark all as read
          </button>
        }
      >
        <DataTable
          label="Filings of tracked companies"
          columns={[
            { key: 'seen', header: 'Status', width: '5rem', render: (row) => (row.seen ? '' : <strong>New</strong>) },
            { key: 'dateFiled', header: 'Date filed', width: '8rem', render: (row) => row.filing.dateFiled },
            { key: 'companyName', header: 'Company', render: (row) => row.filing.companyName },
            { key: 'formType', header: 'Form type', width: '8rem', render: (row) => row.filing.formType },
            {
              key: 'accession',
              header: 'Accession number',
              width: '15rem',
              render: (row) => <span className="edgar-eye__nowrap">{row.filing.accession}</span>,
            },
          ]}
          rows={generated.data?.items ?? []}
          rowKey={(row) => String(row.id)}
          total={generated.data?.total ?? 0}
          list={list}
          loading={generated.isLoading}
          error={generated.error ? generated.error.message : null}
          emptyTitle="No filings yet"
          emptyMessage="Filings of the companies you track appear here as EDGAR publishes them."
        />
      </SectionCard>
    </>
  );
}
