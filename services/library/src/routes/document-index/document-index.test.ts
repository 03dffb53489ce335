import { ErrorMessages, SuccessMessages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
const COMPANY = { id: 801, channelId: 81 };
const OTHER_CHANNEL_COMPANY = { id: 802, channelId: 82 };
const preparer = { sub: '1200', channelId: COMPANY.channelId };
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

const save = (id: string, entries: unknown[], headers = user) =>
  t.app.inject({ method: 'PUT', url: `/api/document/${id}/index`, headers, payload: { entries } });

describe('document index', () => {
  it('is the map’s order until saved; saving answers the spec message and is announced and audited', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Indexed' }, [
      { title: 'Part I', model: paragraphs('a') },
      { title: 'Item 1', model: paragraphs('b') },
    ]);
    const [one, two] = doc.topics.map((topic) => topic.id) as [string, string];
    const initial = await t.app.inject({ url: `/api/document/${doc.id}/index`, headers: user });
    expect(initial.json()).toEqual({
      documentId: doc.id,
      entries: [
        { topicId: one, label: 'Part I', level: 1 },
        { topicId: two, label: 'Item 1', level: 1 },
      ],
      saved: false,
    });

    const entries = [
      { topicId: one, label: ' Part I — Financial information ', level: 1 },
      { topicId: two, label: 'Item 1. Financial statements', level: 2 },
    ];
    const res = await save(doc.id, entries);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      documentId: doc.id,
      entries: [
        { topicId: one, label: 'Part I — Financial information', level: 1 },
        { topicId: two, label: 'Item 1. Financial statements', level: 2 },
      ],
      saved: true,
      message: SuccessMessages.documentIndexSaved,
    });
    const read = (await t.app.inject({ url: `/api/document/${doc.id}/index`, headers: user })).json();
    expect(read).toMatchObject({
      saved: true,
      entries: [
        { topicId: one, level: 1 },
        { topicId: two, level: 2 },
      ],
    });
    expect((await outboxEvents(t, 'document.index-saved')).map((e) => e.aggregate_id)).toContain(doc.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('target_id', '=', doc.id)
      .where('action', '=', 'Update')
      .execute();
    expect(audit.map((entry) => entry.after)).toContainEqual({ indexEntries: 2 });

    // A topic left out of the map drops out of the index as read.
    await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: user,
      payload: { topicIds: [two], revisionDescription: 'drop_part' },
    });
    const after = (await t.app.inject({ url: `/api/document/${doc.id}/index`, headers: user })).json();
    expect(after.entries.map((entry: { topicId: string }) => entry.topicId)).toEqual([two]);
  });

  it('refuses entries naming topics outside the map, blank labels, and levels out of range', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Bad index' }, [{ title: 'Only', model: paragraphs('a') }]);
    const other = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Other' }, [{ title: 'Elsewhere', model: paragraphs('b') }]);
    const outside = await save(doc.id, [{ topicId: other.topics[0]!.id, label: 'Elsewhere', level: 1 }]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(LibraryErrors.indexTopics);
    const blank = await save(doc.id, [{ topicId: doc.topics[0]!.id, label: '   ', level: 1 }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ErrorMessages.requiredFields);
    expect((await save(doc.id, [{ topicId: doc.topics[0]!.id, label: 'x', level: 7 }])).statusCode).toBe(400);
    const read = (await t.app.inject({ url: `/api/document/${doc.id}/index`, headers: user })).json();
    expect(read.saved).toBe(false);
  });

  it('refuses changes to a locked document (409), reviewers (403) and another channel (404)', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Final' }, [{ title: 'Only', model: paragraphs('a') }]);
    const entries = [{ topicId: doc.topics[0]!.id, label: 'Only', level: 1 }];
    const reviewer = await t.auth({ sub: '1201', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    expect((await save(doc.id, entries, reviewer)).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: '/api/releases',
      headers: user,
      payload: { documentId: doc.id, releaseVersion: 'final', final: true },
    });
    const locked = await save(doc.id, entries);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(LibraryErrors.documentLocked);
    const theirs = await seedDocument(
      t,
      await t.auth({ sub: '1202', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      {
        companyId: OTHER_CHANNEL_COMPANY.id,
        title: 'Theirs',
      },
      [],
    );
    expect((await t.app.inject({ url: `/api/document/${theirs.id}/index`, headers: user })).statusCode).toBe(404);
    expect((await save(theirs.id, [])).statusCode).toBe(404);
  });
});
