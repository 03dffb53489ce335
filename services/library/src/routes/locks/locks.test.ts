import { ErrorMessages } from '@ea/contracts';
import { LibraryErrors, LOCK_TTL_SECONDS, type TopicLock } from '@ea/contracts/library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_SCHEMA } from '../../db/schema.ts';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';

type Headers = { authorization: string };

let t: LibraryTestApp;
let jane: Headers;
let omar: Headers;
let admin: Headers;
let viewer: Headers;
let reviewer: Headers;
let outsider: Headers;
const COMPANY = { id: 501, channelId: 51 };
const OTHER = { id: 502, channelId: 52 };
let clock = Date.parse('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createLibraryTestApp();
  t.deps.now = () => new Date(clock);
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER);
  jane = await t.auth({ sub: '901', email: 'jane@x.com', channelId: COMPANY.channelId });
  omar = await t.auth({ sub: '902', email: 'omar@x.com', channelId: COMPANY.channelId });
  admin = await t.auth({ sub: '903', email: 'admin@x.com', admin: true, features: [] });
  viewer = await t.auth({ sub: '904', email: 'viewer@x.com', channelId: COMPANY.channelId, features: [] });
  reviewer = await t.auth({ sub: '905', email: 'reviewer@x.com', channelId: COMPANY.channelId, roles: ['Reviewer'] });
  outsider = await t.auth({ sub: '906', email: 'outsider@x.com', channelId: OTHER.channelId });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  clock += 3_600_000;
});

const advance = (seconds: number) => {
  clock += seconds * 1000;
};

async function newDocument(title: string) {
  return seedDocument(t, jane, { companyId: COMPANY.id, title }, [
    { title: 'Revenue', model: paragraphs('Revenue was 10.') },
    { title: 'Costs', model: paragraphs('Costs were 4.') },
  ]);
}

const lockUrl = (documentId: string, topicId: string) => `/api/document/${documentId}/topics/${topicId}/lock`;
const take = (headers: Headers, documentId: string, topicId: string) =>
  t.app.inject({ method: 'PUT', url: lockUrl(documentId, topicId), headers });
/** The heartbeat: a renewal of the caller's own lock. */
const renew = (headers: Headers, documentId: string, topicId: string) =>
  t.app.inject({ method: 'PUT', url: `${lockUrl(documentId, topicId)}?renew=true`, headers });
const release = (headers: Headers, documentId: string, topicId: string, query = '') =>
  t.app.inject({ method: 'DELETE', url: `${lockUrl(documentId, topicId)}${query}`, headers });
