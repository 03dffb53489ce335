import { Limits } from '@ea/contracts';
import { FORM_TYPES, type Folder } from '@ea/contracts/library';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { uploadDocument } from '@/api/library/document-upload.ts';
import { isDocumentListKey } from '@/api/library/documents.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { contentPath } from './document-columns.tsx';
import { FileField, UploadProgressBar } from './file-field.tsx';
import { buildFolderTree, flattenTree } from './folder-tree.ts';
import { DOCUMENT_TYPE_OPTIONS } from './library-format.ts';
import {
  checkUpload,
  emptyUploadForm,
  titleLabel,
  type UploadFormErrors,
  type UploadFormValues,
  uploadPercent,
} from './upload-form-values.ts';
import { useLibraryAction, useWriteNotice } from './use-library-action.ts';

interface UploadDocumentDialogProps {
  companyId: number;
  folders: readonly Folder[];
  folderId: number | null;
  onClose(): void;
  /** Where the new document opens; the company's content pane unless the list says otherwise. */
  contentTo?: (document: { id: string; companyId: number }) => string;
}

/** Upload Document: the spec's metadata with its messages, the file, and the upload's progress; opens the new document. */
export function UploadDocumentDialog({ companyId, folders, folderId, onClose, contentTo = contentPath }: UploadDocumentDialogProps) {
  const session = useSessionClient();
  const navigate = useNavigate();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [values, setValues] = useState(() => emptyUploadForm(folderId));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const [percent, setPercent] = useState<number | null>(null);

  const field = (name: keyof UploadFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async () => {
    const checked = checkUpload(values, file, companyId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setPercent(0);
    const written = await run(
      () => uploadDocument(session, checked.upload, (sent, total) => setPercent(uploadPercent(sent, total))),
      (refusal) => setErrors({ ...refusal.fields, ...(refusal.fields ? {} : { file: refusal.message }) }),
    );
    setPercent(null);
    if (written === null) return;
    notice(written);
    void mutate(isDocumentListKey);
    onClose();
    navigate(contentTo(written));
  };

  return (
    <ModalDialog title="Upload Document" submitLabel="Upload" busy={busy} busyLabel="Uploading…" wide onSubmit={submit} onClose={onClose}>
      <div className="library-form__grid">
        <SelectField label="Document Type" required {...field('documentType')}>
          <option value="">Select</option>
          {DOCUMENT_TYPE_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <TextField label={titleLabel(values.documentType)} required {...field('title')} />
        <SelectField label="Form Type" {...field('formType')}>
          <option value="">Select</option>
          {FORM_TYPES.map((formType) => (
            <option key={formType} value={formType}>
              {formType}
            </option>
          ))}
        </SelectField>
        <TextField label="Period End Date" type="date" min={`${Limits.minPeriodYear}-01-01`} max="9999-12-31" {...field('periodEndDate')} />
        <SelectField label="Folder" {...field('folderId')}>
          <option value="">Top level</option>
          {flattenTree(buildFolderTree(folders)).map((node) => (
            <option key={node.folder.id} value={node.folder.id}>
              {`${'\u00a0\u00a0'.repeat(node.depth)}${node.folder.name}`}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Revision Description"
          hint="Up to 50 letters, digits, '_' or '-'"
          maxLength={50}
          {...field('revisionDescription')}
        />
      </div>
      <FileField
        label="File"
        file={file}
        disabled={busy}
        error={errors.file}
        hint="Word (.doc, .docx), HTML or zip, XML, .xlsx or PDF, as the document type takes"
        onFile={(next) => {
          setFile(next);
          setErrors((current) => ({ ...current, file: undefined }));
        }}
      />
      {percent !== null && <UploadProgressBar percent={percent} label="Uploading" />}
    </ModalDialog>
  );
}
