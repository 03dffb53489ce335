import { randomUUID } from 'node:crypto';
import { ErrorMessages, REVIEWER_READ_ONLY, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, LibraryRuleMessages, type TopicModelJson } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';
import { sampleDocx } from '../../uploads/testing/sample-docx.ts';
import { samplePng } from '../../uploads/testing/sample-png.ts';

let t: LibraryTestApp;
const COMPANY = { id: 401, channelId: 41 };
const OTHER_CHANNEL_COMPANY = { id: 402, channelId: 42 };
const preparer = { sub: '800', channelId: COMPANY.channelId };
let user: { authorization: string };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER_CHANNEL_COMPANY);
  user = await t.auth(preparer);
});

afterAll(async () => {
  await t?.close();
});

const revenueFact = {
  type: 'xbrlFact',
  attrs: {
    id: 'f1',
    kind: 'nonFraction',
    name: 'us-gaap:Revenues',
    contextRef: 'c-quarter',
    unitRef: 'usd',
    decimals: '-3',
    scale: '3',
    sign: null,
    format: 'ixt:num-dot-decimal',
    escape: false,
    nil: false,
    footnoteRole: null,
  },
};

/**
 * Revenue tagged as a fact, with a comment thread anchored on part of the sentence, and an anchor
 * left by a thread the document does not have.
 */
const commentedModel = (threadId: string): TopicModelJson => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Revenue was ', marks: [{ type: 'comment', attrs: { threadId } }] },
        { type: 'text', text: '1,234', marks: [revenueFact, { type: 'comment', attrs: { threadId } }] },
        { type: 'text', text: ' thousand.', marks: [{ type: 'comment', attrs: { threadId: 'gone-thread' } }] },
      ],
    },
  ],
});

const metadata = {
  namespaces: { 'us-gaap': 'http://fasb.org/us-gaap/2024' },
  contexts: [
    { id: 'c-instant', period: { instant: '2024-03-31' } },
    { id: 'c-quarter', period: { startDate: '2024-01-01', endDate: '2024-03-31' } },
  ],
  units: [{ id: 'usd' }],
};

