import { ErrorMessages, SuccessMessages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
const COMPANY = { id: 301, channelId: 31 };
const OTHER_CHANNEL_COMPANY = { id: 302, channelId: 32 };
const preparer = { sub: '700', channelId: COMPANY.channelId };
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

const release = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/releases', headers, payload });

describe('releases', () => {
  it('answers "No Release Found" before the first release, then lists releases latest first', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Quarterly report' }, [
      { title: 'Intro', model: paragraphs('One') },
    ]);
    const none = await t.app.inject({ url: `/api/releases/${doc.id}`, headers: user });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'notFound', message: ErrorMessages.noReleaseFound });

    const first = await release(user, { documentId: doc.id, releaseVersion: 'v1.0' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      documentId: doc.id,
      versionId: doc.currentVersionId,
      versionNumber: doc.versionNumber,
      releaseVersion: 'v1.0',
      final: false,
      releasedBy: '700',
      message: SuccessMessages.documentReleased,
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${doc.id}/topics/${doc.topics[0]!.id}`,
      headers: user,
      payload: { model: paragraphs('Two'), revisionDescription: 'second' },
    });
    expect(saved.statusCode).toBe(200);
    const second = await release(user, { documentId: doc.id, releaseVersion: 'v1.1' });
    expect(second.json()).toMatchObject({ versionNumber: doc.versionNumber + 1, releaseVersion: 'v1.1' });

    const list = await t.app.inject({ url: `/api/releases/${doc.id}`, headers: user });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: { releaseVersion: string }) => r.releaseVersion)).toEqual(['v1.1', 'v1.0']);

    const read = await t.app.inject({ url: `/api/document/${doc.id}`, headers: user });
    expect(read.json()).toMatchObject({ releaseVersion: 'v1.1', locked: false });
    const history = await t.app.inject({ url: `/api/document/${doc.id}/history`, headers: user });
    const released = history.json().items.filter((v: { released: boolean }) => v.released);
    expect(released.map((v: { releaseVersion: string }) => v.releaseVersion).sort()).toEqual(['v1.0', 'v1.1']);

    const events = (await outboxEvents(t, 'document.released')).filter((e) => e.aggregate_id === doc.id);
    expect(events.map((e) => e.payload.releaseVersion)).toEqual(['v1.0', 'v1.1']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', doc.id)
      .where('action', '=', 'Update')
      .orderBy('id')
      .execute();
    const releases = audit.map((entry) => entry.after as Record<string, unknown>).filter((after) => 'releaseVersion' in after);
    expect(releases).toEqual([
      expect.objectContaining({ releaseVersion: 'v1.0', final: false }),
      expect.objectContaining({ releaseVersion: 'v1.1', final: false }),
    ]);
  });

  it('releases a named earlier version', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Annual report' }, [
      { title: 'Intro', model: paragraphs('A') },
    ]);
    const history = await t.app.inject({ url: `/api/document/${doc.id}/history`, headers: user });
    const oldest = history.json().items.at(-1);
    const res = await release(user, { documentId: doc.id, versionId: oldest.id, releaseVersion: 'draft-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ versionId: oldest.id, versionNumber: 1 });
  });

  it('locks the document on a final release: saves and further releases are refused', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Final report' }, [
      { title: 'Intro', model: paragraphs('Final') },
    ]);
    const res = await release(user, { documentId: doc.id, releaseVersion: '2024.final', final: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ final: true });

    const topicId = doc.topics[0]!.id;
    const versions = async () => (await t.app.inject({ url: `/api/document/${doc.id}/history`, headers: user })).json().total;
    const before = await versions();
    const saves = [
      {
        method: 'PUT',
        url: `/api/document/${doc.id}/topics/${topicId}`,
        payload: { model: paragraphs('Changed'), revisionDescription: 'after_final' },
      },
      {
        method: 'POST',
        url: `/api/document/${doc.id}/topics`,
        payload: { title: 'More', model: paragraphs('More'), revisionDescription: 'after_final' },
      },
      { method: 'PUT', url: `/api/document/${doc.id}`, payload: { title: 'Renamed' } },
      { method: 'PUT', url: `/dita/ditamap/${doc.id}`, payload: { topicIds: [topicId], revisionDescription: 'after_final' } },
      { method: 'PUT', url: `/api/document/${doc.id}/index`, payload: { entries: [{ topicId, label: 'Intro', level: 1 }] } },
      { method: 'PUT', url: `/api/document/${doc.id}/xbrl`, payload: { metadata: { namespaces: {}, contexts: [], units: [] } } },
      {
        method: 'POST',
        url: `/api/document/${doc.id}/versions/${doc.currentVersionId}/restore`,
        payload: { revisionDescription: 'after_final' },
      },
    ] as const;
    for (const save of saves) {
      const res = await t.app.inject({ ...save, headers: user });
      expect(res.statusCode, `${save.method} ${save.url}`).toBe(409);
      // The spec's message for a save refused on a lock, verbatim.
      expect(res.json()).toEqual({ code: 'conflict', message: 'Unable to Save as File May be Locked by Other User' });
    }
    expect(await versions()).toBe(before);

    const again = await release(user, { documentId: doc.id, releaseVersion: '2024.final2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LibraryErrors.alreadyFinal);
    const read = await t.app.inject({ url: `/api/document/${doc.id}`, headers: user });
    expect(read.json()).toMatchObject({ locked: true, releaseVersion: '2024.final' });
  });

  it('sorts the document list by release version with its numbers by value (v1.9 before v2 before v10)', async () => {
    const company = { id: 303, channelId: COMPANY.channelId };
    await t.publishCompany(company);
    for (const version of ['v10', 'V2', 'v1.9', 'v1.10']) {
      const doc = await seedDocument(t, user, { companyId: company.id, title: `Report ${version}` }, [
        { title: 'Intro', model: paragraphs(version) },
      ]);
      expect((await release(user, { documentId: doc.id, releaseVersion: version })).statusCode).toBe(201);
    }
    await seedDocument(t, user, { companyId: company.id, title: 'Never released' }, [{ title: 'Intro', model: paragraphs('none') }]);
    const order = async (direction: 'asc' | 'desc') => {
      const res = await t.app.inject({
        url: `/api/document?companyId=${company.id}&sort=releaseVersion&order=${direction}`,
        headers: user,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((d: { releaseVersion: string | null }) => d.releaseVersion);
    };
    expect(await order('asc')).toEqual([null, 'v1.9', 'v1.10', 'V2', 'v10']);
    expect(await order('desc')).toEqual(['v10', 'V2', 'v1.10', 'v1.9', null]);
  });

  it('refuses a missing or malformed release version with the spec message', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Blank release' }, []);
    const blank = await release(user, { documentId: doc.id, releaseVersion: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'Please enter release version',
      fields: { releaseVersion: 'Please enter release version' },
    });
    const missing = await release(user, { documentId: doc.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ releaseVersion: 'Please enter release version' });
  });

  it('hides another channel’s documents (404), refuses reviewers (403) and users without the Library module (403)', async () => {
    const other = await seedDocument(
      t,
      await t.auth({ sub: '701', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      {
        companyId: OTHER_CHANNEL_COMPANY.id,
        title: 'Theirs',
      },
      [],
    );
    const foreign = await release(user, { documentId: other.id, releaseVersion: 'v1' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LibraryErrors.documentNotFound);
    // Scope is judged before the rest of the body: an invalid release version does not tell a foreign document exists.
    expect((await release(user, { documentId: other.id, releaseVersion: '' })).statusCode).toBe(404);
    const mineToo = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Not theirs' }, []);
    const foreignVersion = await release(user, { documentId: mineToo.id, versionId: other.currentVersionId, releaseVersion: '' });
    expect(foreignVersion.statusCode).toBe(404);
    expect(foreignVersion.json().message).toBe(LibraryErrors.versionNotFound);
    expect((await t.app.inject({ url: `/api/releases/${other.id}`, headers: user })).statusCode).toBe(404);

    const mine = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Reviewed' }, []);
    const reviewer = await t.auth({ sub: '702', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    expect((await release(reviewer, { documentId: mine.id, releaseVersion: 'v1' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/releases/${mine.id}`, headers: reviewer })).statusCode).toBe(404);
    const noModule = await t.auth({ sub: '703', channelId: COMPANY.channelId, modules: [] });
    expect((await release(noModule, { documentId: mine.id, releaseVersion: 'v1' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/releases', payload: { documentId: mine.id, releaseVersion: 'v1' } })).statusCode,
    ).toBe(401);
  });
});
