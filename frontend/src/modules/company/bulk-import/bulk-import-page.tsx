import { Messages } from '@ea/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '../../../app/api/api-request-error.ts';
import { paths } from '../../../app/paths.ts';
import { ImportModeField } from '../../../ui/bulk-import/import-mode-field.tsx';
import { importArea } from '../../../ui/bulk-import/import-runs-api.ts';
import { PastRuns } from '../../../ui/bulk-import/past-runs.tsx';
import { RunCard } from '../../../ui/bulk-import/run-card.tsx';
import { useImportRuns } from '../../../ui/bulk-import/use-import-runs.ts';
import { FileDrop } from '../../../ui/file-drop/file-drop.tsx';
import { MultiSelect } from '../../../ui/multi-select/multi-select.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import { useAdminChannelOptions } from '../components/channel-options.ts';
import '../../../ui/bulk-import/bulk-import.css';

const companyImports = importArea('/api/bulkImport', 'bulk-import', 'companies');

/** Companies from a spreadsheet: template, upload, live progress, error report and past runs. */
export function BulkImportPage() {
  const channels = useAdminChannelOptions();
  const { runId, openRun, download, start } = useImportRuns(companyImports);
  const [file, setFile] = useState<File | null>(null);
  const [importValid, setImportValid] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; channelId?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!file) found.file = 'Please choose the .xlsx file to import';
    if (channels && channelId === null) found.channelId = Messages.user.channelRequired;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await start({ file, importValid, channelId });
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
            <button type="button" className="button" onClick={() => download(companyImports.templateUrl, 'companies-import-template.xlsx')}>
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
            <ImportModeField importValid={importValid} onChange={setImportValid} />
            <div className="bulk-import__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Uploading…' : 'Start Import'}
              </button>
            </div>
          </form>
        </SectionCard>
        <RunCard area={companyImports} runId={runId} onDownload={download} />
      </div>
      <PastRuns area={companyImports} currentRunId={runId} onOpen={openRun} onDownload={download} />
    </>
  );
}
