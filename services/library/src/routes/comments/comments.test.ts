import { randomUUID } from 'node:crypto';
import { ErrorMessages, FEATURE_EDITOR } from '@ea/contracts';
import { type CommentThread, LibraryErrors } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';
import { publishUser } from '../../testing/publish-user.ts';

/**
 * Comment threads on a document's topics: opened on the id of the editor's comment mark, replied
 * to, resolved and reopened, each audited as "Comments" and announced to the document's room;
 * mentions only of active users who may open the document, each told alone.
 */
let t: LibraryTestApp;
const A1 = { id: 5101, channelId: 51 };
const A2 = { id: 5102, channelId: 51 };
const B = { id: 5111, channelId: 52 };

/** Users of the identity, as the library's projection learns them. */
const AUTHOR = { id: 5200, channelId: A1.channelId };
const COLLEAGUE = { id: 5201, channelId: A1.channelId, email: 'colleague@example.test' };
const OTHER_CHANNEL = { id: 5202, channelId: B.channelId, email: 'outsider@example.test' };
const SINGLE_OTHER_COMPANY = { id: 5203, channelId: A1.channelId, singleCompanyId: A2.id, email: 'a2-reviewer@example.test' };
const SINGLE_SAME_COMPANY = { id: 5204, channelId: A1.channelId, singleCompanyId: A1.id, email: 'a1-reviewer@example.test' };
const INACTIVE = { id: 5205, channelId: A1.channelId, active: false, email: 'inactive@example.test' };
const SUSPENDED = { id: 5206, channelId: A1.channelId, status: 'SUSPENDED' as const, email: 'suspended@example.test' };

type Headers = { authorization: string };
let editor: Headers;
let readerWithoutFeature: Headers;
let reviewer: Headers;
let noModule: Headers;
let managerB: Headers;
let doc: { id: string; topicIds: string[] };
let otherDoc: { id: string; topicIds: string[] };

beforeAll(async () => {
  t = await createLibraryTestApp();
  for (const company of [A1, A2, B]) await t.publishCompany(company);
  for (const user of [AUTHOR, COLLEAGUE, OTHER_CHANNEL, SINGLE_OTHER_COMPANY, SINGLE_SAME_COMPANY, INACTIVE, SUSPENDED]) {
    await publishUser(t, user, { type: 'user.created' });
  }
  editor = await t.auth({ sub: String(AUTHOR.id), channelId: A1.channelId, features: [FEATURE_EDITOR] });
  readerWithoutFeature = await t.auth({ sub: '5210', channelId: A1.channelId, features: [] });
  reviewer = await t.auth({ sub: '5211', channelId: A1.channelId, roles: ['Reviewer'], features: [] });
  noModule = await t.auth({ sub: '5212', channelId: A1.channelId, modules: [1], features: [FEATURE_EDITOR] });
  managerB = await t.auth({ sub: '5213', channelId: B.channelId, features: [FEATURE_EDITOR] });

  const seeded = await seedDocument(t, editor, { companyId: A1.id, title: 'Annual report' }, [
    { title: 'Income', model: paragraphs('Revenue grew.') },
    { title: 'Risks', model: paragraphs('Markets may fall.') },
  ]);
  doc = { id: seeded.id, topicIds: seeded.topics.map((topic) => topic.id) };
  const other = await seedDocument(t, editor, { companyId: A1.id, title: 'Other report' }, [{ title: 'Only', model: paragraphs('x') }]);
  otherDoc = { id: other.id, topicIds: other.topics.map((topic) => topic.id) };
});

afterAll(async () => {
  await t?.close();
});

const url = (documentId: string, rest = '') => `/api/document/${documentId}/comments${rest}`;
const open = (documentId: string, body: object, headers: Headers = editor) =>
  t.app.inject({ method: 'POST', url: url(documentId), headers, payload: body });
