import { Messages } from '@ea/contracts';
import { revisionDescriptionMessage } from '@ea/contracts/library';
import { useState } from 'react';
import { uploadVersion } from '@/api/library/document-upload.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { FileField, UploadProgressBar } from './file-field.tsx';
import { uploadPercent } from './upload-form-values.ts';
import { useLibraryAction, useWriteNotice } from './use-library-action.ts';

/** New Version Upload: a file that replaces the document's content as its next version, with a revision description. */
export function NewVersionDialog({ documentId, onDone }: { documentId: string; onDone(uploaded: boolean): void }) {
  const session = useSessionClient();
  const notice = useWriteNotice();
  const { busy, run } = useLibraryAction();
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ revisionDescription?: string | null; file?: string | null }>({});
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async () => {
    const found = {
      revisionDescription: revisionDescriptionMessage(description),
      file: file === null ? Messages.files.renderedInvalid : null,
    };
    setErrors(found);
    if (found.revisionDescription || found.file || file === null) return;
    setPercent(0);
    const written = await run(
      () =>
        uploadVersion(session, documentId, { revisionDescription: description.trim(), file }, (sent, total) =>
          setPercent(uploadPercent(sent, total)),
        ),
      (refusal) => setErrors({ revisionDescription: refusal.fields?.revisionDescription, file: refusal.fields?.file ?? refusal.message }),
    );
    setPercent(null);
    if (written === null) return;
    notice(written);
    onDone(true);
  };

  return (
    <ModalDialog
      title="New Version Upload"
      description="The file becomes the document's next version; earlier versions stay in its history."
      submitLabel="Upload"
      busy={busy}
      busyLabel="Uploading…"
      onSubmit={submit}
      onClose={() => onDone(false)}
    >
      <TextField
        label="Revision Description"
        required
        maxLength={50}
        value={description}
        error={errors.revisionDescription}
        hint="Up to 50 letters, digits, '_' or '-'"
        onChange={(value) => {
          setDescription(value);
          setErrors((current) => ({ ...current, revisionDescription: null }));
        }}
      />
      <FileField
        label="File"
        required
        file={file}
        disabled={busy}
        error={errors.file}
        hint="A file of the kind the document was made from"
        onFile={(next) => {
          setFile(next);
          setErrors((current) => ({ ...current, file: null }));
        }}
      />
      {percent !== null && <UploadProgressBar percent={percent} label="Uploading" />}
    </ModalDialog>
  );
}
