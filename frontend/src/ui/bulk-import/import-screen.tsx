import { Messages } from '@ea/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '@/api/api-request-error.ts';
import type { ImportArea } from '@/api/import-runs.ts';
import { FileDrop } from '../file-drop/file-drop.tsx';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import { useNotifications } from '../notifications/notifications-context.tsx';
import { PageHeader } from '../page/page-header.tsx';
import { useRouteTitle } from '../page/route-title.ts';
import { SectionCard } from '../page/section-card.tsx';
import { ImportModeField, type UpdateModeText } from './import-mode-field.tsx';
import { PastRuns } from './past-runs.tsx';
import { RunCard } from './run-card.tsx';
import { useImportRuns } from './use-import-runs.ts';
import './bulk-import.css';

interface ImportScreenProps {
  area: ImportArea;
  description: string;
  /** The list the imported rows land in. */
  list: { to: string; label: string };
  templateFileName: string;
  workbook: { label: string; hint: string };
  /** Channels to import into, for a caller who must choose one; null when the server decides. */
  channels: { id: number; itemName: string }[] | null;
  note?: ReactNode;
  /** The "update existing" choice, for imports whose rows can name records already there. */
  updateMode?: UpdateModeText;
}

/** A spreadsheet import: template, upload, live progress, error report and past runs. */
export function ImportScreen({ area, channels, updateMode, ...props }: ImportScreenProps) {
  const { runId, openRun, download, start } = useImportRuns(area);
  const [file, setFile] = useState<File | null>(null);
  const [importValid, setImportValid] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; channelId?: string }>({});
  const [busy, setBusy] = useState(false);
  const notifications = useNotifications();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!file) found.file = 'Please choose the .xlsx file to import';
    if (channels && channelId === null) found.channelId = Messages.user.channelRequired;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await start({ file, importValid, updateExisting: updateMode !== undefined && updateExisting, channelId });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      // The file stays chosen: a network failure is retried with the same button.
      if (error.isNetwork) {
        notifications.show({ kind: 'error', message: error.message });
      } else {
        const fields = error.fields ?? {};
        setErrors({ file: fields.file ?? (fields.channelId ? undefined : error.message), channelId: fields.channelId });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={useRouteTitle()}
        description={props.description}
        actions={
          <>
            <Link className="button" to={props.list.to}>
              {props.list.label}
            </Link>
            <button type="button" className="button" onClick={() => download(area.templateUrl, props.templateFileName)}>
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
                  data={channels}
                  selected={channels.filter((item) => item.id === channelId)}
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
              label={props.workbook.label}
              hint={props.workbook.hint}
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
            {props.note && <p className="bulk-import__note">{props.note}</p>}
            <ImportModeField
              importValid={importValid}
              onChange={setImportValid}
              update={updateMode && { text: updateMode, checked: updateExisting, onChange: setUpdateExisting }}
            />
            <div className="bulk-import__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Uploading…' : 'Start Import'}
              </button>
            </div>
          </form>
        </SectionCard>
        <RunCard area={area} runId={runId} onDownload={download} showUpdated={updateMode !== undefined} />
      </div>
      <PastRuns area={area} currentRunId={runId} onOpen={openRun} onDownload={download} showUpdated={updateMode !== undefined} />
    </>
  );
}
