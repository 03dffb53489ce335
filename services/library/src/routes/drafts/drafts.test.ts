import { LibraryErrors } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_SCHEMA } from '../../db/schema.ts';
import { createLibraryTestApp, type LibraryTestApp, paragraphs, seedDocument } from '../../testing/index.ts';

type Headers = { authorization: string };

let t: LibraryTestApp;
let jane: Headers;
let omar: Headers;
let viewer: Headers;
let reviewer: Headers;
let outsider: Headers;
const COMPANY = { id: 601, channelId: 61 };
const OTHER = { id: 602, channelId: 62 };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER);
  jane = await t.auth({ sub: '911', email: 'jane@x.com', channelId: COMPANY.channelId });
  omar = await t.auth({ sub: '912', email: 'omar@x.com', channelId: COMPANY.channelId });
  viewer = await t.auth({ sub: '913', channelId: COMPANY.channelId, features: [] });
  reviewer = await t.auth({ sub: '914', channelId: COMPANY.channelId, roles: ['Reviewer'] });
  outsider = await t.auth({ sub: '915', channelId: OTHER.channelId });
});

afterAll(async () => {
  await t?.close();
});

async function newDocument(title: string) {
  return seedDocument(t, jane, { companyId: COMPANY.id, title }, [
    { title: 'Revenue', model: paragraphs('Revenue was 10.') },
    { title: 'Costs', model: paragraphs('Costs were 4.') },
  ]);
}

