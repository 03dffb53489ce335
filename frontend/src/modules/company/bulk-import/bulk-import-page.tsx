import { Messages } from '@ea/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '../../../app/api/api-request-error.ts';
import { paths } from '../../../app/paths.ts';
import { useSessionClient } from '../../../app/session/session-context.tsx';
import { FileDrop } from '../../../ui/file-drop/file-drop.tsx';
import { MultiSelect } from '../../../ui/multi-select/multi-select.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import { useAdminChannelOptions } from '../components/channel-options.ts';
import { downloadFile, isRunsKey, runKey, startImport, TEMPLATE_URL } from './bulk-import-api.ts';
import { PastRuns } from './past-runs.tsx';
import { RunCard } from './run-card.tsx';
import './bulk-import.css';

/** Companies from a spreadsheet: template, upload, live progress, error report and past runs. */
export function BulkImportPage() {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const channels = useAdminChannelOptions();
  const [search, setSearch] = useSearchParams();
  const runId = search.get('run');
  const [file, setFile] = useState<File | null>(null);
  const [importValid, setImportValid] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; channelId?: string }>({});
  const [busy, setBusy] = useState(false);

  const download = (url: string, name: string) =>
    downloadFile(session, url, name).catch((error: Error) => notifications.show({ kind: 'error', message: error.message }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!file) found.file = 'Please choose the .xlsx file to import';
    if (channels && channelId === null) found.channelId = Messages.user.channelRequired;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const started = await startImport(session, { file, importValid, channelId });
      await mutate(runKey(started.run.id), started.run, { revalidate: false });
      void mutate(isRunsKey);
      if (!started.created)
        notifications.show({ kind: 'info', message: 'This file was already imported: showing that run. Nothing was imported twice.' });
      setSearch({ run: started.run.id });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const fields = error.fields ?? {};
      setErrors({ file: fields.file ?? (fields.channelId ? undefined : error.message), channelId: fields.channelId });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={useRouteTitle()}
        description="Add many companies at once from a spreadsheet; each row is checked with the same rules as the company form."
        actions={
          <>
            <Link className="button" to={paths.company.list}>
              Company List
            </Link>
            <button type="button" className="button" onClick={() => download(TEMPLATE_URL, 'companies-import-template.xlsx')}>
              Download Template
            </button>
          </>
        }
      />
      <div className="bulk-import__grid">
        <SectionCard title="Upload">
          <form className="bulk-import__form" onSubmit={submit} noValidate aria-label="Bulk import">
            {channels && (
              <div className="field">
                <span className="field__label">
                  Channel<span className="field__required">*</span>
                </span>
                <MultiSelect
                  label="Channel"
                  singleSelection
                  data={channels.items}
                  selected={channels.items.filter((item) => item.id === channelId)}
                  onChange={(next) => {
                    setChannelId(next[0]?.id ?? null);
                    setErrors((current) => ({ ...current, channelId: undefined }));
                  }}
                />
                {errors.channelId && (
                  <p className="field__error" role="alert">
                    {errors.channelId}
                  </p>
                )}
              </div>
            )}
            <FileDrop
              kind="xlsx"
              label="Companies workbook"
              hint="An .xlsx with the template's columns: Name, Ticker, CIK, CID, SIC, CUSIP"
              onFile={(chosen) => {
                setFile(chosen);
                setErrors((current) => ({ ...current, file: undefined }));
              }}
            />
            {errors.file && (
              <p className="field__error" role="alert">
                {errors.file}
              </p>
            )}
            <fieldset className="bulk-import__mode">
              <legend className="field__label">When some rows are invalid</legend>
              <label>
                <input type="radio" name="mode" checked={!importValid} onChange={() => setImportValid(false)} />
                <span>
                  <strong>Import nothing</strong> — fix the file and send it again
                </span>
              </label>
              <label>
                <input type="radio" name="mode" checked={importValid} onChange={() => setImportValid(true)} />
                <span>
                  <strong>Import valid rows</strong> — the others are listed in the error report
                </span>
              </label>
            </fieldset>
            <div className="bulk-import__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Uploading…' : 'Start Import'}
              </button>
            </div>
          </form>
        </SectionCard>
        <RunCard runId={runId} onDownload={download} />
      </div>
      <PastRuns currentRunId={runId} onOpen={(id) => setSearch({ run: id })} onDownload={download} />
    </>
  );
}
