import { type Alert, type GeneratedAlert, paddedCik } from '@ea/contracts/edgar-eye';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ALERTS_KEY, deleteAlert, useAlerts } from '@/api/edgar-eye/alerts.ts';
import { isGeneratedAlertKey, markAlertsSeen, useGeneratedAlerts } from '@/api/edgar-eye/generated-alerts.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { type Column, DataTable } from '@/ui/data-table/data-table.tsx';
import { formatCalendarDate, formatEdgarDate } from '@/ui/format/date-time.ts';
import { EdgarDateTimeText } from '@/ui/format/date-time-text.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { AlertForm } from '../components/alert-form.tsx';
import { EditAlertDialog } from '../components/edit-alert-dialog.tsx';
import { FilingDetail } from '../components/filing-detail.tsx';
import { failureMessage } from '../components/track-company.ts';
import '../components/edgar-eye.css';

/** Edit and Delete (after the product's confirmation) of one alert. */
function AlertActions({ alert, onEdit }: { alert: Alert; onEdit(alert: Alert): void }) {
  const session = useSessionClient();
  const confirm = useConfirm();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const remove = async () => {
    if (!(await confirm('deleteAlert', `You will no longer be alerted when ${alert.companyName} files. Delete the alert?`))) return;
    try {
      await deleteAlert(session, alert.id);
      notifications.show({ kind: 'success', message: `You no longer track ${alert.companyName}` });
      void mutate(ALERTS_KEY);
    } catch (failure) {
      notifications.show({ kind: 'error', message: failureMessage(failure) });
    }
  };
  return (
    <span className="edgar-eye__actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={`Edit the alert on ${alert.companyName}`}
        onClick={() => onEdit(alert)}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--ghost button--danger"
        aria-label={`Delete the alert on ${alert.companyName}`}
        onClick={remove}
      >
        Delete
      </button>
    </span>
  );
}

function alertColumns(onEdit: (alert: Alert) => void): Column<Alert>[] {
  return [
    { key: 'companyName', header: 'Company', render: (row) => row.companyName },
    { key: 'cik', header: 'CIK', width: '8rem', render: (row) => <span className="edgar-eye__mono">{paddedCik(row.cik)}</span> },
    {
      key: 'formTypes',
      header: 'Form types',
      render: (row) => (row.formTypes.length > 0 ? row.formTypes.join(', ') : <span className="edgar-eye__muted">Every form type</span>),
    },
    {
      key: 'notifyByEmail',
      header: 'E-mail',
      width: '6rem',
      render: (row) => (row.notifyByEmail ? <span className="badge badge--success">On</span> : <span className="badge">Off</span>),
    },
    {
      key: 'createdAt',
      header: 'Created',
      width: '9.5rem',
      render: (row) => formatEdgarDate(row.createdAt),
    },
    { key: 'actions', header: 'Actions', width: '10rem', render: (row) => <AlertActions alert={row} onEdit={onEdit} /> },
  ];
}

function generatedColumns(open: (row: GeneratedAlert) => void, markRead: (row: GeneratedAlert) => void): Column<GeneratedAlert>[] {
  return [
    {
      key: 'seen',
      header: 'Status',
      width: '7rem',
      render: (row) =>
        row.seen ? (
          <span className="edgar-eye__muted">Read</span>
        ) : (
          <button
            type="button"
            className="badge badge--info edgar-eye__unread"
            onClick={() => markRead(row)}
            aria-label={`New: mark ${row.filing.companyName} ${row.filing.formType} as read`}
            title="Mark as read"
          >
            New
          </button>
        ),
    },
    { key: 'dateFiled', header: 'Date filed', width: '9.5rem', render: (row) => formatCalendarDate(row.filing.dateFiled) },
    {
      key: 'companyName',
      header: 'Company',
      render: (row) => (row.seen ? row.filing.companyName : <strong>{row.filing.companyName}</strong>),
    },
    { key: 'formType', header: 'Form type', width: '8rem', render: (row) => row.filing.formType },
    {
      key: 'accession',
      header: 'Accession number',
      width: '14rem',
      render: (row) => (
        <button
          type="button"
          className="button button--ghost edgar-eye__mono"
          onClick={() => open(row)}
          aria-label={`Details of ${row.filing.formType} ${row.filing.accession}`}
        >
          {row.filing.accession}
        </button>
      ),
    },
    {
      key: 'createdAt',
      header: 'Alerted',
      width: '14rem',
      render: (row) => <EdgarDateTimeText at={row.createdAt} />,
    },
  ];
}

/** The companies a user tracks (add, edit, delete), and the filings that set their alerts off, unread ones marked. */
export default function MyAlertsPage() {
  const title = useRouteTitle();
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const list = useListState('edgarEye');
  const alerts = useAlerts();
  const generated = useGeneratedAlerts(list);
  const [editing, setEditing] = useState<Alert | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const items = alerts.data?.items ?? [];
  const unseen = generated.data?.unseen ?? 0;

  const markRead = async (ids?: number[]) => {
    try {
      await markAlertsSeen(session, ids);
      await mutate(isGeneratedAlertKey);
    } catch (failure) {
      notifications.show({ kind: 'error', message: failureMessage(failure) });
    }
  };

  return (
    <>
      <PageHeader title={title} description="Track companies: when one files, you are told here at once, and by e-mail if you ask." />
      <SectionCard title="Add an alert">
        <AlertForm />
      </SectionCard>
      <SectionCard title="Tracked companies">
        <DataTable
          label="Tracked companies"
          columns={alertColumns(setEditing)}
          rows={items}
          rowKey={(row) => String(row.id)}
          total={items.length}
          list={{ ...list, page: 1, size: 500 }}
          loading={alerts.isLoading}
          error={alerts.error ? alerts.error.message : null}
          emptyTitle="No alerts yet"
          emptyMessage="Add a company above to be told when it files."
        />
      </SectionCard>
      <SectionCard
        title={`Filings of tracked companies${unseen > 0 ? ` (${unseen} new)` : ''}`}
        actions={
          <button type="button" className="button" disabled={unseen === 0} onClick={() => markRead()}>
            Mark all as read
          </button>
        }
      >
        <DataTable
          label="Filings of tracked companies"
          columns={generatedColumns(
            (row) => setOpen(row.filing.accession),
            (row) => markRead([row.id]),
          )}
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
      {open && <FilingDetail accession={open} onClose={() => setOpen(null)} />}
      {editing && <EditAlertDialog alert={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
