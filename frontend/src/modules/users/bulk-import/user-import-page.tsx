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
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { useRouteTitle } from '../../../ui/page/route-title.ts';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import '../../../ui/bulk-import/bulk-import.css';

const userImports = importArea('/api/user/bulkImport', 'user-import', 'users');

/**
 * Users from a spreadsheet: template, upload, live progress, error report and past runs. Each row
 * names its channel, so the screen asks for none; the server keeps a manager to their own channel.
 */
export function UserImportPage() {
  const { runId, openRun, download, start } = useImportRuns(userImports);
  const [file, setFile] = useState<File | null>(null);
  const [importValid, setImportValid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please choose the .xlsx file to import');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await start({ file, importValid, channelId: null });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.fields?.file ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={useRouteTitle()}
        description="Add many users at once from a spreadsheet; each row is checked with the same rules as the user form, and every new user gets an activation email."
        actions={
          <>
            <Link className="button" to={paths.users.list}>
              User List
            </Link>
            <button type="button" className="button" onClick={() => download(userImports.templateUrl, 'users-import-template.xlsx')}>
              Download Template
            </button>
          </>
        }
      />
      <div className="bulk-import__grid">
        <SectionCard title="Upload">
          <form className="bulk-import__form" onSubmit={submit} noValidate aria-label="Bulk import">
            <FileDrop
              kind="xlsx"
              label="Users workbook"
              hint="An .xlsx with the template's columns: email, userName, firstName, lastName, channel, roles, products"
              onFile={(chosen) => {
                setFile(chosen);
                setError(null);
              }}
            />
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <p className="bulk-import__note">
              Channel by name or number; roles and products separated by commas (products by name or module number).
            </p>
            <ImportModeField importValid={importValid} onChange={setImportValid} />
            <div className="bulk-import__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Uploading…' : 'Start Import'}
              </button>
            </div>
          </form>
        </SectionCard>
        <RunCard area={userImports} runId={runId} onDownload={download} />
      </div>
      <PastRuns area={userImports} currentRunId={runId} onOpen={openRun} onDownload={download} />
    </>
  );
}
