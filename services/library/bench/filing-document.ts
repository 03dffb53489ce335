import type { DocumentWritten, MapTopic } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { createLibraryTestApp, type LibraryTestApp } from '../src/testing/index.ts';
import { filingDocx } from '../src/uploads/testing/filing-docx.ts';

export interface FilingDocument {
  t: LibraryTestApp;
  /** The app listening on a local port, e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  headers: { authorization: string };
  documentId: string;
  topics: MapTopic[];
  pages: number;
  docxBytes: number;
  close(): Promise<void>;
}

const COMPANY = { id: 1, channelId: 1 };

/**
 * The library's routes on a real listening server over a fresh database, holding one filing of
 * `pages` pages uploaded as a .docx through `POST api/document` (the docx bench's generator: a
 * topic per ten pages, each page's paragraphs and financial table, an image every ten pages), and
 * a bearer header for a Preparer of the filing's channel.
 */
export async function openFilingDocument(pages: number): Promise<FilingDocument> {
  const t = await createLibraryTestApp();
  try {
    await t.publishCompany(COMPANY);
    const headers = await t.auth({ sub: 'bench-preparer', channelId: COMPANY.channelId });
    const docx = await filingDocx(pages);
    // A Word ML document is titled by the CUSIP of what it files.
    const upload = multipartBody(
      { field: 'file', name: 'filing.docx', type: 'application/octet-stream', bytes: docx },
      { companyId: String(COMPANY.id), documentType: '6', title: '12345AB67', revisionDescription: 'filing_upload' },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    if (created.statusCode !== 201) throw new Error(`the filing was not uploaded: ${created.body}`);
    const document = created.json() as DocumentWritten;
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { t, baseUrl, headers, documentId: document.id, topics: document.topics, pages, docxBytes: docx.length, close: () => t.close() };
  } catch (error) {
    await t.close();
    throw error;
  }
}
