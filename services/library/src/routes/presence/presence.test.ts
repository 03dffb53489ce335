import { LibraryErrors, LOCK_TTL_SECONDS, type Presence } from '@ea/contracts/library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_SCHEMA } from '../../db/schema.ts';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';

type Headers = { authorization: string };

let t: LibraryTestApp;
let jane: Headers;
let omar: Headers;
let reviewer: Headers;
let outsider: Headers;
const COMPANY = { id: 701, channelId: 71 };
const OTHER = { id: 702, channelId: 72 };
let clock = Date.parse('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createLibraryTestApp();
  t.deps.now = () => new Date(clock);
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER);
  jane = await t.auth({ sub: '921', email: 'jane@x.com', channelId: COMPANY.channelId });
  omar = await t.auth({ sub: '922', email: 'omar@x.com', channelId: COMPANY.channelId });
  // Reviewers read documents, so they are seen in them too; they need no editor feature for it.
  reviewer = await t.auth({ sub: '923', email: 'rita@x.com', channelId: COMPANY.channelId, roles: ['Reviewer'], features: [] });
  outsider = await t.auth({ sub: '924', email: 'out@x.com', channelId: OTHER.channelId });
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

const url = (documentId: string) => `/api/document/${documentId}/presence`;
const beat = (headers: Headers, documentId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: url(documentId), headers, payload });
const present = async (headers: Headers, documentId: string): Promise<Presence[]> => {
  const res = await t.app.inject({ url: url(documentId), headers });
  expect(res.statusCode).toBe(200);
  return res.json().present;
};
const changes = async (documentId: string) => (await outboxEvents(t, 'presence.changed')).filter((row) => row.aggregate_id === documentId);
const storedPresence = async () =>
  Number(
    (
      await t.database.db
        .withSchema(LIBRARY_SCHEMA)
        .selectFrom('document_presence')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('presence', () => {
  it('answers who is present on each heartbeat, and announces arrivals and moves but not plain heartbeats', async () => {
    const doc = await newDocument('Together');
    const [revenue, costs] = doc.topics;
    const first = await beat(jane, doc.id, { topicId: revenue!.id, mode: 'editing' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      present: [{ userId: '921', userName: 'jane@x.com', topicId: revenue!.id, mode: 'editing', seenAt: new Date(clock).toISOString() }],
    });
    expect(await changes(doc.id)).toHaveLength(1);

    advance(15);
    expect((await beat(jane, doc.id, { topicId: revenue!.id, mode: 'editing' })).statusCode).toBe(200);
    expect(await changes(doc.id)).toHaveLength(1);

    const omarArrives = await beat(omar, doc.id, { topicId: null, mode: 'viewing' });
    expect(omarArrives.json().present.map((p: Presence) => [p.userName, p.topicId, p.mode])).toEqual([
      ['jane@x.com', revenue!.id, 'editing'],
      ['omar@x.com', null, 'viewing'],
    ]);
    expect(await changes(doc.id)).toHaveLength(2);
    expect((await beat(omar, doc.id, { topicId: costs!.id, mode: 'viewing' })).statusCode).toBe(200);
    expect((await beat(omar, doc.id, { topicId: costs!.id, mode: 'editing' })).statusCode).toBe(200);
    expect(await changes(doc.id)).toHaveLength(4);

    const [event] = await changes(doc.id);
    expect(event).toMatchObject({
      scope: { documentId: doc.id },
      payload: { documentId: doc.id, companyId: COMPANY.id, channelId: COMPANY.channelId },
      realtime: { documentId: doc.id },
    });
    expect((await present(reviewer, doc.id)).map((p) => p.userName)).toEqual(['jane@x.com', 'omar@x.com']);
  });

  it('forgets a presence without a heartbeat for LOCK_TTL_SECONDS, and counts its return as an arrival', async () => {
    const doc = await newDocument('Lapsing');
    expect((await beat(jane, doc.id, { topicId: null, mode: 'viewing' })).statusCode).toBe(200);
    advance(LOCK_TTL_SECONDS - 1);
    expect((await beat(omar, doc.id, { topicId: null, mode: 'viewing' })).statusCode).toBe(200);
    expect((await present(omar, doc.id)).map((p) => p.userName)).toEqual(['jane@x.com', 'omar@x.com']);
    advance(1);
    expect((await present(omar, doc.id)).map((p) => p.userName)).toEqual(['omar@x.com']);
    const changesBefore = (await changes(doc.id)).length;
    // Omar's beat forgets Jane's lapsed row; Jane's return is announced again.
    expect((await beat(omar, doc.id, { topicId: null, mode: 'viewing' })).json().present).toHaveLength(1);
    const janeRow = await t.database.db
      .withSchema(LIBRARY_SCHEMA)
      .selectFrom('document_presence')
      .select('user_id')
      .where('document_id', '=', doc.id)
      .where('user_id', '=', '921')
      .executeTakeFirst();
    expect(janeRow).toBeUndefined();
    expect((await beat(jane, doc.id, { topicId: null, mode: 'viewing' })).json().present).toHaveLength(2);
    expect(await changes(doc.id)).toHaveLength(changesBefore + 1);
  });

  it('removes the caller on leaving and announces it once', async () => {
    const doc = await newDocument('Leaving');
    expect((await beat(jane, doc.id, { topicId: null, mode: 'viewing' })).statusCode).toBe(200);
    expect((await beat(reviewer, doc.id, { topicId: null, mode: 'viewing' })).statusCode).toBe(200);
    const left = await t.app.inject({ method: 'DELETE', url: url(doc.id), headers: jane });
    expect(left.statusCode).toBe(204);
    expect((await present(reviewer, doc.id)).map((p) => p.userName)).toEqual(['rita@x.com']);
    expect((await t.app.inject({ method: 'DELETE', url: url(doc.id), headers: jane })).statusCode).toBe(204);
    expect(await changes(doc.id)).toHaveLength(3);
  });

  it("names only topics of the document's current map", async () => {
    const doc = await newDocument('Where');
    const other = await newDocument('Elsewhere');
    const res = await beat(jane, doc.id, { topicId: other.topics[0]!.id, mode: 'viewing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LibraryErrors.topicNotFound);
    expect(await present(jane, doc.id)).toEqual([]);
  });

  it("answers 404 for another channel's document and refuses malformed input, storing nothing", async () => {
    const doc = await newDocument('Scoped presence');
    const before = await storedPresence();
    for (const res of [
      await beat(outsider, doc.id, { topicId: null, mode: 'viewing' }),
      await t.app.inject({ url: url(doc.id), headers: outsider }),
      await t.app.inject({ method: 'DELETE', url: url(doc.id), headers: outsider }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: LibraryErrors.documentNotFound });
    }
    for (const res of [
      await beat(jane, 'not-a-uuid', { topicId: null, mode: 'viewing' }),
      await beat(jane, doc.id, { topicId: 'nope', mode: 'viewing' }),
      await beat(jane, doc.id, { topicId: null, mode: 'lurking' }),
      await beat(jane, doc.id, { topicId: null, mode: 'viewing\u0000' }),
      await beat(jane, doc.id, { mode: 'viewing' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(await storedPresence()).toBe(before);
    const noModule = await t.auth({ sub: '925', channelId: COMPANY.channelId, modules: [] });
    expect((await beat(noModule, doc.id, { topicId: null, mode: 'viewing' })).statusCode).toBe(403);
  });
});