const draftUrl = (documentId: string, topicId: string) => `/api/document/${documentId}/topics/${topicId}/draft`;
const putDraft = (headers: Headers, documentId: string, topicId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: draftUrl(documentId, topicId), headers, payload: payload as Record<string, unknown> });
const drafts = async (headers: Headers, documentId: string) => {
  const res = await t.app.inject({ url: `/api/document/${documentId}/drafts`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().drafts as { topicId: string; baseRevision: number; title: string | null; model: unknown; savedAt: string }[];
};
/** The words of a model: drafts come back in the model's normal form, with its default attributes. */
const textOf = (node: unknown): string => {
  const { text, content } = node as { text?: string; content?: unknown[] };
  return text ?? (content ?? []).map(textOf).join(' ');
};
const storedDrafts = async () =>
  Number(
    (
      await t.database.db
        .withSchema(LIBRARY_SCHEMA)
        .selectFrom('topic_drafts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('drafts', () => {
  it("keeps each user's draft private to them, replaces it on the next autosave, and discards it on request", async () => {
    const doc = await newDocument('Private drafts');
    const [revenue, costs] = doc.topics;
    const saved = await putDraft(jane, doc.id, revenue!.id, { model: paragraphs('Revenue was 11.'), baseRevision: 2, title: ' Sales ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ topicId: revenue!.id, savedAt: expect.any(String) });
    expect((await putDraft(jane, doc.id, revenue!.id, { model: paragraphs('Revenue was 12.'), baseRevision: 2 })).statusCode).toBe(200);
    expect((await putDraft(jane, doc.id, costs!.id, { model: paragraphs('Costs were 5.'), baseRevision: 2 })).statusCode).toBe(200);
    expect((await putDraft(omar, doc.id, revenue!.id, { model: paragraphs('Omar thinks 13.'), baseRevision: 2 })).statusCode).toBe(200);

    const janes = await drafts(jane, doc.id);
    expect(janes.map((d) => [d.topicId, d.title, textOf(d.model)])).toEqual(
      expect.arrayContaining([
        [revenue!.id, null, 'Revenue was 12.'],
        [costs!.id, null, 'Costs were 5.'],
      ]),
    );
    expect(janes).toHaveLength(2);
    expect(JSON.stringify(janes)).not.toContain('Omar');
    expect((await drafts(omar, doc.id)).map((d) => textOf(d.model))).toEqual(['Omar thinks 13.']);
    expect(await drafts(viewer, doc.id)).toEqual([]);

    const discarded = await t.app.inject({ method: 'DELETE', url: draftUrl(doc.id, costs!.id), headers: jane });
    expect(discarded.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: draftUrl(doc.id, costs!.id), headers: jane })).statusCode).toBe(204);
    expect((await drafts(jane, doc.id)).map((d) => d.topicId)).toEqual([revenue!.id]);
    expect(await drafts(omar, doc.id)).toHaveLength(1);
  });

  it("keeps the title given, trimmed, and the draft's base revision", async () => {
    const doc = await newDocument('Titled draft');
    const topicId = doc.topics[0]!.id;
    expect((await putDraft(jane, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2, title: '  Net sales  ' })).statusCode).toBe(
      200,
    );
    expect(await drafts(jane, doc.id)).toEqual([
      { topicId, baseRevision: 2, title: 'Net sales', model: expect.objectContaining({ type: 'doc' }), savedAt: expect.any(String) },
    ]);
  });

  it("is kept while someone else holds the topic's lock, and the saver's own draft goes with the save", async () => {
    const doc = await newDocument('Draft under lock');
    const topicId = doc.topics[0]!.id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/document/${doc.id}/topics/${topicId}/lock`, headers: jane })).statusCode).toBe(
      200,
    );
    expect((await putDraft(omar, doc.id, topicId, { model: paragraphs('Omar waits.'), baseRevision: 2 })).statusCode).toBe(200);
    expect((await putDraft(jane, doc.id, topicId, { model: paragraphs('Jane types.'), baseRevision: 2 })).statusCode).toBe(200);

    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${topicId}`,
      headers: jane,
      payload: { model: paragraphs('Jane types.'), revisionDescription: 'saved' },
    });
    expect(save.statusCode).toBe(200);
    expect(await drafts(jane, doc.id)).toEqual([]);
    expect((await drafts(omar, doc.id)).map((d) => textOf(d.model))).toEqual(['Omar waits.']);

    // A refused save keeps the draft.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${topicId}`,
      headers: omar,
      payload: { model: paragraphs('Omar waits.'), revisionDescription: 'saved' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await drafts(omar, doc.id)).toHaveLength(1);
  });

  it('checks the model against the filing schema and the topic against the current map', async () => {
    const doc = await newDocument('Checked drafts');
    const topicId = doc.topics[0]!.id;
    const before = await storedDrafts();
    const invalid = await putDraft(jane, doc.id, topicId, {
      model: { type: 'doc', content: [{ type: 'script', text: 'x' }] },
      baseRevision: 2,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation', message: LibraryErrors.invalidModel });
    const otherDoc = await newDocument('Other');
    const foreignTopic = await putDraft(jane, doc.id, otherDoc.topics[0]!.id, { model: paragraphs('x'), baseRevision: 2 });
    expect(foreignTopic.statusCode).toBe(404);
    expect(foreignTopic.json().message).toBe(LibraryErrors.topicNotFound);
    expect(await storedDrafts()).toBe(before);
  });

  it('refuses hostile input with 4xx and stores nothing', async () => {
    const doc = await newDocument('Hostile drafts');
    const topicId = doc.topics[0]!.id;
    const before = await storedDrafts();
    const huge = paragraphs(...Array.from({ length: 1200 }, () => 'x'.repeat(1000)));
    const answers = [
      await putDraft(jane, 'not-a-uuid', topicId, { model: paragraphs('x'), baseRevision: 2 }),
      await putDraft(jane, doc.id, 'also-not-a-uuid', { model: paragraphs('x'), baseRevision: 2 }),
      await putDraft(jane, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2, title: 'bad\u0000title' }),
      await putDraft(jane, doc.id, topicId, {
        model: { type: 'doc', content: [{ type: 'heading', attrs: { level: '\u0000' } }] },
        baseRevision: 2,
      }),
      await putDraft(jane, doc.id, topicId, { model: paragraphs('x'), baseRevision: 0 }),
      await putDraft(jane, doc.id, topicId, { model: paragraphs('x'), baseRevision: 'Infinity' }),
      await putDraft(jane, doc.id, topicId, { model: paragraphs('x') }),
      await putDraft(jane, doc.id, topicId, { model: { type: 'html' }, baseRevision: 2 }),
      await putDraft(jane, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2, title: 't'.repeat(501) }),
      await putDraft(jane, doc.id, topicId, { model: huge, baseRevision: 2 }),
    ];
    const statuses = answers.map((res) => res.statusCode);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(statuses.at(-1)).toBe(413);
    expect(await storedDrafts()).toBe(before);
  });

  it('keeps no NUL: text loses it in normalising as a saved topic does, an attribute holding one is refused like a save', async () => {
    const doc = await newDocument('NUL drafts');
    const topicId = doc.topics[0]!.id;
    expect((await putDraft(jane, doc.id, topicId, { model: paragraphs('nul\u0000inside'), baseRevision: 2 })).statusCode).toBe(200);
    expect((await drafts(jane, doc.id)).map((d) => textOf(d.model))).toEqual(['nulinside']);
    const withNulAttribute = { type: 'doc', content: [{ type: 'heading', attrs: { level: '\u0000' } }] };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${topicId}`,
      headers: jane,
      payload: { model: withNulAttribute, revisionDescription: 'nul' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ code: 'validation', message: LibraryErrors.invalidModel });
    const history = await t.app.inject({ url: `/api/document/${doc.id}/history`, headers: jane });
    expect(history.json().total).toBe(doc.versionNumber);
  });

  it('needs the editor feature to write drafts, refuses reviewer-only users, and hides other channels', async () => {
    const doc = await newDocument('Draft access');
    const topicId = doc.topics[0]!.id;
    const before = await storedDrafts();
    for (const res of [
      await putDraft(viewer, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2 }),
      await t.app.inject({ method: 'DELETE', url: draftUrl(doc.id, topicId), headers: viewer }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: 'You Have no Editor Facility' });
    }
    expect((await putDraft(reviewer, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2 })).statusCode).toBe(403);
    for (const res of [
      await putDraft(outsider, doc.id, topicId, { model: paragraphs('x'), baseRevision: 2 }),
      await t.app.inject({ method: 'DELETE', url: draftUrl(doc.id, topicId), headers: outsider }),
      await t.app.inject({ url: `/api/document/${doc.id}/drafts`, headers: outsider }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(LibraryErrors.documentNotFound);
    }
    expect(await storedDrafts()).toBe(before);
  });
});
