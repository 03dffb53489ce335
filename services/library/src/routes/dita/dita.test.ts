import { ErrorMessages, SuccessMessages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';
import { sampleDocx } from '../../uploads/testing/sample-docx.ts';
import { samplePng } from '../../uploads/testing/sample-png.ts';

let t: LibraryTestApp;
const COMPANY = { id: 601, channelId: 61 };
const OTHER_CHANNEL_COMPANY = { id: 602, channelId: 62 };
const preparer = { sub: '1000', channelId: COMPANY.channelId };
let user: { authorization: string };
let mapFolder: number;
let parentFolder: number;

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER_CHANNEL_COMPANY);
  user = await t.auth(preparer);
  const folder = async (name: string, parentId?: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/folder',
      headers: user,
      payload: { companyId: COMPANY.id, name, parentId },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  parentFolder = await folder('Filings');
  mapFolder = await folder('Q1_parts', parentFolder);
});

afterAll(async () => {
  await t?.close();
});

describe('DITA maps', () => {
  it('lists a company’s folders, maps and topics as a tree; another channel’s company is hidden', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Tree map', folderId: parentFolder }, [
      { title: 'First', model: paragraphs('1') },
      { title: 'Second', model: paragraphs('2') },
    ]);
    const res = await t.app.inject({ url: '/dita/ditatree', query: { companyId: String(COMPANY.id) }, headers: user });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'folder', ditaKind: 'Map', id: String(parentFolder), parentId: null, name: 'Filings', documentType: null },
        { kind: 'folder', ditaKind: 'Map', id: String(mapFolder), parentId: String(parentFolder), name: 'Q1_parts', documentType: null },
        { kind: 'resource', ditaKind: 'Map', id: doc.id, parentId: String(parentFolder), name: 'Tree map', documentType: 1 },
        { kind: 'resource', ditaKind: 'Topic', id: doc.topics[0]!.id, parentId: doc.id, name: 'First', documentType: null },
        { kind: 'resource', ditaKind: 'Topic', id: doc.topics[1]!.id, parentId: doc.id, name: 'Second', documentType: null },
      ]),
    );
    // Like every list filtered by a company, another channel's company lists nothing.
    const foreign = await t.app.inject({ url: '/dita/ditatree', query: { companyId: String(OTHER_CHANNEL_COMPANY.id) }, headers: user });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ companyId: OTHER_CHANNEL_COMPANY.id, entries: [] });
  });

  it('answers a document’s map with its .ditamap, and "Dita Map Not Found" for another channel’s', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Map <A> & "B"' }, [
      { title: 'Intro & scope', model: paragraphs('x') },
      { title: 'Notes', model: paragraphs('y') },
    ]);
    const res = await t.app.inject({ url: `/dita/ditamap/${doc.id}`, headers: user });
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map).toMatchObject({
      documentId: doc.id,
      title: 'Map <A> & "B"',
      ditaKind: 'Map',
      topics: [
        { id: doc.topics[0]!.id, title: 'Intro & scope', ditaKind: 'Topic', href: `topics/${doc.topics[0]!.id}.dita` },
        { id: doc.topics[1]!.id, title: 'Notes', ditaKind: 'Topic', href: `topics/${doc.topics[1]!.id}.dita` },
      ],
    });
    expect(map.xml).toContain('<!DOCTYPE map PUBLIC "-//OASIS//DTD DITA Map//EN" "map.dtd">');
    expect(map.xml).toContain('<title>Map &lt;A&gt; &amp; &quot;B&quot;</title>');
    expect(map.xml).toContain(`<topicref href="topics/${doc.topics[0]!.id}.dita" navtitle="Intro &amp; scope" type="topic"/>`);

    const theirs = await seedDocument(
      t,
      await t.auth({ sub: '1001', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      {
        companyId: OTHER_CHANNEL_COMPANY.id,
        title: 'Theirs',
      },
      [],
    );
    const foreign = await t.app.inject({ url: `/dita/ditamap/${theirs.id}`, headers: user });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ErrorMessages.ditaMapNotFound);
    // A change names the map, then its topics, before the rest of the body is judged.
    const foreignUpdate = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${theirs.id}`,
      headers: user,
      payload: { topicIds: [theirs.topics[0]!.id], revisionDescription: '' },
    });
    expect(foreignUpdate.json()).toMatchObject({ code: 'notFound', message: ErrorMessages.ditaMapNotFound });
    const foreignTopic = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: user,
      payload: { topicIds: [theirs.topics[0]!.id], revisionDescription: '' },
    });
    expect(foreignTopic.json()).toMatchObject({ code: 'notFound', message: LibraryErrors.topicNotFound });
  });

  it('reorders a map and leaves a topic out as a new version; unknown topics are refused', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Reordered' }, [
      { title: 'A', model: paragraphs('a') },
      { title: 'B', model: paragraphs('b') },
      { title: 'C', model: paragraphs('c') },
    ]);
    const [ta, tb, tc] = doc.topics.map((topic) => topic.id) as [string, string, string];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: user,
      payload: { topicIds: [tc, ta], revisionDescription: 'reorder_map' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      documentId: doc.id,
      version: { number: doc.versionNumber + 1, kind: 'mapped', revisionDescription: 'reorder_map' },
      topics: [
        { id: tc, title: 'C' },
        { id: ta, title: 'A' },
      ],
      message: SuccessMessages.documentSaved,
    });
    const map = (await t.app.inject({ url: `/dita/ditamap/${doc.id}`, headers: user })).json();
    expect(map.topics.map((topic: { id: string }) => topic.id)).toEqual([tc, ta]);
    const [event] = (await outboxEvents(t, 'document.versioned')).filter((e) => e.aggregate_id === doc.id).slice(-1);
    expect(new Set(event!.payload.topicIds as string[])).toEqual(new Set([ta, tb, tc]));

    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: user,
      payload: { topicIds: [tb, ta], revisionDescription: 'bring_back' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ErrorMessages.ditaDetails);
    const noDescription = await t.app.inject({
      method: 'PUT',
      url: `/dita/ditamap/${doc.id}`,
      headers: user,
      payload: { topicIds: [ta], revisionDescription: '' },
    });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().fields).toEqual({ revisionDescription: 'Please enter revision description' });
    const reviewer = await t.auth({ sub: '1002', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/dita/ditamap/${doc.id}`,
          headers: reviewer,
          payload: { topicIds: [ta], revisionDescription: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('builds a document from a map folder: its documents in title order, each bringing its topics', async () => {
    const second = await seedDocument(
      t,
      user,
      { companyId: COMPANY.id, title: 'B part', folderId: mapFolder, documentType: 3, formType: '10-Q', periodEndDate: '2024-03-31' },
      [{ title: 'Notes', model: paragraphs('Notes text.') }],
    );
    const first = await seedDocument(
      t,
      user,
      { companyId: COMPANY.id, title: 'A part', folderId: mapFolder, documentType: 3, formType: '10-Q', periodEndDate: '2024-03-31' },
      [
        { title: 'Cover', model: paragraphs('Cover text.') },
        { title: 'Balance sheet', model: paragraphs('Assets.') },
      ],
    );
    const setMetadata = async (id: string, metadata: unknown) =>
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/document/${id}/xbrl`, headers: user, payload: { metadata } })).statusCode,
      ).toBe(200);
    await setMetadata(first.id, { contexts: [{ id: 'c1', period: { instant: '2024-03-31' } }] });
    await setMetadata(second.id, {
      contexts: [
        { id: 'c1', period: { instant: '1999-12-31' } },
        { id: 'c2', period: { forever: true } },
      ],
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/dita/ditamap',
      headers: user,
      payload: { companyId: COMPANY.id, folderId: mapFolder },
    });
    expect(res.statusCode).toBe(201);
    const built = res.json();
    expect(built).toMatchObject({
      title: 'Q1_parts',
      folderId: parentFolder,
      documentType: 3,
      formType: '10-Q',
      periodEndDate: '2024-03-31',
      predecessorId: null,
      message: SuccessMessages.documentSaved,
    });
    expect(built.topics.map((topic: { title: string }) => topic.title)).toEqual(['Cover', 'Balance sheet', 'Notes']);
    const history = (await t.app.inject({ url: `/api/document/${built.id}/history`, headers: user })).json();
    expect(history.items.map((v: { kind: string }) => v.kind)).toEqual(['built']);
    const row = await t.db.selectFrom('documents').select('xbrl_metadata').where('id', '=', built.id).executeTakeFirstOrThrow();
    expect(row.xbrl_metadata).toMatchObject({
      contexts: [
        { id: 'c1', period: { instant: '2024-03-31' } },
        { id: 'c2', period: { forever: true } },
      ],
    });
    const notes = (await t.app.inject({ url: `/api/document/${built.id}/topics/${built.topics[2].id}`, headers: user })).json();
    expect(notes.model).toMatchObject({ content: [{ content: [{ text: 'Notes text.' }] }] });
  });

  it('carries the images of the folder’s documents into the built document', async () => {
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/folder',
      headers: user,
      payload: { companyId: COMPANY.id, name: 'Illustrated_parts' },
    });
    const image = samplePng(2, 3, [40, 160, 40]);
    const form = multipartBody(
      { field: 'file', name: 'part.docx', type: 'application/octet-stream', bytes: await sampleDocx(image) },
      { companyId: String(COMPANY.id), folderId: String(folder.json().id), documentType: '0', title: 'Illustrated part' },
    );
    const part = await t.app.inject({ method: 'POST', url: '/api/document', headers: { ...user, ...form.headers }, payload: form.payload });
    expect(part.statusCode).toBe(201);
    const { key } = await t.db
      .selectFrom('files')
      .select('key')
      .where('document_id', '=', part.json().id)
      .where('kind', '=', 'image')
      .executeTakeFirstOrThrow();

    const res = await t.app.inject({
      method: 'POST',
      url: '/dita/ditamap',
      headers: user,
      payload: { companyId: COMPANY.id, folderId: folder.json().id },
    });
    expect(res.statusCode).toBe(201);
    const built = res.json();
    const models = await Promise.all(
      built.topics.map(
        async (topic: { id: string }) =>
          (await t.app.inject({ url: `/api/document/${built.id}/topics/${topic.id}`, headers: user })).json().model,
      ),
    );
    expect(JSON.stringify(models)).toContain(key);
    const served = await t.app.inject({ url: `/api/document/${built.id}/image`, query: { key }, headers: user });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('answers the DITA messages: no folder selected, an empty folder, another company’s folder', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/dita/ditamap', headers: user, payload: { companyId: COMPANY.id } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: ErrorMessages.ditaMapFolderNotSelected,
      fields: { folderId: 'Please select a folder for dita mapping' },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/folder',
      headers: user,
      payload: { companyId: COMPANY.id, name: 'Empty_map' },
    });
    const emptyRes = await t.app.inject({
      method: 'POST',
      url: '/dita/ditamap',
      headers: user,
      payload: { companyId: COMPANY.id, folderId: empty.json().id },
    });
    expect(emptyRes.statusCode).toBe(400);
    expect(emptyRes.json().message).toBe(ErrorMessages.ditaDetails);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/dita/ditamap',
      headers: user,
      payload: { companyId: OTHER_CHANNEL_COMPANY.id, folderId: mapFolder },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongCompany = await t.app.inject({
      method: 'POST',
      url: '/dita/ditamap',
      headers: await t.auth({ sub: '1', admin: true }),
      payload: { companyId: OTHER_CHANNEL_COMPANY.id, folderId: mapFolder },
    });
    expect(wrongCompany.statusCode).toBe(404);
    expect(wrongCompany.json().message).toBe(LibraryErrors.folderNotFound);
  });
});
