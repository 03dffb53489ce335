import { DocumentType } from '@ea/contracts';
import { revisionDescriptionMessage, validateDocument } from '@ea/contracts/library';
import type { DocumentUpload } from '@/api/library/document-upload.ts';

/** The upload form as typed: every field text, the file apart. */
export interface UploadFormValues {
  documentType: string;
  title: string;
  formType: string;
  periodEndDate: string;
  folderId: string;
  revisionDescription: string;
}

export type UploadFormErrors = Partial<Record<keyof UploadFormValues | 'file', string>>;

export const emptyUploadForm = (folderId: number | null): UploadFormValues => ({
  documentType: '',
  title: '',
  formType: '',
  periodEndDate: '',
  folderId: folderId === null ? '' : String(folderId),
  revisionDescription: '',
});

/** WordML documents are titled by their CUSIP (spec §3): the title field is named for it. */
export const titleLabel = (documentType: string) =>
  Number(documentType) === DocumentType.wordML && documentType !== '' ? 'CUSIP' : 'Title';

/**
 * Checks the form with the shared document rules (spec §5 messages) and, when it passes, gives
 * the upload to send. A revision description is optional on a first upload but, when given, must
 * follow the same rule as every other.
 */
export function checkUpload(
  values: UploadFormValues,
  file: File | null,
  companyId: number,
): { ok: true; upload: DocumentUpload } | { ok: false; errors: UploadFormErrors } {
  const checked = validateDocument(
    {
      documentType: values.documentType === '' ? undefined : Number(values.documentType),
      title: values.title,
      formType: values.formType,
      periodEndDate: values.periodEndDate,
    },
    { fileGiven: file !== null },
  );
  const errors: UploadFormErrors = checked.ok ? {} : { ...checked.messages };
  const description = values.revisionDescription.trim();
  const descriptionError = description === '' ? null : revisionDescriptionMessage(description);
  if (descriptionError) errors.revisionDescription = descriptionError;
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    upload: {
      companyId,
      folderId: values.folderId === '' ? null : Number(values.folderId),
      ...checked.fields,
      revisionDescription: description === '' ? null : description,
      file,
    },
  };
}

/** The share of an upload sent, as a whole percentage; null while the size is unknown. */
export function uploadPercent(sent: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.round((sent / total) * 100));
}
