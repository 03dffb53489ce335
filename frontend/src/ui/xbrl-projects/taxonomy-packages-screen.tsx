import type { TaxonomyPackage } from '@ea/contracts/validator';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { type Column, DataTable } from '@/ui/data-table/data-table.tsx';
import { FileDrop } from '@/ui/file-drop/file-drop.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { formatDateTime } from './run-labels.ts';
import { taxonomyPackagesApi } from './taxonomy-packages-api.ts';
import './xbrl-projects.css';

interface TaxonomyPackagesScreenProps {
  /** The module's API base: /api/validator or /api/easyview. */
  apiBase: string;
  /** What the module does with the packages, for the page's description. */
  description: string;
}

const KB = 1024;
const MB = KB * 1024;

export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

const packageLabel = (pkg: TaxonomyPackage) => `${pkg.name} ${pkg.version}`;

/**
 * A module's taxonomy screen: the XBRL Taxonomy Packages of the user's channel that the module's
 * filings resolve their taxonomies through, offline. Upload (checked in the browser as a zip, then by
 * the server for its META-INF/taxonomyPackage.xml), the list, and deletion after confirming.
 */
export function TaxonomyPackagesScreen({ apiBase, description }: TaxonomyPackagesScreenProps) {
  const api = taxonomyPackagesApi(apiBase);
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const list = useListState('general');
  const { data, error, isLoading } = api.usePackages();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [deleting, setDeleting] = useState<TaxonomyPackage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal('Please choose the taxonomy package to upload');
      return;
    }
    setSending(true);
    try {
      const taken = await api.upload(session, file);
      setFile(null);
      setUploads((count) => count + 1);
      setRefusal(null);
      notifications.show({ kind: 'success', message: `Taxonomy package ${packageLabel(taken)} uploaded` });
      void mutate(api.listKey);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      if (failure.isNetwork) notifications.show({ kind: 'error', message: failure.message });
      else setRefusal(failure.fields?.file ?? failure.message);
    } finally {
      setSending(false);
    }
  };

  const remove = async (pkg: TaxonomyPackage) => {
    setDeleting(null);
    try {
      await api.remove(session, pkg.id);
      notifications.show({ kind: 'success', message: `Taxonomy package ${packageLabel(pkg)} deleted` });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      notifications.show({ kind: 'error', message: failure.message });
    } finally {
      void mutate(api.listKey);
    }
  };

  const columns: Column<TaxonomyPackage>[] = [
    { key: 'name', header: 'Name', render: (pkg) => <span className="xbrl-wrap">{pkg.name}</span> },
    { key: 'version', header: 'Version', width: '110px', render: (pkg) => <span className="xbrl-wrap">{pkg.version}</span> },
    { key: 'identifier', header: 'Identifier', render: (pkg) => <span className="xbrl-code">{pkg.identifier}</span> },
    {
      key: 'entryPoints',
      header: 'Entry points',
      render: (pkg) =>
        pkg.entryPoints.length === 0 ? (
          <span className="muted">None declared</span>
        ) : (
          <ul className="xbrl-entry-points" aria-label={`Entry points of ${packageLabel(pkg)}`}>
            {pkg.entryPoints.map((entry) => (
              <li key={`${entry.name}\u0000${entry.url}`}>
                <span>{entry.name}</span>
                {entry.name !== entry.url && <span className="xbrl-code muted">{entry.url}</span>}
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'size', header: 'Size', width: '110px', render: (pkg) => formatSize(pkg.size) },
    {
      key: 'uploaded',
      header: 'Uploaded',
      width: '240px',
      render: (pkg) => (
        <span className="xbrl-run-cell">
          <span>{formatDateTime(pkg.uploadedAt)}</span>
          <span className="muted xbrl-wrap">{pkg.uploadedBy}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '100px',
      render: (pkg) => (
        <button
          type="button"
          className="button button--ghost button--danger"
          aria-label={`Delete ${packageLabel(pkg)}`}
          onClick={() => setDeleting(pkg)}
        >
          Delete
        </button>
      ),
    },
  ];

  const items = data?.items ?? [];
  const shown = items.slice((list.page - 1) * list.size, list.page * list.size);
  return (
    <>
      <PageHeader title={useRouteTitle()} description={description} />
      <div className="xbrl-content">
        <SectionCard title="Upload a taxonomy package">
          <form className="xbrl-upload" onSubmit={submit} noValidate aria-label="Upload a taxonomy package">
            <FileDrop
              key={uploads}
              kind="taxonomyPackage"
              label="Taxonomy package"
              hint="Drop an XBRL Taxonomy Package (.zip with META-INF/taxonomyPackage.xml) here, or click to browse"
              refusal={refusal}
              disabled={sending}
              onFile={(chosen) => {
                setFile(chosen);
                setRefusal(null);
              }}
            />
            <div className="xbrl-upload__actions">
              <span className="muted">Filings resolve the URLs its catalog maps from the package, without going online.</span>
              <button type="submit" className="button button--primary" disabled={sending}>
                {sending ? 'Uploading…' : 'Upload'}
              </button>
            </div>
          </form>
        </SectionCard>
        <SectionCard title="Taxonomy packages">
          <DataTable
            label="Taxonomy packages"
            columns={columns}
            rows={shown}
            rowKey={(pkg) => String(pkg.id)}
            total={items.length}
            list={list}
            loading={isLoading}
            error={error ? error.message : null}
            emptyTitle="No taxonomy packages yet"
            emptyMessage="Upload the packages your filings use (US GAAP, SEC DEI, your own): a schema none of them provides is reported once in a run, naming the package to upload."
          />
        </SectionCard>
      </div>
      {deleting && (
        <ConfirmDialog
          open
          title="Delete taxonomy package"
          message={`${packageLabel(deleting)} will be deleted, and filings will no longer resolve its taxonomy. This cannot be undone. Delete it?`}
          confirmLabel="Delete"
          tone="danger"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
