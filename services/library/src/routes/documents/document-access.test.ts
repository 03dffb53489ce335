import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, wordDocument } from '../../testing/index.ts';

/**
 * Who may do what in the library: the Library module for everything, no writes for reviewer-only
 * users, and nothing of another channel's (or, for a single-company user, another company's)
 * documents and folders, which answer 404 as if they did not exist.
 */
let t: LibraryTestApp;
const A1 = { id: 401, channelId: 41 };
const A2 = { id: 402, channelId: 41 };
const B = { id: 411, channelId: 42 };
let managerA: { authorization: string };
let managerB: { authorization: string };
let reviewerA: { authorization: string };
let singleCompanyA1: { authorization: string };
let noModuleA: { authorization: string };
let admin: { authorization: string };
let docA1: { id: string; topicId: string; versionId: string };
let docA2: string;
let folderA1: number;

beforeAll(async () => {
  t = await createLibraryTestApp();
  for (const company of [A1, A2, B]) await t.publishCompany(company);
  managerA = await t.auth({ sub: '800', channelId: 41 });
  managerB = await t.auth({ sub: '801', channelId: 42 });
  reviewerA = await t.auth({ sub: '802', channelId: 41, roles: ['Reviewer'] });
  singleCompanyA1 = await t.auth({ sub: '803', channelId: 41, roles: ['Reviewer'], singleCompanyId: A1.id });
  noModuleA = await t.auth({ sub: '804', channelId: 41, modules: [1, 2] });
  admin = await t.auth({ sub: '805', admin: true, modules: [] });

  folderA1 = (
    await t.app.inject({ method: 'POST', url: '/api/folder', headers: managerA, payload: { companyId: A1.id, name: 'Private' } })
  ).json().id;
  const upload = multipartBody(
    {
      field: 'file',
      name: 'a.docx',
      type: 'application/octet-stream',
      bytes: await wordDocument([{ heading: 'Secret', paragraphs: ['A1 only.'] }]),
    },
    { companyId: String(A1.id), folderId: String(folderA1), documentType: '0', title: 'A1 document' },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...managerA, ...upload.headers },
    payload: upload.payload,
  });
  expect(created.statusCode).toBe(201);
  docA1 = { id: created.json().id, topicId: created.json().topics[0].id, versionId: created.json().currentVersionId };
  docA2 = (await createEmpty(managerA, A2.id, 'A2 document')).json().id;
});

afterAll(async () => {
  await t?.close();
});

function createEmpty(headers: { authorization: string }, companyId: number, title: string) {
  const boundary = 'x';
  const fields = { companyId: String(companyId), documentType: '1', title };
  const payload = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const topicModel = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Changed' }] }] };

/** Every route that names a document or a folder of A1, with a body that is valid, so only scope can refuse it. */
function requestsOnA1(): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; multipart?: boolean }[] {
  const d = `/api/document/${docA1.id}`;
  return [
    { method: 'GET', url: d },
    { method: 'PUT', url: d, payload: { title: 'Taken over' } },
    { method: 'GET', url: `${d}/topics/${docA1.topicId}` },
    { method: 'PUT', url: `${d}/topics/${docA1.topicId}`, payload: { model: topicModel, revisionDescription: 'takeover' } },
    { method: 'POST', url: `${d}/topics`, payload: { title: 'Injected', revisionDescription: 'takeover' } },
    { method: 'GET', url: `${d}/history` },
    { method: 'GET', url: `${d}/versions/${docA1.versionId}` },
    { method: 'POST', url: `${d}/versions/${docA1.versionId}/restore`, payload: { revisionDescription: 'takeover' } },
    { method: 'POST', url: `${d}/versions`, multipart: true },
    { method: 'GET', url: `${d}/file` },
    { method: 'GET', url: `${d}/image?key=sha256/00/00/none` },
    { method: 'POST', url: '/api/folder', payload: { companyId: A1.id, name: 'Intruder' } },
    { method: 'PUT', url: `/api/folder/${folderA1}`, payload: { name: 'Renamed' } },
    { method: 'DELETE', url: `/api/folder/${folderA1}` },
    { method: 'DELETE', url: d },
    { method: 'POST', url: `${d}/restore` },
  ];
}

async function send(headers: { authorization: string }, request: ReturnType<typeof requestsOnA1>[number]) {
  if (request.multipart) {
    const upload = multipartBody(
      { field: 'file', name: 'b.docx', type: 'application/octet-stream', bytes: await wordDocument([{ heading: 'B', paragraphs: ['x'] }]) },
      { revisionDescription: 'takeover' },
    );
    return t.app.inject({ method: request.method, url: request.url, headers: { ...headers, ...upload.headers }, payload: upload.payload });
  }
  return t.app.inject({ method: request.method, url: request.url, headers, ...(request.payload ? { payload: request.payload } : {}) });
}

describe('library access', () => {
  it("answers 404 to another channel's user on every route naming A's document or folder, and changes nothing", async () => {
    const before = await t.db.selectFrom('document_versions').select('id').execute();
    for (const request of requestsOnA1()) {
      const res = await send(managerB, request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain('A1 document');
    }
    const created = await createEmpty(managerB, A1.id, 'Planted');
    expect(created.statusCode).toBe(404);
    expect(await t.db.selectFrom('document_versions').select('id').execute()).toHaveLength(before.length);
    const list = await t.app.inject({ url: `/api/document?companyId=${A1.id}`, headers: managerB });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const folders = await t.app.inject({ url: `/api/folder?companyId=${A1.id}`, headers: managerB });
    expect(folders.json()).toEqual({ items: [] });
    const all = await t.app.inject({ url: '/api/document', headers: managerB });
    expect(all.json().total).toBe(0);
  });

  it('lets a reviewer-only user read but refuses every write with 403', async () => {
    expect((await t.app.inject({ url: `/api/document/${docA1.id}`, headers: reviewerA })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/document?companyId=${A1.id}`, headers: reviewerA })).json().total).toBe(1);
    for (const request of requestsOnA1().filter((r) => r.method !== 'GET')) {
      const res = await send(reviewerA, request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await createEmpty(reviewerA, A1.id, 'Reviewer made')).statusCode).toBe(403);
  });

  it("confines a single-company user to that company: its channel's other companies are not found", async () => {
    expect((await t.app.inject({ url: `/api/document/${docA1.id}`, headers: singleCompanyA1 })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/document/${docA2}`, headers: singleCompanyA1 })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/document', headers: singleCompanyA1 });
    expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([docA1.id]);
  });

  it('refuses a user without the Library module (403); admins see every channel', async () => {
    expect((await t.app.inject({ url: `/api/document/${docA1.id}`, headers: noModuleA })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/folder?companyId=401', headers: noModuleA })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/document/${docA1.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/document', headers: admin })).json().total).toBe(2);
  });

  it("hides a deleted company's documents until the company is restored", async () => {
    await t.publishCompany({ ...A2, deleted: true }, 'company.deleted');
    expect((await t.app.inject({ url: `/api/document/${docA2}`, headers: managerA })).statusCode).toBe(404);
    expect((await createEmpty(managerA, A2.id, 'Into a deleted company')).statusCode).toBe(404);
    await t.publishCompany(A2, 'company.restored');
    expect((await t.app.inject({ url: `/api/document/${docA2}`, headers: managerA })).statusCode).toBe(200);
  });
});
