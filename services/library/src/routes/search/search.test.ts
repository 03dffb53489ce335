import type { SearchPage } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, paragraphs, seedDocument, table } from '../../testing/index.ts';

let t: LibraryTestApp;
const COMPANY = { id: 501, channelId: 51 };
const SECOND_COMPANY = { id: 502, channelId: 51 };
const OTHER_CHANNEL_COMPANY = { id: 503, channelId: 52 };
const preparer = { sub: '900', channelId: COMPANY.channelId };
let user: { authorization: string };
let statements: { id: string; topics: { id: string }[] };

beforeAll(async () => {
  t = await createLibraryTestApp();
  for (const company of [COMPANY, SECOND_COMPANY, OTHER_CHANNEL_COMPANY]) await t.publishCompany(company);
  user = await t.auth(preparer);
  statements = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Financial statements' }, [
    { title: 'Cover', model: paragraphs('Annual report of the registrant.') },
    {
      title: 'Income statement',
      model: table([
        ['Line item', '2024', '2023'],
        ['Total deferred revenue', '1,234', '1,100'],
      ]),
    },
  ]);
  await seedDocument(t, user, { companyId: SECOND_COMPANY.id, title: 'Deferred revenue policy' }, [
    { title: 'Policy', model: paragraphs('Deferred revenue is recognised <script>alert(1)</script> & <b>over</b> time.') },
  ]);
  await seedDocument(
    t,
    await t.auth({ sub: '901', channelId: OTHER_CHANNEL_COMPANY.channelId }),
    { companyId: OTHER_CHANNEL_COMPANY.id, title: 'Deferred revenue elsewhere' },
    [{ title: 'Theirs', model: paragraphs('Total deferred revenue of another channel.') }],
  );
});

afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number>, headers = user): Promise<SearchPage> {
  const res = await t.app.inject({
    url: '/api/library/search',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const matched = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);

describe('library search', () => {
  it('finds a phrase inside a table cell, with the matched words marked and no markup', async () => {
    const page = await search({ q: '"total deferred revenue"' });
    expect(page.total).toBe(1);
    const [hit] = page.items;
    expect(hit).toMatchObject({
      document: { id: statements.id, title: 'Financial statements' },
      topicId: statements.topics[1]!.id,
      topicTitle: 'Income statement',
    });
    expect(matched(hit!.snippet)).toEqual(['Total', 'deferred', 'revenue']);
    expect(text(hit!.snippet)).toContain('Line item 2024 2023 Total deferred revenue');
    expect(hit!.title).toEqual([{ text: 'Financial statements', match: false }]);
  });

  it('ranks a title match first, searches every company of the channel and never another channel’s', async () => {
    const page = await search({ q: 'deferred revenue' });
    expect(page.items.map((hit) => hit.document.title)).toEqual(['Deferred revenue policy', 'Financial statements']);
    expect(matched(page.items[0]!.title)).toEqual(['Deferred', 'revenue']);
    // Content is answered as text parts: the SPA renders them, nothing is interpreted as HTML.
    expect(text(page.items[0]!.snippet)).toContain('recognised <script>alert(1)</script> & <b>over</b> time');
    const one = await search({ q: 'deferred revenue', companyId: SECOND_COMPANY.id });
    expect(one.items.map((hit) => hit.document.companyId)).toEqual([SECOND_COMPANY.id]);
    const foreign = await t.app.inject({
      url: '/api/library/search',
      query: { q: 'revenue', companyId: String(OTHER_CHANNEL_COMPANY.id) },
      headers: user,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ items: [], total: 0 });
  });

  it('reads current revisions only, leaves deleted documents out and honours exclusions', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/document/${statements.id}/topics/${statements.topics[0]!.id}`,
      headers: user,
      payload: { model: paragraphs('Quarterly summary.'), revisionDescription: 'rewrite' },
    });
    expect((await search({ q: 'registrant' })).total).toBe(0);
    expect((await search({ q: 'quarterly summary' })).total).toBe(1);
    expect((await search({ q: 'revenue -policy' })).items.map((hit) => hit.document.id)).toEqual([statements.id]);

    const doomed = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Temporary memo' }, [
      { title: 'Memo', model: paragraphs('Ephemeral words.') },
    ]);
    expect((await search({ q: 'ephemeral' })).total).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/document/${doomed.id}`, headers: user })).statusCode).toBe(200);
    expect((await search({ q: 'ephemeral' })).total).toBe(0);
  });

  it('pages the hits and finds nothing for blank words', async () => {
    for (let i = 0; i < 3; i++) await seedDocument(t, user, { companyId: COMPANY.id, title: `Paged lease ${i}` }, []);
    const first = await search({ q: 'lease', size: 10 });
    expect(first.total).toBe(3);
    const beyond = await search({ q: 'lease', page: 3, size: 10 });
    expect(beyond).toMatchObject({ items: [], total: 3, page: 3 });
    expect(await search({ q: '   ' })).toEqual({ items: [], total: 0, page: 1, size: 10 });
  });

  it('answers each document once with its best topic, best first, in the same order page by page, for admins and channel users alike', async () => {
    // Eleven documents that name the word once, and two that name it more (one in its title).
    for (let i = 0; i < 11; i++) {
      await seedDocument(t, user, { companyId: COMPANY.id, title: `Closing memo ${i}` }, [
        { title: 'Memo', model: paragraphs(`The escrow closed on day ${i} after the usual conditions were met.`) },
      ]);
    }
    const strong = await seedDocument(t, user, { companyId: SECOND_COMPANY.id, title: 'Deal terms' }, [
      { title: 'Parties', model: paragraphs('Named parties only, escrow aside.') },
      { title: 'Holdback', model: paragraphs('Escrow release, escrow fees and escrow agent.') },
      { title: 'Holdback again', model: paragraphs('Escrow release, escrow fees and escrow agent.') },
    ]);
    const titled = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Escrow account' }, []);
    const admin = await t.auth({ sub: '1', admin: true });

    for (const headers of [user, admin]) {
      const all = await search({ q: 'escrow', size: 30 }, headers);
      expect(all.total).toBe(13);
      const ids = all.items.map((hit) => hit.document.id);
      expect(new Set(ids).size).toBe(13);
      expect(ids.slice(0, 2)).toEqual([titled.id, strong.id]);
      // Of two equally good topics, the first in the map is the one shown.
      expect(all.items[1]).toMatchObject({ topicId: strong.topics[1]!.id, topicTitle: 'Holdback' });
      const first = await search({ q: 'escrow', page: 1, size: 10 }, headers);
      const second = await search({ q: 'escrow', page: 2, size: 10 }, headers);
      expect([first.total, second.total]).toEqual([13, 13]);
      expect([...first.items, ...second.items].map((hit) => hit.document.id)).toEqual(ids);
      const oneCompany = await search({ q: 'escrow', companyId: SECOND_COMPANY.id }, headers);
      expect(oneCompany).toMatchObject({ total: 1, items: [{ document: { id: strong.id } }] });
    }
  });

  it('narrows a single-company reviewer to that company and needs the Library module', async () => {
    const reviewer = await t.auth({ sub: '902', channelId: COMPANY.channelId, roles: ['Reviewer'], singleCompanyId: SECOND_COMPANY.id });
    const page = await search({ q: 'deferred revenue' }, reviewer);
    expect(page.items.map((hit) => hit.document.companyId)).toEqual([SECOND_COMPANY.id]);
    const noModule = await t.auth({ sub: '903', channelId: COMPANY.channelId, modules: [] });
    expect((await t.app.inject({ url: '/api/library/search', query: { q: 'revenue' }, headers: noModule })).statusCode).toBe(403);
  });
});
