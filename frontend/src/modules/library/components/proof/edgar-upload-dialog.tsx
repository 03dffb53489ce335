import { Messages } from '@ea/contracts';
import type { DocumentDetail, ExportJob } from '@ea/contracts/library';
import { useState } from 'react';
import { uploadEdgarHtml } from '@/api/library/exports.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { FieldFrame } from '@/ui/form-fields/field-frame.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { UploadProgressBar } from '../file-field.tsx';
import { uploadPercent } from '../upload-form-values.ts';
import { useLibraryAction } from '../use-library-action.ts';

/**
 * Upload EDGAR HTML (the upload-filing screen): a finished .htm made elsewhere, for the document's
 * current version. The server checks it against EDGAR's rules; the answer is the version's EDGAR
 * HTML export, completed or failed with its log, shown with the other exports.
 */
export function EdgarUploadDialog({ document, onDone }: { document: DocumentDetail; onDone(job: ExportJob | null): void }) {
  const session = useSessionClient();
  const { busy, run } = useLibraryAction();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async () => {
    if (file === null) {
      setError(Messages.files.renderedInvalid);
      return;
    }
    setPercent(0);
    const job = await run(
      () => uploadEdgarHtml(session, document.id, file, (sent, total) => setPercent(uploadPercent(sent, total))),
      (refusal) => setError(refusal.fields?.file ?? refusal.message),
    );
    setPercent(null);
    if (job !== null) onDone(job);
  };

  const chosen = file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)` : undefined;
  return (
    <ModalDialog
      title="Upload EDGAR HTML"
      description={`A finished EDGAR HTML file (.htm) for version ${document.versionNumber}. It is checked against EDGAR's rules before it is kept; a file EDGAR would refuse comes back with a log of each problem.`}
      submitLabel="Upload and check"
      busy={busy}
      busyLabel="Checking…"
      onSubmit={submit}
      onClose={() => onDone(null)}
    >
      <FieldFrame label="EDGAR HTML file" required error={error} hint={chosen}>
        {(control) => (
          <input
            {...control}
            type="file"
            className="library-file__input"
            accept=".htm,.html"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        )}
      </FieldFrame>
      {percent !== null && <UploadProgressBar percent={percent} label="Uploading" />}
    </ModalDialog>
  );
}
