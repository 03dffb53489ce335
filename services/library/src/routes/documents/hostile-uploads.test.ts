import { Messages } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, wordDocument, zipBombDocx } from '../../testing/index.ts';

/** Hostile or mislabelled uploads are refused before anything is written: no row, no stored object. */
let t: LibraryTestApp;
let manager: { authorization: string };
const COMPANY = { id: 501, channelId: 51 };

beforeAll(async () => {
  t = await createLibraryTestApp({ uploadLimits: { maxFileBytes: 2 * 1024 * 1024 } });
  await t.publishCompany(COMPANY);
  manager = await t.auth({ sub: '900', channelId: COMPANY.channelId });
});

afterAll(async () => {
  await t?.close();
});

function upload(url: string, name: string, bytes: Buffer, fields: Record<string, string>) {
  const form = multipartBody({ field: 'file', name, type: 'application/octet-stream', bytes }, fields);
  return t.app.inject({ method: 'POST', url, headers: { ...manager, ...form.headers }, payload: form.payload });
}

const documentFields = { companyId: String(COMPANY.id), documentType: '0', title: 'Hostile' };

async function nothingWritten() {
  expect(await t.db.selectFrom('documents').select('id').execute()).toEqual([]);
  expect(await t.db.selectFrom('files').select('id').execute()).toEqual([]);
  expect(await t.storedObjects()).toBe(0);
}

describe('hostile uploads', () => {
  it('refuses a zip bomb dressed as a .docx', async () => {
    const res = await upload('/api/document', 'bomb.docx', zipBombDocx(300), documentFields);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
    await nothingWritten();
  });

  it('refuses a .docx that is not a zip with the spec message', async () => {
    const res = await upload(
      '/api/document',
      'report.docx',
      Buffer.from('MZ\x90\x00 this is an executable, not a document'),
      documentFields,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(Messages.files.wordOnly);
    await nothingWritten();
  });

  it('refuses a file larger than the limit before reading it whole', async () => {
    const res = await upload('/api/document', 'big.docx', Buffer.alloc(3 * 1024 * 1024, 1), documentFields);
    expect(res.statusCode).toBe(413);
    await nothingWritten();
  });

  it('refuses a hostile New Version Upload, leaving the document as it was', async () => {
    const created = await upload(
      '/api/document',
      'fine.docx',
      await wordDocument([{ heading: 'Fine', paragraphs: ['ok'] }]),
      documentFields,
    );
    expect(created.statusCode).toBe(201);
    const objects = await t.storedObjects();
    const versions = await t.db.selectFrom('document_versions').select('id').execute();
    const res = await upload(`/api/document/${created.json().id}/versions`, 'bomb.docx', zipBombDocx(300), { revisionDescription: 'evil' });
    expect(res.statusCode).toBe(413);
    expect(await t.db.selectFrom('document_versions').select('id').execute()).toHaveLength(versions.length);
    expect(await t.storedObjects()).toBe(objects);
  });
});
