import type { DocumentWritten, VersionWritten } from '@ea/contracts/library';
import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath, LibraryPaths } from './library-paths.ts';
import { postWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** The fields of an upload (`POST api/document`), as the form holds them once valid. */
export interface DocumentUpload {
  companyId: number;
  folderId: number | null;
  documentType: number;
  title: string;
  formType: string | null;
  periodEndDate: string | null;
  revisionDescription: string | null;
  file: File | null;
}

/** The multipart body of an upload: the text fields first, the file last, as the service reads the stream. */
export function uploadForm(upload: DocumentUpload): FormData {
  const form = new FormData();
  form.append('companyId', String(upload.companyId));
  if (upload.folderId !== null) form.append('folderId', String(upload.folderId));
  form.append('documentType', String(upload.documentType));
  form.append('title', upload.title);
  if (upload.formType !== null) form.append('formType', upload.formType);
  if (upload.periodEndDate !== null) form.append('periodEndDate', upload.periodEndDate);
  if (upload.revisionDescription !== null) form.append('revisionDescription', upload.revisionDescription);
  if (upload.file !== null) form.append('file', upload.file, upload.file.name);
  return form;
}

export function uploadDocument(session: SessionClient, upload: DocumentUpload, onProgress: UploadProgress): Promise<DocumentWritten> {
  return postWithProgress<DocumentWritten>(session, LibraryPaths.documents, uploadForm(upload), onProgress);
}

/** New Version Upload: the file replaces the document's content as a new version. */
export function uploadVersion(
  session: SessionClient,
  documentId: string,
  input: { revisionDescription: string; file: File },
  onProgress: UploadProgress,
): Promise<VersionWritten> {
  const form = new FormData();
  form.append('revisionDescription', input.revisionDescription);
  form.append('file', input.file, input.file.name);
  return postWithProgress<VersionWritten>(session, documentPath(documentId, 'versions'), form, onProgress);
}
