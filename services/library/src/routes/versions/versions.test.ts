import { Messages, SuccessMessages } from '@ea/contracts';
import { type HistoryEntry, LibraryErrors, LibraryRuleMessages } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, wordDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
let manager: { authorization: string };
const COMPANY = { id: 301, channelId: 31 };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  manager = await t.auth({ sub: '700', email: 'editor@example.test', channelId: COMPANY.channelId });
});

afterAll(async () => {
  await t?.close();
});

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const model = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

async function uploadDocument(sections: { heading: string; paragraphs: string[] }[]) {
  const upload = multipartBody(
    { field: 'file', name: 'filing.docx', type: 'application/octet-stream', bytes: await wordDocument(sections) },
    { companyId: String(COMPANY.id), documentType: '5', title: 'Annual report', formType: '10-K', periodEndDate: '2024-12-31' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...manager, ...upload.headers },
    payload: upload.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; topics: { id: string; title: string; revisionNumber: number }[] };
}

function saveTopic(documentId: string, topicId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/document/${documentId}/topics/${topicId}`, headers: manager, payload: body });
}

async function history(documentId: string): Promise<HistoryEntry[]> {
  const res = await t.app.inject({ url: `/api/document/${documentId}/history`, headers: manager });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('topic saves, versions and history', () => {
  it('saves a topic as a new revision and a new version, leaving the other topics pinned as they were', async () => {
    const doc = await uploadDocument([
      { heading: 'Revenue', paragraphs: ['Revenue was 10.'] },
      { heading: 'Costs', paragraphs: ['Costs were 4.'] },
    ]);
    const [revenue, costs] = doc.topics;
    const opened = await t.app.inject({ url: `/api/document/${doc.id}/topics/${revenue!.id}`, headers: manager });
    const heading = opened.json().model.content[0];
    expect(heading).toMatchObject({ type: 'heading', attrs: { level: 1 } });
    const edited = { type: 'doc', content: [heading, paragraph('Revenue was 12.'), paragraph('A new paragraph.')] };
    const saved = await saveTopic(doc.id, revenue!.id, {
      model: edited,
      revisionDescription: 'fix_revenue',
      baseRevision: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      documentId: doc.id,
      version: { number: 2, kind: 'saved', revisionDescription: 'fix_revenue', createdByEmail: 'editor@example.test' },
      message: SuccessMessages.documentSaved,
    });
    expect(saved.json().topics).toEqual([
      expect.objectContaining({ id: revenue!.id, revisionNumber: 2 }),
      expect.objectContaining({ id: costs!.id, revisionNumber: 1 }),
    ]);

    const current = await t.app.inject({ url: `/api/document/${doc.id}/topics/${revenue!.id}`, headers: manager });
    expect(current.json()).toMatchObject({
      revisionNumber: 2,
      versionNumber: 2,
      model: { content: [heading, paragraph('Revenue was 12.'), paragraph('A new paragraph.')] },
    });
    const first = await t.app.inject({ url: `/api/document/${doc.id}/topics/${revenue!.id}?version=1`, headers: manager });
    expect(JSON.stringify(first.json().model)).toContain('Revenue was 10.');

    const [versioned] = (await outboxEvents(t, 'document.versioned')).filter((e) => e.aggregate_id === doc.id);
    expect(versioned!.payload).toMatchObject({ versionNumber: 2, topicIds: [revenue!.id] });
    expect(versioned!.realtime).toEqual({ id: doc.id, companyId: COMPANY.id, folderId: null, versionNumber: 2, topicIds: [revenue!.id] });

    const [latest, created] = await history(doc.id);
    expect(latest).toMatchObject({ number: 2, createdBy: '700', revisionDescription: 'fix_revenue' });
    expect(latest!.changes).toEqual([
      expect.objectContaining({
        topicId: revenue!.id,
        change: 'changed',
        diff: expect.objectContaining({ summary: { added: 1, removed: 0, changed: 1, unchanged: 1 } }),
      }),
    ]);
    expect(latest!.changes[0]!.diff!.changes[0]).toMatchObject({
      kind: 'changed',
      excerpt: { before: 'Revenue was 10.', after: 'Revenue was 12.' },
    });
    expect(created!.changes.map((c) => c.change)).toEqual(['added', 'added']);
  });

  it('refuses a save without a valid revision description, over a newer revision, or of an invalid model', async () => {
    const doc = await uploadDocument([{ heading: 'Only', paragraphs: ['Text.'] }]);
    const topicId = doc.topics[0]!.id;
    const missing = await saveTopic(doc.id, topicId, { model: model('x'), revisionDescription: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: Messages.revision.descriptionRequired });
    const badChars = await saveTopic(doc.id, topicId, { model: model('x'), revisionDescription: 'two words' });
    expect(badChars.json().fields.revisionDescription).toBe(LibraryRuleMessages.revisionDescriptionFormat);
    const tooLong = await saveTopic(doc.id, topicId, { model: model('x'), revisionDescription: 'a'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);

    expect((await saveTopic(doc.id, topicId, { model: model('one'), revisionDescription: 'first', baseRevision: 1 })).statusCode).toBe(200);
    const stale = await saveTopic(doc.id, topicId, { model: model('two'), revisionDescription: 'second', baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(LibraryErrors.revisionConflict);

    const invalid = await saveTopic(doc.id, topicId, {
      model: { type: 'doc', content: [{ type: 'no-such-node' }] },
      revisionDescription: 'bad',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(LibraryErrors.invalidModel);
    const versions = await history(doc.id);
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
  });

  it('restores any version as a new version pinning the same revisions', async () => {
    const doc = await uploadDocument([{ heading: 'Intro', paragraphs: ['Version one text.'] }]);
    const topicId = doc.topics[0]!.id;
    await saveTopic(doc.id, topicId, { model: model('Version two text.'), revisionDescription: 'v2' });
    const v1 = (await history(doc.id)).find((v) => v.number === 1)!;

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/document/${doc.id}/versions/${v1.id}/restore`,
      headers: manager,
      payload: { revisionDescription: 'back_to_v1' },
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ version: { number: 3, kind: 'restored', restoredFrom: 1 } });
    expect(restored.json().topics).toEqual([expect.objectContaining({ id: topicId, revisionNumber: 1 })]);
    const topic = await t.app.inject({ url: `/api/document/${doc.id}/topics/${topicId}`, headers: manager });
    expect(JSON.stringify(topic.json().model)).toContain('Version one text.');

    const [latest] = await history(doc.id);
    expect(latest).toMatchObject({ number: 3, restoredFrom: 1, changes: [expect.objectContaining({ topicId, change: 'changed' })] });
    // Saving after a restore starts from the revision the map pins.
    expect(
      (await saveTopic(doc.id, topicId, { model: model('After restore.'), revisionDescription: 'v4', baseRevision: 1 })).json(),
    ).toMatchObject({
      version: { number: 4 },
      topics: [expect.objectContaining({ revisionNumber: 3 })],
    });
  });

  it('takes a New Version Upload, revising only the topics whose content changed', async () => {
    const doc = await uploadDocument([
      { heading: 'Kept', paragraphs: ['Same text.'] },
      { heading: 'Edited', paragraphs: ['Old figure 5.'] },
      { heading: 'Dropped', paragraphs: ['Gone next time.'] },
    ]);
    const [kept, edited, dropped] = doc.topics;
    const upload = multipartBody(
      {
        field: 'file',
        name: 'filing-v2.docx',
        type: 'application/octet-stream',
        bytes: await wordDocument([
          { heading: 'Kept', paragraphs: ['Same text.'] },
          { heading: 'Edited', paragraphs: ['New figure 6.'] },
          { heading: 'Added', paragraphs: ['Brand new.'] },
        ]),
      },
      { revisionDescription: 'second_draft' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/document/${doc.id}/versions`,
      headers: { ...manager, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'New Version Upload Successful', version: { number: 2, kind: 'uploaded' } });
    const topics = res.json().topics as { id: string; title: string; revisionNumber: number }[];
    expect(topics.map((x) => [x.title, x.revisionNumber])).toEqual([
      ['Kept', 1],
      ['Edited', 2],
      ['Added', 1],
    ]);
    expect(topics[0]!.id).toBe(kept!.id);
    expect(topics[1]!.id).toBe(edited!.id);

    const [latest] = await history(doc.id);
    const byTopic = Object.fromEntries(latest!.changes.map((c) => [c.title, c.change]));
    expect(byTopic).toEqual({ Edited: 'changed', Added: 'added', Dropped: 'removed' });
    expect(latest!.changes.find((c) => c.change === 'removed')!.topicId).toBe(dropped!.id);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', doc.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['Create', 'New Version Upload']);

    const noFile = fieldsOnly({ revisionDescription: 'x' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/document/${doc.id}/versions`,
      headers: { ...manager, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(refused.statusCode).toBe(400);
  });
});

function fieldsOnly(fields: Record<string, string>) {
  const boundary = 'b';
  const payload = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