const reply = (documentId: string, threadId: string, body: object, headers: Headers = editor) =>
  t.app.inject({ method: 'POST', url: url(documentId, `/${threadId}/replies`), headers, payload: body });
const setStatus = (documentId: string, threadId: string, resolved: boolean, headers: Headers = editor) =>
  t.app.inject({ method: 'PATCH', url: url(documentId, `/${threadId}`), headers, payload: { resolved } });
const list = (documentId: string, headers: Headers = editor) => t.app.inject({ url: url(documentId), headers });
const mentionable = (documentId: string, headers: Headers = editor) =>
  t.app.inject({ url: `/api/document/${documentId}/mentionable-users`, headers });

const newThread = (fields: Partial<{ threadId: string; topicId: string; quote: string; body: string; mentions: string[] }> = {}) => ({
  threadId: randomUUID(),
  topicId: doc.topicIds[0]!,
  quote: 'Revenue grew',
  body: 'Is this audited?',
  ...fields,
});

/** What comments have stored and announced so far: a refused request leaves all of it as it was. */
async function stored() {
  const count = async (table: 'comment_threads' | 'comment_entries') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audit = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'Comments').execute();
  return {
    threads: await count('comment_threads'),
    entries: await count('comment_entries'),
    changed: (await outboxEvents(t, 'comment.changed')).length,
    mentioned: (await outboxEvents(t, 'comment.mentioned')).length,
    audit: audit.length,
  };
}

