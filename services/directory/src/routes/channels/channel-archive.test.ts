import { FEATURE_COMPANY_MANAGEMENT, REVIEWER_ROLE } from '@ea/contracts';
import { ChannelArchiveMessages, DirectoryErrors } from '@ea/contracts/directory';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWorkbook, goodRow } from '../../testing/company-workbook.ts';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let admin: { authorization: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let cikCounter = 1_300_000_000;
const nextCik = () => String(cikCounter++);

beforeAll(async () => {
  t = await createDirectoryTestApp('channel-archive');
  admin = await t.auth({ sub: 'admin-1', admin: true });
});

afterAll(async () => {
  await t?.close();
});

async function addChannel(name: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

function addCompany(headers: { authorization: string }, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/company', headers, payload: { ticker: 'TCK', cik: nextCik(), ...body } });
}

function setArchived(id: number, archived: boolean, headers = admin) {
  return t.app.inject({ method: 'PUT', url: `/api/client/${id}/archive`, headers, payload: { archived } });
}

const summary = (id: number, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/client/${id}/summary`, headers });

const channelRow = (id: number) => t.db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('channel archive', () => {
  it('archives and unarchives a channel, audited and announced with its archived state', async () => {
    const id = await addChannel('Archivable');
    const archived = await setArchived(id, true);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id, name: 'Archivable', archivedAt: expect.any(String) });
    expect(new Date(archived.json().archivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await channelRow(id)).archived_by).toBe('admin-1');

    const read = (await t.app.inject({ method: 'GET', url: `/api/client/${id}`, headers: admin })).json();
    expect(read.archivedAt).toBe(archived.json().archivedAt);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/client', headers: admin })).json();
    expect(listed.items.find((c: { id: number }) => c.id === id)?.archivedAt).toBe(archived.json().archivedAt);

    const unarchived = await setArchived(id, false);
    expect(unarchived.statusCode).toBe(200);
    expect(unarchived.json().archivedAt).toBeNull();
    expect(await channelRow(id)).toMatchObject({ archived_at: null, archived_by: null });

    const events = (await outboxEvents(t.db, 'channel.updated')).filter((e) => e.aggregate_id === String(id));
    expect(events.map((e) => e.payload)).toEqual([
      { id, name: 'Archivable', archived: true },
      { id, name: 'Archivable', archived: false },
    ]);
    expect(events.map((e) => e.scope)).toEqual([{ channelId: id }, { channelId: id }]);

    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target_type', '=', 'channel')
      .where('target_id', '=', String(id))
      .where('action', 'in', ['Archive', 'Unarchive'])
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      {
        action: 'Archive',
        actor_id: 'admin-1',
        before: { name: 'Archivable', archivedAt: null },
        after: { name: 'Archivable', archivedAt: archived.json().archivedAt },
      },
      {
        action: 'Unarchive',
        actor_id: 'admin-1',
        before: { name: 'Archivable', archivedAt: archived.json().archivedAt },
        after: { name: 'Archivable', archivedAt: null },
      },
    ]);
  });

  it('answers 409 to archiving an archived channel or unarchiving an active one, changing nothing', async () => {
    const id = await addChannel('Twice archived');
    const notArchived = await setArchived(id, false);
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json()).toEqual({ code: 'conflict', message: ChannelArchiveMessages.notArchived });
    await setArchived(id, true);
    const before = await channelRow(id);
    const again = await setArchived(id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: ChannelArchiveMessages.alreadyArchived });
    expect(await channelRow(id)).toEqual(before);
    const events = (await outboxEvents(t.db, 'channel.updated')).filter((e) => e.aggregate_id === String(id));
    expect(events).toHaveLength(1);
  });

  it('is for admins only: a user of the channel gets 403 and the channel stays as it was', async () => {
    const id = await addChannel('Not yours to archive');
    const manager = await t.auth({ sub: 'manager-1', channelId: id, features: [FEATURE_COMPANY_MANAGEMENT] });
    const before = await channelRow(id);
    const refused = await setArchived(id, true, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect(await channelRow(id)).toEqual(before);
  });

  it('answers 404 for a channel that does not exist', async () => {
    const res = await setArchived(2_000_000_000, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound', message: DirectoryErrors.channelNotFound });
  });
});

describe('an archived channel', () => {
  it('refuses a new company with the reason in the error shape, and adds nothing', async () => {
    const id = await addChannel('Closed for new companies');
    const user = await t.auth({ sub: 'closed-user', channelId: id, features: [FEATURE_COMPANY_MANAGEMENT] });
    expect((await addCompany(user, { name: 'Before archiving' })).statusCode).toBe(201);
    await setArchived(id, true);

    const byUser = await addCompany(user, { name: 'Refused for the user' });
    expect(byUser.statusCode).toBe(422);
    expect(byUser.json()).toEqual({ code: 'unprocessable', message: ChannelArchiveMessages.channelArchived });
    // An admin names the channel in the form, so the reason is given at that field too.
    const byAdmin = await addCompany(admin, { name: 'Refused for the admin', channelId: id });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json()).toEqual({
      code: 'unprocessable',
      message: ChannelArchiveMessages.channelArchived,
      fields: { channelId: ChannelArchiveMessages.channelArchived },
    });
    const names = await t.db.selectFrom('companies').select('name').where('channel_id', '=', id).execute();
    expect(names.map((row) => row.name)).toEqual(['Before archiving']);

    // Unarchived, it takes companies again.
    await setArchived(id, false);
    expect((await addCompany(user, { name: 'After unarchiving' })).statusCode).toBe(201);
  });

  it('keeps its companies readable and changeable, but no company moves into it', async () => {
    const archivedId = await addChannel('Archived with companies');
    const otherId = await addChannel('Still open');
    const kept = (await addCompany(admin, { name: 'Kept', channelId: archivedId })).json();
    const mover = (await addCompany(admin, { name: 'Mover', channelId: otherId })).json();
    await setArchived(archivedId, true);

    const user = await t.auth({ sub: 'reader', channelId: archivedId });
    const read = await t.app.inject({ method: 'GET', url: `/api/company/${kept.id}`, headers: user });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Kept');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${kept.id}`,
      headers: admin,
      payload: { name: 'Kept and renamed', ticker: 'TCK', cik: kept.cik },
    });
    expect(renamed.statusCode).toBe(200);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${mover.id}`,
      headers: admin,
      payload: { name: 'Mover', ticker: 'TCK', cik: mover.cik, channelId: archivedId },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe(ChannelArchiveMessages.channelArchived);
    const moverRow = await t.db.selectFrom('companies').select('channel_id').where('id', '=', mover.id).executeTakeFirstOrThrow();
    expect(moverRow.channel_id).toBe(otherId);
  });

  it('refuses to restore a deleted company of it, leaving the company deleted', async () => {
    const id = await addChannel('No restores');
    const user = await t.auth({ sub: 'restorer', channelId: id, features: [FEATURE_COMPANY_MANAGEMENT] });
    const gone = (await addCompany(user, { name: 'Deleted before archiving' })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/${gone.id}`, headers: user })).statusCode).toBe(200);
    await setArchived(id, true);
    const restore = (headers: { authorization: string }) =>
      t.app.inject({ method: 'POST', url: '/api/restore-company', headers, payload: { id: gone.id } });

    for (const headers of [user, admin]) {
      const refused = await restore(headers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'unprocessable', message: ChannelArchiveMessages.restoreIntoArchived });
    }
    const row = await t.db.selectFrom('companies').select('deleted_at').where('id', '=', gone.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await outboxEvents(t.db, 'company.restored')).filter((e) => e.aggregate_id === String(gone.id))).toEqual([]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'company')
      .where('target_id', '=', String(gone.id))
      .where('action', '=', 'Restore')
      .execute();
    expect(audits).toEqual([]);

    // Unarchived, the company can come back.
    await setArchived(id, false);
    const restored = await restore(user);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: gone.id, name: 'Deleted before archiving' });
  });

  it('refuses a companies import into it before a run is created', async () => {
    const id = await addChannel('No imports');
    const user = await t.auth({ sub: 'importer', channelId: id, features: [FEATURE_COMPANY_MANAGEMENT] });
    await setArchived(id, true);
    const body = multipartBody({ field: 'file', name: 'companies.xlsx', type: XLSX, bytes: await companyWorkbook([goodRow(1)]) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bulkImport',
      headers: { ...user, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: ChannelArchiveMessages.channelArchived });
    const runs = await t.db.selectFrom('bulk_import_runs').select('id').where('channel_id', '=', id).execute();
    expect(runs).toEqual([]);
  });
});