/** A quarter's document with its XBRL metadata and a comment thread (with a reply) on its Income topic. */
async function quarterlyDocument(title: string) {
  const threadId = randomUUID();
  const doc = await seedDocument(
    t,
    user,
    { companyId: COMPANY.id, title, documentType: 3, formType: '10-Q', periodEndDate: '2024-03-31' },
    [
      { title: 'Income', model: commentedModel(threadId) },
      { title: 'Notes', model: paragraphs('Notes to the statements.') },
    ],
  );
  const set = await t.app.inject({ method: 'PUT', url: `/api/document/${doc.id}/xbrl`, headers: user, payload: { metadata } });
  expect(set.statusCode).toBe(200);
  const comments = `/api/document/${doc.id}/comments`;
  const opened = await t.app.inject({
    method: 'POST',
    url: comments,
    headers: user,
    payload: { threadId, topicId: doc.topics[0]!.id, quote: 'Revenue was 1,234', body: 'Tie to the ledger.' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const replied = await t.app.inject({ method: 'POST', url: `${comments}/${threadId}/replies`, headers: user, payload: { body: 'Tied.' } });
  expect(replied.statusCode, replied.body).toBe(201);
  return { ...doc, threadId };
}

const rollforward = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/rollforward', headers, payload });

/** A document added with a file, as the upload form sends it. */
async function uploaded(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const form = multipartBody(
    { field: 'file', name: file.name, type: 'application/octet-stream', bytes: file.bytes },
    { companyId: String(COMPANY.id), ...fields },
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/document', headers: { ...user, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function topicModel(documentId: string, topicId: string) {
  return (await t.app.inject({ url: `/api/document/${documentId}/topics/${topicId}`, headers: user })).json().model;
}

describe('rollforward', () => {
  it('needs a release when no version is named: "No Release Found"', async () => {
    const doc = await quarterlyDocument('Unreleased');
    const res = await rollforward(user, { documentId: doc.id, periodEndDate: '2024-06-30' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: ErrorMessages.noReleaseFound });
  });

  it('copies the latest release into a new document for the next quarter, contexts moved and comments dropped', async () => {
    const doc = await quarterlyDocument('Q1 report');
    const index = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/index`,
      headers: user,
      payload: { entries: [{ topicId: doc.topics[1]!.id, label: 'Notes', level: 1 }] },
    });
    expect(index.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/releases', headers: user, payload: { documentId: doc.id, releaseVersion: 'q1' } }))
        .statusCode,
    ).toBe(201);
    // A save after the release is not what is rolled forward.
    await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${doc.topics[1]!.id}`,
      headers: user,
      payload: { model: paragraphs('Edited after the release.'), revisionDescription: 'late_edit' },
    });

    const res = await rollforward(user, { documentId: doc.id, periodEndDate: '2024-06-30', title: 'Q2 report', keepComments: false });
    expect(res.statusCode).toBe(201);
    const next = res.json();
    expect(next).toMatchObject({
      companyId: COMPANY.id,
      title: 'Q2 report',
      documentType: 3,
      formType: '10-Q',
      periodEndDate: '2024-06-30',
      predecessorId: doc.id,
      versionNumber: 1,
      releaseVersion: null,
      locked: false,
      message: SuccessMessages.documentSaved,
    });
    expect(next.topics.map((topic: { title: string }) => topic.title)).toEqual(['Income', 'Notes']);
    expect(next.topics.map((topic: { id: string }) => topic.id)).not.toContain(doc.topics[0]!.id);

    const income = await topicModel(next.id, next.topics[0].id);
    expect(JSON.stringify(income)).not.toContain('"comment"');
    expect(income.content[0].content).toEqual([
      { type: 'text', text: 'Revenue was ' },
      { type: 'text', text: '1,234', marks: [revenueFact] },
      { type: 'text', text: ' thousand.' },
    ]);
    expect(await topicModel(next.id, next.topics[1].id)).toMatchObject({ content: [{ content: [{ text: 'Notes to the statements.' }] }] });

    const row = await t.db
      .selectFrom('documents')
      .select(['xbrl_metadata', 'index_entries'])
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow();
    expect(row.xbrl_metadata).toEqual({
      ...metadata,
      contexts: [
        { id: 'c-instant', period: { instant: '2024-06-30' } },
        { id: 'c-quarter', period: { startDate: '2024-04-01', endDate: '2024-06-30' } },
      ],
    });
    expect(row.index_entries).toEqual([{ topicId: next.topics[1].id, label: 'Notes', level: 1 }]);

    const predecessor = (await t.app.inject({ url: `/api/document/${doc.id}`, headers: user })).json();
    expect(predecessor).toMatchObject({ successorIds: [next.id], periodEndDate: '2024-03-31', releaseVersion: 'q1' });
    const history = (await t.app.inject({ url: `/api/document/${next.id}/history`, headers: user })).json();
    expect(history.items.map((v: { kind: string }) => v.kind)).toEqual(['rolled-forward']);

    const [event] = (await outboxEvents(t, 'document.created')).filter((e) => e.aggregate_id === next.id);
    expect(event!.payload).toMatchObject({
      predecessorId: doc.id,
      periodEndDate: '2024-06-30',
      topicIds: next.topics.map((x: { id: string }) => x.id),
    });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after']).where('target_id', '=', next.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'Create',
        after: expect.objectContaining({ predecessorId: doc.id, keepComments: false, fromVersion: 3 }),
      }),
    ]);
  });

  it('copies a named version and keeps the comments by default', async () => {
    const doc = await quarterlyDocument('Kept comments');
    const res = await rollforward(user, {
      documentId: doc.id,
      versionId: doc.currentVersionId,
      periodEndDate: '2025-03-31',
      folderId: null,
    });
    expect(res.statusCode).toBe(201);
    const next = res.json();
    expect(next).toMatchObject({ periodEndDate: '2025-03-31', folderId: null });
    // The thread and its comments are copied into the new document (a thread belongs to one
    // document), its anchors pointing at the copy; an anchor without a thread is dropped.
    const threads = (await t.app.inject({ url: `/api/document/${next.id}/comments`, headers: user })).json().threads;
    expect(threads).toHaveLength(1);
    const [copy] = threads;
    expect(copy.id).not.toBe(doc.threadId);
    expect(copy).toMatchObject({ documentId: next.id, topicId: next.topics[0].id, quote: 'Revenue was 1,234', resolved: false });
    expect(copy.entries.map((e: { body: string }) => e.body)).toEqual(['Tie to the ledger.', 'Tied.']);
    const income = await topicModel(next.id, next.topics[0].id);
    expect(income.content[0].content.map((node: { marks?: unknown[] }) => node.marks ?? [])).toEqual([
      [{ type: 'comment', attrs: { threadId: copy.id } }],
      [revenueFact, { type: 'comment', attrs: { threadId: copy.id } }],
      [],
    ]);
    const source = (await t.app.inject({ url: `/api/document/${doc.id}/comments`, headers: user })).json().threads;
    expect(source.map((thread: { id: string; entries: unknown[] }) => [thread.id, thread.entries.length])).toEqual([[doc.threadId, 2]]);
    const row = await t.db.selectFrom('documents').select('xbrl_metadata').where('id', '=', next.id).executeTakeFirstOrThrow();
    expect((row.xbrl_metadata as typeof metadata).contexts[1]!.period).toEqual({ startDate: '2025-01-01', endDate: '2025-03-31' });
  });

  it('refuses a missing or invalid period end date and an unknown version', async () => {
    const doc = await quarterlyDocument('Bad dates');
    const blank = await rollforward(user, { documentId: doc.id, versionId: doc.currentVersionId, periodEndDate: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { periodEndDate: 'Please select period end date' } });
    const invalid = await rollforward(user, { documentId: doc.id, versionId: doc.currentVersionId, periodEndDate: '2024-02-30' });
    expect(invalid.json()).toMatchObject({ fields: { periodEndDate: LibraryRuleMessages.periodEndInvalid } });
    const version = await rollforward(user, {
      documentId: doc.id,
      periodEndDate: '2024-06-30',
      versionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe(LibraryErrors.versionNotFound);
    const count = await t.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('predecessor_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('hides another channel’s documents (404) and refuses reviewers (403)', async () => {
    const theirs = await seedDocument(
      t,
      await t.auth({ sub: '801', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      {
        companyId: OTHER_CHANNEL_COMPANY.id,
        title: 'Theirs',
      },
      [],
    );
    const foreign = await rollforward(user, { documentId: theirs.id, versionId: theirs.currentVersionId, periodEndDate: '2024-06-30' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LibraryErrors.documentNotFound);
    // Scope is judged before the rest of the body: a missing period end date does not tell a foreign record exists.
    expect((await rollforward(user, { documentId: theirs.id, periodEndDate: '' })).statusCode).toBe(404);
    const mine = await quarterlyDocument('Reviewer target');
    const foreignVersion = await rollforward(user, { documentId: mine.id, versionId: theirs.currentVersionId, periodEndDate: '' });
    expect(foreignVersion.json()).toMatchObject({ code: 'notFound', message: LibraryErrors.versionNotFound });
    const theirFolder = await t.app.inject({
      method: 'POST',
      url: '/api/folder',
      headers: await t.auth({ sub: '801', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      payload: { companyId: OTHER_CHANNEL_COMPANY.id, name: 'Theirs' },
    });
    const foreignFolder = await rollforward(user, {
      documentId: mine.id,
      versionId: mine.currentVersionId,
      folderId: theirFolder.json().id,
      periodEndDate: '',
    });
    expect(foreignFolder.json()).toMatchObject({ code: 'notFound', message: LibraryErrors.folderNotFound });
    const reviewer = await t.auth({ sub: '802', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    const refused = await rollforward(reviewer, { documentId: mine.id, versionId: mine.currentVersionId, periodEndDate: '2024-06-30' });
    // The refusal says why: the role reads and comments.
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'forbidden', message: REVIEWER_READ_ONLY }]);
  });
  it('rolls a document kept as a file forward to the same stored file, not a copy of it', async () => {
    const xml = Buffer.from(
      '<?xml version="1.0"?><edgarSubmission><formType>D</formType><periodOfReport>2024-03-31</periodOfReport></edgarSubmission>',
    );
    const doc = await uploaded({ documentType: '12', title: 'Form D', periodEndDate: '2024-03-31' }, { name: 'form-d.xml', bytes: xml });
    expect(doc).toMatchObject({ contentKind: 'file', topics: [] });
    const stored = await t.storedObjects();

    const res = await rollforward(user, { documentId: doc.id, versionId: doc.currentVersionId, periodEndDate: '2024-06-30' });
    expect(res.statusCode).toBe(201);
    const next = res.json();
    expect(next).toMatchObject({
      contentKind: 'file',
      topics: [],
      periodEndDate: '2024-06-30',
      file: { name: 'form-d.xml', size: xml.length },
    });
    const file = await t.app.inject({ url: `/api/document/${next.id}/file`, headers: user });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(xml)).toBe(true);
    // The new version names the original's content key: nothing new is stored.
    expect(await t.storedObjects()).toBe(stored);
    const files = await t.db
      .selectFrom('files')
      .select(['document_id', 'version_id', 'key', 'kind'])
      .where('document_id', 'in', [doc.id, next.id])
      .execute();
    const original = files.find((f) => f.document_id === doc.id)!;
    expect(files.find((f) => f.document_id === next.id)).toEqual({
      document_id: next.id,
      version_id: next.currentVersionId,
      key: original.key,
      kind: 'original',
    });
    const history = (await t.app.inject({ url: `/api/document/${next.id}/history`, headers: user })).json();
    expect(history.items.map((v: { kind: string }) => v.kind)).toEqual(['rolled-forward']);
  });

  it('carries the images of the topics into the rolled-forward document', async () => {
    const image = samplePng(3, 2, [10, 120, 200]);
    const doc = await uploaded({ documentType: '0', title: 'Illustrated report' }, { name: 'report.docx', bytes: await sampleDocx(image) });
    const { key } = await t.db
      .selectFrom('files')
      .select('key')
      .where('document_id', '=', doc.id)
      .where('kind', '=', 'image')
      .executeTakeFirstOrThrow();

    const res = await rollforward(user, { documentId: doc.id, versionId: doc.currentVersionId, periodEndDate: '2024-06-30' });
    expect(res.statusCode).toBe(201);
    const next = res.json();
    const models = await Promise.all(next.topics.map((topic: { id: string }) => topicModel(next.id, topic.id)));
    expect(JSON.stringify(models)).toContain(key);
    const served = await t.app.inject({ url: `/api/document/${next.id}/image`, query: { key }, headers: user });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
  });
});