const locks = async (headers: Headers, documentId: string): Promise<TopicLock[]> => {
  const res = await t.app.inject({ url: `/api/document/${documentId}/locks`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().locks;
};
const save = (headers: Headers, documentId: string, topicId: string, text: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/document/${documentId}/topics/${topicId}`,
    headers,
    payload: { model: paragraphs(text), revisionDescription: 'edit' },
  });

/** The lock events of a document in the order the relay publishes them, as the outbox holds them. */
async function lockEvents(documentId: string) {
  const rows = await t.database.db
    .withSchema(LIBRARY_SCHEMA)
    .selectFrom('outbox')
    .select(['type', 'payload'])
    .where('type', 'in', ['topic.locked', 'topic.unlocked'])
    .where('aggregate_id', '=', documentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const payload = row.payload as { holderName: string; reason: string; topicId: string };
    return `${row.type} ${payload.reason} ${payload.holderName} ${payload.topicId}`;
  });
}

describe('topic locks', () => {
  it('takes a lock for LOCK_TTL_SECONDS, renews it on each heartbeat without announcing it again, and lists it', async () => {
    const doc = await newDocument('Heartbeats');
    const topicId = doc.topics[0]!.id;
    const taken = await take(jane, doc.id, topicId);
    expect(taken.statusCode).toBe(200);
    const acquiredAt = new Date(clock).toISOString();
    expect(taken.json()).toEqual({
      topicId,
      holderId: '901',
      holderName: 'jane@x.com',
      acquiredAt,
      expiresAt: new Date(clock + LOCK_TTL_SECONDS * 1000).toISOString(),
    });

    advance(15);
    const renewed = await renew(jane, doc.id, topicId);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ acquiredAt, expiresAt: new Date(clock + LOCK_TTL_SECONDS * 1000).toISOString() });
    // Renewed 15 s later, so it lives past the first expiry.
    advance(40);
    expect(await locks(omar, doc.id)).toEqual([expect.objectContaining({ topicId, holderName: 'jane@x.com', acquiredAt })]);
    expect(await lockEvents(doc.id)).toEqual([`topic.locked taken jane@x.com ${topicId}`]);

    const [event] = (await outboxEvents(t, 'topic.locked')).filter((row) => row.aggregate_id === doc.id);
    expect(event!.scope).toEqual({ documentId: doc.id });
    expect(event!.realtime).toEqual({ documentId: doc.id, topicId });
    expect(event!.payload).toMatchObject({ documentId: doc.id, companyId: COMPANY.id, channelId: COMPANY.channelId, holderId: '901' });
  });

  it("refuses someone else's live lock with 409 naming the holder, and lets another topic be locked", async () => {
    const doc = await newDocument('Contended');
    const [revenue, costs] = doc.topics;
    expect((await take(jane, doc.id, revenue!.id)).statusCode).toBe(200);
    const refused = await take(omar, doc.id, revenue!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: 'This topic is being edited by jane@x.com' });
    advance(1);
    expect((await take(omar, doc.id, costs!.id)).statusCode).toBe(200);
    const listed = await locks(jane, doc.id);
    expect(listed.map((lock) => [lock.topicId, lock.holderName])).toEqual([
      [revenue!.id, 'jane@x.com'],
      [costs!.id, 'omar@x.com'],
    ]);
  });

  it('treats a lock without a heartbeat for LOCK_TTL_SECONDS as free: not listed, taken over with expired then taken', async () => {
    const doc = await newDocument('Lapsed');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    advance(LOCK_TTL_SECONDS - 1);
    expect((await take(omar, doc.id, topicId)).statusCode).toBe(409);
    advance(1);
    expect(await locks(omar, doc.id)).toEqual([]);
    const takenOver = await take(omar, doc.id, topicId);
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.json()).toMatchObject({ holderName: 'omar@x.com', acquiredAt: new Date(clock).toISOString() });
    expect(await lockEvents(doc.id)).toEqual([
      `topic.locked taken jane@x.com ${topicId}`,
      `topic.unlocked expired jane@x.com ${topicId}`,
      `topic.locked taken omar@x.com ${topicId}`,
    ]);
    // Jane's heartbeat now finds Omar holding it.
    const back = await renew(jane, doc.id, topicId);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This topic is being edited by omar@x.com');
  });

  it("releases the holder's lock (204, topic.unlocked released) and answers 204 again once it is free", async () => {
    const doc = await newDocument('Released');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    const released = await release(jane, doc.id, topicId);
    expect(released.statusCode).toBe(204);
    expect(released.body).toBe('');
    expect(await locks(jane, doc.id)).toEqual([]);
    expect((await release(jane, doc.id, topicId)).statusCode).toBe(204);
    expect((await release(omar, doc.id, topicId)).statusCode).toBe(204);
    expect(await lockEvents(doc.id)).toEqual([`topic.locked taken jane@x.com ${topicId}`, `topic.unlocked released jane@x.com ${topicId}`]);
    expect((await take(omar, doc.id, topicId)).statusCode).toBe(200);
  });

  it("refuses to release someone else's lock; an admin breaks it with force (audited), a non-admin's force is 403", async () => {
    const doc = await newDocument('Broken');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);

    const refused = await release(omar, doc.id, topicId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This topic is being edited by jane@x.com');
    const forcedByOmar = await release(omar, doc.id, topicId, '?force=true');
    expect(forcedByOmar.statusCode).toBe(403);
    expect((await release(admin, doc.id, topicId)).statusCode).toBe(409);
    expect(await locks(jane, doc.id)).toHaveLength(1);

    expect((await release(admin, doc.id, topicId, '?force=true')).statusCode).toBe(204);
    expect(await locks(jane, doc.id)).toEqual([]);
    expect(await lockEvents(doc.id)).toEqual([`topic.locked taken jane@x.com ${topicId}`, `topic.unlocked broken jane@x.com ${topicId}`]);
    const audit = await t.database.db
      .withSchema(LIBRARY_SCHEMA)
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'before', 'after'])
      .where('target_id', '=', doc.id)
      .where('actor_id', '=', '903')
      .execute();
    expect(audit).toEqual([
      {
        action: 'Update',
        actor_id: '903',
        target_type: 'document',
        before: { topicLock: { topicId, holderId: '901', holderName: 'jane@x.com' } },
        after: { topicLock: null, topicId, note: 'Topic lock of jane@x.com broken by an admin' },
      },
    ]);
    // Jane's heartbeat, arriving after the break, does not take the topic back.
    const heartbeat = await renew(jane, doc.id, topicId);
    expect(heartbeat.statusCode).toBe(409);
    expect(heartbeat.json()).toEqual({ code: 'conflict', message: 'Your lock on this topic was released: reopen the topic to edit it' });
    expect(await locks(jane, doc.id)).toEqual([]);
    // Jane's lock is gone: Omar takes the topic.
    expect((await take(omar, doc.id, topicId)).statusCode).toBe(200);
  });

  it('locks only topics of the current map of an editable document', async () => {
    const doc = await newDocument('Map only');
    const [revenue, costs] = doc.topics;
    const outOfMap = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: jane,
      payload: { topicIds: [revenue!.id], revisionDescription: 'drop_costs' },
    });
    expect(outOfMap.statusCode).toBe(200);
    const left = await take(jane, doc.id, costs!.id);
    expect(left.statusCode).toBe(404);
    expect(left.json().message).toBe(LibraryErrors.topicNotFound);
    const otherDocs = await newDocument('Other topics');
    expect((await take(jane, doc.id, otherDocs.topics[0]!.id)).statusCode).toBe(404);

    const final = await t.app.inject({
      method: 'POST',
      url: '/api/releases',
      headers: jane,
      payload: { documentId: doc.id, releaseVersion: 'final', final: true },
    });
    expect(final.statusCode).toBe(201);
    const onFinal = await take(jane, doc.id, revenue!.id);
    expect(onFinal.statusCode).toBe(409);
    expect(onFinal.json().message).toBe(ErrorMessages.fileLocked);
    expect(await locks(jane, doc.id)).toEqual([]);
  });

  it('needs the editor feature to lock or release, the Library module to list, and refuses reviewer-only users', async () => {
    const doc = await newDocument('Access');
    const topicId = doc.topics[0]!.id;
    for (const res of [await take(viewer, doc.id, topicId), await release(viewer, doc.id, topicId)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: 'You Have no Editor Facility' });
    }
    expect(await locks(viewer, doc.id)).toEqual([]);
    expect((await take(reviewer, doc.id, topicId)).statusCode).toBe(403);
    const noModule = await t.auth({ sub: '907', channelId: COMPANY.channelId, modules: [] });
    expect((await t.app.inject({ url: `/api/document/${doc.id}/locks`, headers: noModule })).statusCode).toBe(403);
    // Admins hold every feature.
    expect((await take(admin, doc.id, topicId)).statusCode).toBe(200);
    expect((await release(admin, doc.id, topicId)).statusCode).toBe(204);
  });

  it("answers 404 for another channel's document, whatever the route, and stores nothing", async () => {
    const doc = await newDocument('Not yours');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    const answers = [
      await take(outsider, doc.id, topicId),
      await release(outsider, doc.id, topicId, '?force=true'),
      await t.app.inject({ url: `/api/document/${doc.id}/locks`, headers: outsider }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: LibraryErrors.documentNotFound });
    }
    expect(await locks(jane, doc.id)).toEqual([expect.objectContaining({ holderName: 'jane@x.com' })]);
  });

  it("renews a lapsed lock nobody took (a slow network), since the holder's edits are still theirs", async () => {
    const doc = await newDocument('Slow heartbeat');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    advance(LOCK_TTL_SECONDS + 5);
    expect((await renew(jane, doc.id, topicId)).statusCode).toBe(200);
    expect((await renew(omar, doc.id, topicId)).statusCode).toBe(409);
  });

  it('refuses malformed ids, force and renew values with 400', async () => {
    const doc = await newDocument('Malformed');
    const topicId = doc.topics[0]!.id;
    const answers = [
      await take(jane, 'not-a-uuid', topicId),
      await take(jane, doc.id, `${topicId}\u0000`),
      await release(jane, doc.id, topicId, '?force=maybe'),
      await t.app.inject({ method: 'PUT', url: `${lockUrl(doc.id, topicId)}?renew=perhaps`, headers: jane }),
      await t.app.inject({ url: '/api/document/12/locks', headers: jane }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(await locks(jane, doc.id)).toEqual([]);
  });
});

describe('saving a locked topic', () => {
  it("refuses a save while someone else holds the topic's lock, with the spec's message, and keeps the content", async () => {
    const doc = await newDocument('Guarded');
    const [revenue, costs] = doc.topics;
    expect((await take(jane, doc.id, revenue!.id)).statusCode).toBe(200);
    const refused = await save(omar, doc.id, revenue!.id, 'Omar overwrites.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: 'Unable to Save as File May be Locked by Other User' });
    // Admins are refused too: they break the lock first.
    expect((await save(admin, doc.id, revenue!.id, 'Admin overwrites.')).statusCode).toBe(409);
    const read = await t.app.inject({ url: `/api/document/${doc.id}/topics/${revenue!.id}`, headers: omar });
    expect(read.json()).toMatchObject({ revisionNumber: 2, model: paragraphs('Revenue was 10.') });
    // Another topic is not locked.
    expect((await save(omar, doc.id, costs!.id, 'Costs were 5.')).statusCode).toBe(200);
  });

  it('lets the holder save, anyone once the lock is released or lapsed', async () => {
    const doc = await newDocument('Saved by holder');
    const topicId = doc.topics[0]!.id;
    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    expect((await save(jane, doc.id, topicId, 'Jane saves.')).statusCode).toBe(200);
    // Saving keeps the lock: Jane goes on editing.
    expect(await locks(jane, doc.id)).toHaveLength(1);
    expect((await release(jane, doc.id, topicId)).statusCode).toBe(204);
    expect((await save(omar, doc.id, topicId, 'Omar saves after the release.')).statusCode).toBe(200);

    expect((await take(jane, doc.id, topicId)).statusCode).toBe(200);
    expect((await save(omar, doc.id, topicId, 'Omar too early.')).statusCode).toBe(409);
    advance(LOCK_TTL_SECONDS);
    expect((await save(omar, doc.id, topicId, 'Omar after the lapse.')).statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/document/${doc.id}/topics/${topicId}`, headers: jane });
    expect(read.json()).toMatchObject({ revisionNumber: 5, model: paragraphs('Omar after the lapse.') });
  });

  it('needs the editor feature to save or add a topic', async () => {
    const doc = await newDocument('Editors only');
    const topicId = doc.topics[0]!.id;
    const saved = await save(viewer, doc.id, topicId, 'Viewer edits.');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/document/${doc.id}/topics`,
      headers: viewer,
      payload: { title: 'Extra', model: paragraphs('Extra'), revisionDescription: 'add' },
    });
    for (const res of [saved, added]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: 'You Have no Editor Facility' });
    }
    const history = await t.app.inject({ url: `/api/document/${doc.id}/history`, headers: viewer });
    expect(history.json().total).toBe(doc.versionNumber);
    expect((await save(admin, doc.id, topicId, 'Admin edits.')).statusCode).toBe(200);
  });
});
