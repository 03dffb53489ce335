import { Messages, SuccessMessages } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, wordDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
let manager: { authorization: string };
const COMPANY = { id: 201, channelId: 21 };
const OTHER_COMPANY = { id: 202, channelId: 21 };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER_COMPANY);
  manager = await t.auth({ sub: '600', channelId: COMPANY.channelId });
});

afterAll(async () => {
  await t?.close();
});

/** A multipart form of text fields only. */
function fieldsForm(fields: Record<string, string>) {
  const boundary = 'form-boundary';
  const payload = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function createDocument(fields: Record<string, string>, company = COMPANY) {
  const form = fieldsForm({ companyId: String(company.id), ...fields });
  return t.app.inject({ method: 'POST', url: '/api/document', headers: { ...manager, ...form.headers }, payload: form.payload });
}

describe('documents', () => {
  it('creates a document without a file as one empty topic, announced and audited', async () => {
    const res = await createDocument({ documentType: '1', title: 'Board minutes' });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      companyId: COMPANY.id,
      folderId: null,
      documentType: 1,
      title: 'Board minutes',
      state: 0,
      contentKind: 'model',
      versionNumber: 1,
      message: SuccessMessages.documentSaved,
    });
    expect(doc.topics).toEqual([expect.objectContaining({ title: 'Board minutes', revisionNumber: 1 })]);

    const topic = await t.app.inject({ url: `/api/document/${doc.id}/topics/${doc.topics[0].id}`, headers: manager });
    expect(topic.statusCode).toBe(200);
    expect(topic.json().model).toMatchObject({ type: 'doc', content: [{ type: 'paragraph' }] });

    const [event] = (await outboxEvents(t, 'document.created')).filter((e) => e.aggregate_id === doc.id);
    expect(event).toMatchObject({ scope: { channelId: COMPANY.channelId, companyId: COMPANY.id, documentId: doc.id } });
    expect(event!.payload).toMatchObject({ title: 'Board minutes', versionNumber: 1, topicIds: [doc.topics[0].id] });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', doc.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['Create']);
  });

  it('makes topics of an uploaded .docx, one per Heading 1', async () => {
    const bytes = await wordDocument([
      { heading: 'Balance sheet', paragraphs: ['Assets exceed liabilities.'] },
      { heading: 'Notes', paragraphs: ['Note one.', 'Note two.'] },
    ]);
    const upload = multipartBody(
      { field: 'file', name: 'report.docx', type: 'application/octet-stream', bytes },
      { companyId: String(COMPANY.id), documentType: '6', title: 'abc123def', revisionDescription: 'first_upload' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...manager, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ documentType: 6, title: 'ABC123DEF', contentKind: 'model', message: SuccessMessages.documentUploaded });
    expect(doc.topics.map((topic: { title: string }) => topic.title)).toEqual(['Balance sheet', 'Notes']);

    const notes = await t.app.inject({ url: `/api/document/${doc.id}/topics/${doc.topics[1].id}`, headers: manager });
    expect(JSON.stringify(notes.json().model)).toContain('Note two.');
    expect(notes.json().revisionDescription).toBe('first_upload');
  });

  it('keeps an .xml upload as its file, stored under its content hash, and serves it back', async () => {
    const xml = Buffer.from('<?xml version="1.0"?><edgarSubmission><formType>D</formType></edgarSubmission>');
    const upload = multipartBody(
      { field: 'file', name: 'form-d.xml', type: 'application/xml', bytes: xml },
      { companyId: String(COMPANY.id), documentType: '12', title: 'Form D filing' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...manager, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentKind: 'file', topics: [], file: { name: 'form-d.xml', size: xml.length } });
    const file = await t.app.inject({ url: `/api/document/${res.json().id}/file`, headers: manager });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(xml)).toBe(true);
    const row = await t.db.selectFrom('files').select('key').where('document_id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.key).toMatch(/^sha256\//);
  });

  it('answers the spec messages for missing metadata', async () => {
    const res = await createDocument({ documentType: '2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: Messages.document.titleRequired,
      formType: Messages.document.formTypeRequired,
      file: Messages.document.xbrlFileRequired,
    });
    const cusip = await createDocument({ documentType: '6', title: 'short' });
    expect(cusip.json().fields.title).toBe(Messages.document.cusipInvalid);
    const type = await createDocument({ title: 'No type' });
    expect(type.json().fields.documentType).toBe(Messages.document.documentTypeRequired);
  });

  it('edits metadata, deletes to the deleted documents (state 6) and restores with the state it had', async () => {
    const doc = (await createDocument({ documentType: '1', title: 'Proxy' })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}`,
      headers: manager,
      payload: { title: 'Proxy statement', formType: 'DEF 14A', state: 4 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Proxy statement', formType: 'DEF 14A', state: 4, versionNumber: 1 });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/document/${doc.id}`, headers: manager });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ state: 6 });
    expect((await t.app.inject({ url: `/api/document/${doc.id}`, headers: manager })).statusCode).toBe(404);
    const trash = await t.app.inject({ url: `/api/library/deleted-documents?companyId=${COMPANY.id}&docId=${doc.id}`, headers: manager });
    expect(trash.json()).toMatchObject({ total: 1, items: [{ id: doc.id, state: 6 }] });

    const restored = await t.app.inject({ method: 'POST', url: `/api/document/${doc.id}/restore`, headers: manager });
    expect(restored.json()).toMatchObject({ state: 4, deletedAt: null });
    expect((await t.app.inject({ method: 'POST', url: `/api/document/${doc.id}/restore`, headers: manager })).statusCode).toBe(404);
    expect((await outboxEvents(t, 'document.restored')).map((e) => e.aggregate_id)).toContain(doc.id);
  });

  it('lists documents by the list parameters of spec §2', async () => {
    const folder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/folder',
        headers: manager,
        payload: { companyId: OTHER_COMPANY.id, name: 'Filings' },
      })
    ).json();
    const made = [
      await createDocument({ documentType: '3', title: 'Alpha 10-K', formType: '10-K', periodEndDate: '2023-12-31' }, OTHER_COMPANY),
      await createDocument({ documentType: '3', title: 'Beta 10-Q', formType: '10-Q', periodEndDate: '2024-03-31' }, OTHER_COMPANY),
      await createDocument({ documentType: '1', title: 'Gamma memo', folderId: String(folder.id) }, OTHER_COMPANY),
    ].map((res) => res.json());
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/document?companyId=${OTHER_COMPANY.id}&${query}`, headers: manager });
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { title: string }[]; total: number; page: number; size: number };
    };
    expect((await list('')).total).toBe(3);
    expect((await list('sort=title&order=asc')).items.map((d) => d.title)).toEqual(['Alpha 10-K', 'Beta 10-Q', 'Gamma memo']);
    expect((await list('filter=beta')).items.map((d) => d.title)).toEqual(['Beta 10-Q']);
    expect((await list('ped=2023')).items.map((d) => d.title)).toEqual(['Alpha 10-K']);
    expect((await list('ftype=10-Q')).items.map((d) => d.title)).toEqual(['Beta 10-Q']);
    expect((await list(`fid=${folder.id}`)).items.map((d) => d.title)).toEqual(['Gamma memo']);
    expect((await list('dtype=3&sort=periodEndDate&order=desc')).items.map((d) => d.title)).toEqual(['Beta 10-Q', 'Alpha 10-K']);
    expect((await list(`docId=${made[0].id}`)).items.map((d) => d.title)).toEqual(['Alpha 10-K']);
    const paged = await list('sort=title&order=asc&page=2&size=10');
    expect(paged).toMatchObject({ items: [], total: 3, page: 2, size: 10 });
    expect((await t.app.inject({ url: '/api/document?size=7', headers: manager })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/document?ped=1999', headers: manager })).statusCode).toBe(400);
  });

  it('records opened documents in the recent documents of the user who opened them', async () => {
    const first = (await createDocument({ documentType: '1', title: 'Opened first' })).json();
    const second = (await createDocument({ documentType: '1', title: 'Opened second' })).json();
    await t.app.inject({ url: `/api/document/${first.id}`, headers: manager });
    await t.app.inject({ url: `/api/document/${second.id}`, headers: manager });
    const recent = await t.app.inject({ url: '/api/library/recent-documents', headers: manager });
    expect(
      recent
        .json()
        .items.slice(0, 2)
        .map((d: { id: string }) => d.id),
    ).toEqual([second.id, first.id]);
    const someoneElse = await t.auth({ sub: '601', channelId: COMPANY.channelId });
    expect((await t.app.inject({ url: '/api/library/recent-documents', headers: someoneElse })).json().items).toEqual([]);
    const reads = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('action', '=', 'Read')
      .where('target_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(reads.n).toBe(1);
  });
});