describe('comment threads', () => {
  it('opens a thread with its first comment, takes replies, resolves and reopens it, and lists it', async () => {
    const before = await stored();
    const body = newThread({ body: '  Is this audited?\n' });
    const opened = await open(doc.id, body);
    expect(opened.statusCode).toBe(201);
    const thread = opened.json() as CommentThread;
    expect(thread).toMatchObject({
      id: body.threadId,
      documentId: doc.id,
      topicId: doc.topicIds[0],
      quote: 'Revenue grew',
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
    });
    expect(thread.entries).toHaveLength(1);
    expect(thread.entries[0]).toMatchObject({
      authorId: String(AUTHOR.id),
      authorName: `${AUTHOR.id}@example.test`,
      body: 'Is this audited?',
    });

    const replied = await reply(doc.id, body.threadId, { body: 'Yes, by the external auditor.' }, reviewer);
    expect(replied.statusCode).toBe(201);
    expect((replied.json() as CommentThread).entries.map((e) => [e.authorId, e.body])).toEqual([
      [String(AUTHOR.id), 'Is this audited?'],
      ['5211', 'Yes, by the external auditor.'],
    ]);

    const resolved = await setStatus(doc.id, body.threadId, true);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, resolvedBy: String(AUTHOR.id) });
    expect(Date.parse(resolved.json().resolvedAt)).not.toBeNaN();
    // Resolving a resolved thread changes nothing and records nothing.
    const again = await setStatus(doc.id, body.threadId, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(resolved.json());

    const reopened = await setStatus(doc.id, body.threadId, false);
    expect(reopened.json()).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });

    const listed = await list(doc.id, readerWithoutFeature);
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json().threads as CommentThread[]).find((th) => th.id === body.threadId);
    expect(mine).toEqual(reopened.json());
    expect(mine?.entries).toHaveLength(2);

    const after = await stored();
    expect(after).toEqual({
      threads: before.threads + 1,
      entries: before.entries + 2,
      changed: before.changed + 4,
      mentioned: before.mentioned,
      audit: before.audit + 4,
    });
    const changed = (await outboxEvents(t, 'comment.changed')).filter((e) => e.payload.threadId === body.threadId);
    expect(changed).toHaveLength(4);
    for (const event of changed) {
      expect(event.scope).toEqual({ documentId: doc.id });
      expect(event.payload).toEqual({
        documentId: doc.id,
        companyId: A1.id,
        channelId: A1.channelId,
        topicId: doc.topicIds[0],
        threadId: body.threadId,
      });
      expect(event.realtime).toEqual({ documentId: doc.id, topicId: doc.topicIds[0], threadId: body.threadId });
    }
  });

  it('audits opening, replying, resolving and reopening with the action "Comments" on the document', async () => {
    const body = newThread({ body: 'Check the total' });
    expect((await open(doc.id, body)).statusCode).toBe(201);
    expect((await reply(doc.id, body.threadId, { body: 'Done' })).statusCode).toBe(201);
    expect((await setStatus(doc.id, body.threadId, true)).statusCode).toBe(200);
    expect((await setStatus(doc.id, body.threadId, false)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id', 'channel_id', 'company_id', 'before', 'after'])
      .where('action', '=', 'Comments')
      .orderBy('id')
      .execute();
    const ofThread = rows.filter((row) => (row.after as { threadId?: string }).threadId === body.threadId);
    expect(ofThread.map((row) => (row.after as { comment: string }).comment)).toEqual(['opened', 'replied', 'resolved', 'reopened']);
    for (const row of ofThread) {
      expect(row).toMatchObject({
        target_type: 'document',
        target_id: doc.id,
        actor_id: String(AUTHOR.id),
        channel_id: A1.channelId,
        company_id: A1.id,
      });
    }
    expect(ofThread[0]!.after).toMatchObject({ topicId: doc.topicIds[0], body: 'Check the total', mentions: [] });
    expect(ofThread[2]!.before).toEqual({ resolved: false, resolvedBy: null });
    expect(ofThread[3]!.before).toEqual({ resolved: true, resolvedBy: String(AUTHOR.id) });
  });

  it('tells each mentioned user of the document alone, never the author, and keeps who was mentioned', async () => {
    const body = newThread({
      mentions: [String(COLLEAGUE.id), String(AUTHOR.id), String(SINGLE_SAME_COMPANY.id), String(COLLEAGUE.id)],
    });
    const opened = await open(doc.id, body);
    expect(opened.statusCode).toBe(201);
    expect((opened.json() as CommentThread).entries[0]!.mentions).toEqual([
      { userId: String(COLLEAGUE.id), userName: COLLEAGUE.email },
      { userId: String(AUTHOR.id), userName: `${AUTHOR.id}@example.test` },
      { userId: String(SINGLE_SAME_COMPANY.id), userName: SINGLE_SAME_COMPANY.email },
    ]);
    const told = (await outboxEvents(t, 'comment.mentioned')).filter((e) => e.payload.threadId === body.threadId);
    expect(told.map((e) => e.scope)).toEqual([{ userId: String(COLLEAGUE.id) }, { userId: String(SINGLE_SAME_COMPANY.id) }]);
    expect(told[0]!.payload).toEqual({
      documentId: doc.id,
      companyId: A1.id,
      channelId: A1.channelId,
      topicId: doc.topicIds[0],
      threadId: body.threadId,
      userId: String(COLLEAGUE.id),
      byName: `${AUTHOR.id}@example.test`,
      documentTitle: 'Annual report',
    });
    expect(told[0]!.realtime).toEqual({
      documentId: doc.id,
      companyId: A1.id,
      threadId: body.threadId,
      byName: `${AUTHOR.id}@example.test`,
      documentTitle: 'Annual report',
    });

    // A reply mentioning the thread's author tells that author.
    const answered = await reply(
      doc.id,
      body.threadId,
      { body: 'Noted', mentions: [String(AUTHOR.id)] },
      await t.auth({
        sub: String(COLLEAGUE.id),
        channelId: A1.channelId,
        features: [FEATURE_EDITOR],
      }),
    );
    expect(answered.statusCode).toBe(201);
    const toAuthor = (await outboxEvents(t, 'comment.mentioned')).filter(
      (e) => e.payload.threadId === body.threadId && e.scope.userId === String(AUTHOR.id),
    );
    expect(toAuthor).toHaveLength(1);
  });

  it('refuses a mention of anyone who may not open the document with 400 naming the id, and stores nothing', async () => {
    const before = await stored();
    const refusals: [string, string][] = [
      ['another channel', String(OTHER_CHANNEL.id)],
      ["another company's single-company user", String(SINGLE_OTHER_COMPANY.id)],
      ['an inactive user', String(INACTIVE.id)],
      ['a suspended user', String(SUSPENDED.id)],
      ['an unknown user', '999999'],
      ['no user id at all', 'robert'],
    ];
    for (const [what, id] of refusals) {
      const threadId = randomUUID();
      const res = await open(doc.id, newThread({ threadId, mentions: [String(COLLEAGUE.id), id] }));
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({
        code: 'validation',
        message: `User ${id} cannot be mentioned on this document`,
        fields: { mentions: `User ${id} cannot be mentioned on this document` },
      });
      // The other channel's user's email is not revealed.
      expect(res.body).not.toContain(OTHER_CHANNEL.email);
    }
    const existing = newThread();
    expect((await open(doc.id, existing)).statusCode).toBe(201);
    const afterOpen = await stored();
    const res = await reply(doc.id, existing.threadId, { body: 'cc', mentions: [String(OTHER_CHANNEL.id), String(INACTIVE.id)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LibraryErrors.notMentionable([String(OTHER_CHANNEL.id), String(INACTIVE.id)]));
    expect(await stored()).toEqual(afterOpen);
    expect(afterOpen).toEqual({
      ...before,
      threads: before.threads + 1,
      entries: before.entries + 1,
      changed: before.changed + 1,
      audit: before.audit + 1,
    });
  });

  it('offers as mentionable the active users who may open the document, by email', async () => {
    const res = await mentionable(doc.id);
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { userId: string; userName: string; email: string }[];
    expect(users.map((u) => u.email)).toEqual([`${AUTHOR.id}@example.test`, SINGLE_SAME_COMPANY.email, COLLEAGUE.email].sort());
    expect(users.find((u) => u.userId === String(COLLEAGUE.id))).toEqual({
      userId: String(COLLEAGUE.id),
      userName: COLLEAGUE.email,
      email: COLLEAGUE.email,
    });
    // On a document of A2, the single-company user of A2 is offered and the one of A1 is not.
    const a2 = await seedDocument(t, editor, { companyId: A2.id, title: 'A2 report' }, []);
    const onA2 = ((await mentionable(a2.id)).json().users as { userId: string }[]).map((u) => u.userId);
    expect(onA2).toContain(String(SINGLE_OTHER_COMPANY.id));
    expect(onA2).not.toContain(String(SINGLE_SAME_COMPANY.id));
  });
});

describe('who may comment', () => {
  it("answers 404 for another channel's document on every comment route, and stores nothing", async () => {
    const existing = newThread();
    expect((await open(doc.id, existing)).statusCode).toBe(201);
    const before = await stored();
    const answers = [
      await list(doc.id, managerB),
      await mentionable(doc.id, managerB),
      await open(doc.id, newThread(), managerB),
      await reply(doc.id, existing.threadId, { body: 'hi' }, managerB),
      await setStatus(doc.id, existing.threadId, true, managerB),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', message: LibraryErrors.documentNotFound });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses writes without the editor feature with "You Have no Editor Facility", lets reviewers comment, and needs the module', async () => {
    const existing = newThread();
    expect((await open(doc.id, existing)).statusCode).toBe(201);
    const before = await stored();
    for (const res of [
      await open(doc.id, newThread(), readerWithoutFeature),
      await reply(doc.id, existing.threadId, { body: 'me too' }, readerWithoutFeature),
      await setStatus(doc.id, existing.threadId, true, readerWithoutFeature),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: ErrorMessages.noEditorFacility });
    }
    for (const res of [await list(doc.id, noModule), await open(doc.id, newThread(), noModule)]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await stored()).toEqual(before);

    // A reviewer-only user comments (without the feature), though every change to the document is refused to it.
    expect((await open(doc.id, newThread(), reviewer)).statusCode).toBe(201);
    const singleCompany = await t.auth({
      sub: String(SINGLE_SAME_COMPANY.id),
      channelId: A1.channelId,
      singleCompanyId: A1.id,
      features: [],
    });
    expect((await setStatus(doc.id, existing.threadId, true, singleCompany)).statusCode).toBe(200);
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${doc.topicIds[0]}`,
      headers: reviewer,
      payload: { model: paragraphs('changed'), revisionDescription: 'x' },
    });
    expect(save.statusCode).toBe(403);
  });

  it('opens threads only on a topic of the current map, and replies only to threads of the document', async () => {
    const before = await stored();
    expect((await open(doc.id, newThread({ topicId: otherDoc.topicIds[0]! }))).statusCode).toBe(404);
    expect((await open(doc.id, newThread({ topicId: randomUUID() }))).json()).toMatchObject({
      code: 'notFound',
      message: LibraryErrors.topicNotFound,
    });
    const elsewhere = newThread({ topicId: otherDoc.topicIds[0]! });
    expect((await open(otherDoc.id, elsewhere)).statusCode).toBe(201);
    const afterOther = await stored();
    expect((await reply(doc.id, elsewhere.threadId, { body: 'wrong document' })).json()).toMatchObject({
      code: 'notFound',
      message: LibraryErrors.commentThreadNotFound,
    });
    expect((await setStatus(doc.id, elsewhere.threadId, true)).statusCode).toBe(404);
    expect((await reply(doc.id, randomUUID(), { body: 'nobody' })).statusCode).toBe(404);
    expect(await stored()).toEqual(afterOther);
    expect(afterOther.threads).toBe(before.threads + 1);

    // A topic the current version leaves out takes no new thread; its threads stay listed.
    const onRisks = newThread({ topicId: doc.topicIds[1]! });
    expect((await open(doc.id, onRisks)).statusCode).toBe(201);
    const map = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: editor,
      payload: { topicIds: [doc.topicIds[0]], revisionDescription: 'without-risks' },
    });
    expect(map.statusCode).toBe(200);
    expect((await open(doc.id, newThread({ topicId: doc.topicIds[1]! }))).statusCode).toBe(404);
    expect(((await list(doc.id)).json().threads as CommentThread[]).map((th) => th.id)).toContain(onRisks.threadId);
    expect((await reply(doc.id, onRisks.threadId, { body: 'still here' })).statusCode).toBe(201);
  });
});

describe('hostile input', () => {
  it('refuses with 4xx and stores nothing: huge or blank bodies, NUL bytes, bad ids, too many mentions, a thread id taken', async () => {
    const taken = newThread();
    expect((await open(doc.id, taken)).statusCode).toBe(201);
    const before = await stored();
    const cases: [string, () => Promise<{ statusCode: number; json(): { code: string } }>, number][] = [
      ['a body over 5000 characters', () => open(doc.id, newThread({ body: 'x'.repeat(5001) })), 400],
      ['a request over the body limit', () => open(doc.id, newThread({ body: 'x'.repeat(2_000_000) })), 413],
      ['a blank body', () => open(doc.id, newThread({ body: ' \n\t ' })), 400],
      ['an empty reply', () => reply(doc.id, taken.threadId, { body: '' }), 400],
      ['a NUL byte in the body', () => open(doc.id, newThread({ body: 'before\u0000after' })), 400],
      ['a NUL byte in the quote', () => open(doc.id, newThread({ quote: 'a\u0000b' })), 400],
      ['a quote over 2000 characters', () => open(doc.id, newThread({ quote: 'q'.repeat(2001) })), 400],
      ['a thread id that is not a uuid', () => open(doc.id, newThread({ threadId: 'thread-1' })), 400],
      ['a topic id that is not a uuid', () => open(doc.id, newThread({ topicId: '../../etc' })), 400],
      ['a document id that is not a uuid', () => open('1 or 1=1', newThread()), 400],
      ['a path thread id that is not a uuid', () => reply(doc.id, 'nope', { body: 'x' }), 400],
      ['51 mentions', () => open(doc.id, newThread({ mentions: Array.from({ length: 51 }, () => String(COLLEAGUE.id)) })), 400],
      ['a mention that is not a string', () => open(doc.id, { ...newThread(), mentions: [{ userId: 1 }] }), 400],
      [
        'a status that is not a boolean',
        () =>
          t.app.inject({
            method: 'PATCH',
            url: url(doc.id, `/${taken.threadId}`),
            headers: editor,
            payload: { resolved: 'maybe' },
          }),
        400,
      ],
      ['a thread id already taken', () => open(doc.id, newThread({ threadId: taken.threadId, body: 'again' })), 409],
      [
        'a thread id taken on another document',
        () => open(otherDoc.id, newThread({ threadId: taken.threadId, topicId: otherDoc.topicIds[0]! })),
        409,
      ],
    ];
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(status);
      expect(typeof res.json().code, what).toBe('string');
    }
    expect(await stored()).toEqual(before);
    const thread = ((await list(doc.id)).json().threads as CommentThread[]).find((th) => th.id === taken.threadId);
    expect(thread?.entries.map((e) => e.body)).toEqual(['Is this audited?']);
  });
});

describe('the users projection', () => {
  const user = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  it('applies an event only when it is not older than the state it holds', async () => {
    const id = 5220;
    const now = Date.now();
    await publishUser(t, { id, channelId: A1.channelId, email: 'mover@example.test' }, { occurredAt: new Date(now) });
    expect(await user(id)).toMatchObject({ channel_id: A1.channelId, active: true, status: 'ACTIVE', single_company_id: null });

    // A late event from before: ignored, though it was delivered and handled.
    await publishUser(
      t,
      { id, channelId: B.channelId, active: false, email: 'mover@example.test' },
      { occurredAt: new Date(now - 60_000) },
    );
    expect(await user(id)).toMatchObject({ channel_id: A1.channelId, active: true });
    expect(((await mentionable(doc.id)).json().users as { userId: string }[]).map((u) => u.userId)).toContain(String(id));

    // A later one applies: limited to A2, the user is no longer offered on A1's documents nor mentionable there.
    await publishUser(
      t,
      { id, channelId: A1.channelId, singleCompanyId: A2.id, email: 'mover@example.test' },
      { occurredAt: new Date(now + 1_000) },
    );
    expect(await user(id)).toMatchObject({ channel_id: A1.channelId, single_company_id: A2.id });
    expect(((await mentionable(doc.id)).json().users as { userId: string }[]).map((u) => u.userId)).not.toContain(String(id));
    expect((await open(doc.id, newThread({ mentions: [String(id)] }))).statusCode).toBe(400);

    // An event written before single companies were carried keeps the one known.
    await publishUser(t, { id, channelId: A1.channelId, email: 'mover@example.test' }, { occurredAt: new Date(now + 2_000) });
    expect(await user(id)).toMatchObject({ single_company_id: A2.id });
  });

  it('keeps a deleted user as inactive, so no late event brings it back', async () => {
    const id = 5221;
    const now = Date.now();
    await publishUser(t, { id, channelId: A1.channelId }, { type: 'user.created', occurredAt: new Date(now) });
    expect((await open(doc.id, newThread({ mentions: [String(id)] }))).statusCode).toBe(201);
    await publishUser(t, { id, channelId: A1.channelId }, { type: 'user.deleted', occurredAt: new Date(now + 1_000) });
    expect(await user(id)).toMatchObject({ active: false });
    await publishUser(t, { id, channelId: A1.channelId }, { type: 'user.updated', occurredAt: new Date(now + 500) });
    expect(await user(id)).toMatchObject({ active: false });
    expect((await open(doc.id, newThread({ mentions: [String(id)] }))).statusCode).toBe(400);
  });
});