describe('channel summary', () => {
  it("counts the channel's live and deleted companies", async () => {
    const id = await addChannel('Counted');
    const other = await addChannel('Not counted');
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await addCompany(admin, { name, channelId: id })).json().id);
    await addCompany(admin, { name: 'Elsewhere', channelId: other });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/company/${ids[0]}`, headers: admin });
    expect(deleted.statusCode).toBe(200);

    const res = await summary(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channelId: id, companies: 2, deletedCompanies: 1 });
    const user = await t.auth({ sub: 'counted-user', channelId: id });
    expect((await summary(id, user)).json()).toEqual({ channelId: id, companies: 2, deletedCompanies: 1 });
    // A reviewer-only user of one company counts only that company.
    const reviewer = await t.auth({ sub: 'counted-reviewer', channelId: id, roles: [REVIEWER_ROLE], singleCompanyId: ids[1] });
    expect((await summary(id, reviewer)).json()).toEqual({ channelId: id, companies: 1, deletedCompanies: 0 });
    expect((await summary(other, admin)).json()).toEqual({ channelId: other, companies: 1, deletedCompanies: 0 });
  });

  it("answers 404 for another tenant's channel, as reading it does", async () => {
    const mine = await addChannel('My channel');
    const theirs = await addChannel('Their channel');
    const user = await t.auth({ sub: 'tenant-user', channelId: mine });
    const res = await summary(theirs, user);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound', message: DirectoryErrors.channelNotFound });
    expect((await t.app.inject({ method: 'GET', url: `/api/client/${theirs}`, headers: user })).statusCode).toBe(404);
    expect((await summary(2_000_000_000, admin)).statusCode).toBe(404);
  });
});

describe('channel list export', () => {
  it('exports active channels by default, and archived ones when asked for', async () => {
    const active = await addChannel('Export status active');
    const archived = await addChannel('Export status archived');
    await setArchived(archived, true);
    const names = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/client/export?as=csv&filter=export%20status${query}`, headers: admin });
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0]);
    };
    expect(active).toBeGreaterThan(0);
    expect(await names('')).toEqual(['Export status active']);
    expect(await names('&status=archived')).toEqual(['Export status archived']);
    expect(await names('&status=all')).toEqual(['Export status active', 'Export status archived']);
  });
});
