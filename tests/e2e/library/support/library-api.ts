import type { DocumentSummary, DocumentWritten, Folder, TopicModelJson, VersionWritten } from '@ea/contracts/library';
import type { IdentityApi } from '../../shell/support/identity-api.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DocumentFields {
  companyId: number;
  folderId?: number;
  title: string;
  documentType: number;
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * The library's API as the first admin calls it (or, given its token, another user), for what a
 * test sets up around the screen under test.
 */
export class LibraryApi {
  constructor(
    private readonly api: IdentityApi,
    private readonly token: () => Promise<string> = () => api.adminToken(),
  ) {}

  createFolder(companyId: number, name: string, parentId: number | null = null): Promise<Folder> {
    return this.json<Folder>('POST', '/api/folder', { companyId, name, parentId });
  }

  /** Saves a new revision of a topic (a new version of the document), as the editor does. */
  saveTopic(documentId: string, topicId: string, model: TopicModelJson, revisionDescription: string): Promise<VersionWritten> {
    return this.json<VersionWritten>('PUT', `/api/document/${documentId}/topics/${topicId}`, { model, revisionDescription });
  }

  /** Moves a document to the deleted documents. */
  deleteDocument(documentId: string): Promise<DocumentSummary> {
    return this.json<DocumentSummary>('DELETE', `/api/document/${documentId}`);
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.api.call<T>(method, path, await this.token(), body);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** Uploads a .docx as a document (multipart, as the upload dialog sends it). */
  uploadDocx(fields: DocumentFields, file: Buffer): Promise<DocumentWritten> {
    return this.uploadFile(fields, { name: `${fields.title}.docx`, type: DOCX, bytes: file });
  }

  /** Uploads any file as a document: a .docx becomes topics, a PDF is kept as its file. */
  uploadFile(fields: DocumentFields, file: UploadedFile): Promise<DocumentWritten> {
    const form = new FormData();
    form.append('companyId', String(fields.companyId));
    if (fields.folderId !== undefined) form.append('folderId', String(fields.folderId));
    form.append('documentType', String(fields.documentType));
    form.append('title', fields.title);
    return this.postForm<DocumentWritten>('/api/document', form, file);
  }

  /** A New Version Upload of a document, as the dialog of the content pane sends it. */
  uploadVersion(documentId: string, revisionDescription: string, file: Buffer): Promise<VersionWritten> {
    const form = new FormData();
    form.append('revisionDescription', revisionDescription);
    return this.postForm<VersionWritten>(`/api/document/${documentId}/versions`, form, {
      name: `${revisionDescription}.docx`,
      type: DOCX,
      bytes: file,
    });
  }

  private async postForm<T>(path: string, form: FormData, file: UploadedFile): Promise<T> {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${this.api.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.token()}` },
      body: form,
    });
    if (response.status >= 300) throw new Error(`${path} answered ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}
