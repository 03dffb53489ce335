import type { DocumentWritten, Folder } from '@ea/contracts/library';
import type { IdentityApi } from '../../shell/support/identity-api.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The library's API as the first admin calls it, for what a test sets up around the screen under test. */
export class LibraryApi {
  constructor(private readonly api: IdentityApi) {}

  createFolder(companyId: number, name: string, parentId: number | null = null): Promise<Folder> {
    return this.api.ok<Folder>('POST', '/api/folder', { companyId, name, parentId });
  }

  /** Uploads a .docx as a document (multipart, as the upload dialog sends it). */
  async uploadDocx(
    fields: { companyId: number; folderId?: number; title: string; documentType: number },
    file: Buffer,
  ): Promise<DocumentWritten> {
    const form = new FormData();
    form.append('companyId', String(fields.companyId));
    if (fields.folderId !== undefined) form.append('folderId', String(fields.folderId));
    form.append('documentType', String(fields.documentType));
    form.append('title', fields.title);
    form.append('file', new Blob([new Uint8Array(file)], { type: DOCX }), `${fields.title}.docx`);
    const response = await fetch(`${this.api.baseUrl}/api/document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.api.adminToken()}` },
      body: form,
    });
    if (response.status >= 300) throw new Error(`upload answered ${response.status} ${await response.text()}`);
    return (await response.json()) as DocumentWritten;
  }
}
