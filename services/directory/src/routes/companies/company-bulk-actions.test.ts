import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, Messages } from '@ea/contracts';
import { ChannelArchiveMessages, CompanyBulkErrors, CompanyBulkPaths, DirectoryErrors } from '@ea/contracts/directory';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SCHEMA } from '../../db/schema.ts';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

type Headers = { authorization: string };

let t: DirectoryTestApp;
let channelA: number;
let channelB: number;
let admin: Headers;
let userA: Headers;
let userB: Headers;

beforeAll(async () => {
  t = await createDirectoryTestApp('company-bulk');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelA = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Bulk A' } })).json().id;
  channelB = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Bulk B' } })).json().id;
  const features = [FEATURE_COMPANY_MANAGEMENT, FEATURE_AUDIT_LOG];
  userA = await t.auth({ sub: 'user-a', channelId: channelA, features });
  userB = await t.auth({ sub: 'user-b', channelId: channelB, features });
});

afterAll(async () => {
  await t?.close();
});

let cikCounter = 2_000_000_000;
const nextCik = () => String(cikCounter++);

interface Created {
  id: number;
  name: string;
  cik: string | null;
  cid: string | null;
}

async function addCompany(headers: Headers, name: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/company',
    headers,
    payload: { name, ticker: 'BLK', cik: nextCik(), ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function deleteOne(headers: Headers, id: number) {
  expect((await t.app.inject({ method: 'DELETE', url: `/api/company/${id}`, headers })).statusCode).toBe(200);
}

const bulk = (path: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: path, headers, payload });

const rows = (ids: number[]) => t.db.selectFrom('companies').selectAll().where('id', 'in', ids).orderBy('id').execute();

const auditOf = (id: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'company')
    .where('target_id', '=', String(id))
    .where('action', '=', action)
    .execute();

const auditTotal = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const eventsOf = async (type: string, id: number) => (await outboxEvents(t.db, type)).filter((e) => e.aggregate_id === String(id));

const outboxTotal = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.id(DIRECTORY_SCHEMA, 'outbox')}`.execute(t.db)).rows[0]?.n);

describe('bulk delete', () => {
  it('moves every named company to the deleted companies, each audited and announced as a single delete is', async () => {
    const one = await addCompany(userA, 'Bulk Delete One');
    const two = await addCompany(userA, 'Bulk Delete Two');
    const gone = await addCompany(userA, 'Bulk Delete Gone');
    await deleteOne(userA, gone.id);
    const keep = await addCompany(userA, 'Bulk Delete Keep');

    const res = await bulk(CompanyBulkPaths.delete, userA, { companyIds: [two.id, one.id, gone.id, one.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: [one.id, two.id, gone.id].sort((a, b) => a - b), refused: [] });

    const [rowOne, rowTwo, rowGone, rowKeep] = await rows([one.id, two.id, gone.id, keep.id]);
    expect(rowOne?.deleted_at).not.toBeNull();
    expect(rowOne?.deleted_by).toBe('user-a');
    expect(rowTwo?.deleted_at).not.toBeNull();
    expect(rowGone?.deleted_at).not.toBeNull();
    expect(rowKeep?.deleted_at).toBeNull();

    for (const company of [one, two]) {
      const [entry, ...more] = await auditOf(company.id, 'Delete');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actor_id: 'user-a', channel_id: channelA, company_id: company.id });
      expect(entry?.before).toMatchObject({ name: company.name, deletedAt: null });
      expect((entry?.after as { deletedAt: string | null } | undefined)?.deletedAt).toEqual(expect.any(String));
      const events = await eventsOf('company.deleted', company.id);
      expect(events).toHaveLength(1);
      expect(events[0]?.scope).toEqual({ channelId: channelA, companyId: company.id });
      expect(events[0]?.payload).toMatchObject({ id: company.id, channelId: channelA, deleted: true });
    }
    // Already deleted: done, and left as it was (its one Delete entry and event are the single delete's).
    expect(await auditOf(gone.id, 'Delete')).toHaveLength(1);
    expect(await eventsOf('company.deleted', gone.id)).toHaveLength(1);

    const live = (await t.app.inject({ method: 'GET', url: '/api/company?size=500&filter=Bulk%20Delete', headers: userA })).json();
    expect(live.items.map((c: { id: number }) => c.id)).toEqual([keep.id]);
  });
});

describe('bulk restore', () => {
  it('brings every named deleted company back, each audited and announced as a single restore is', async () => {
    const one = await addCompany(userA, 'Bulk Restore One');
    const two = await addCompany(userA, 'Bulk Restore Two');
    const live = await addCompany(userA, 'Bulk Restore Live');
    await deleteOne(userA, one.id);
    await deleteOne(userA, two.id);

    const res = await bulk(CompanyBulkPaths.restore, userA, { companyIds: [one.id, two.id, live.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: [one.id, two.id, live.id], refused: [] });
    for (const row of await rows([one.id, two.id, live.id])) {
      expect(row.deleted_at).toBeNull();
      expect(row.deleted_by).toBeNull();
    }
    for (const company of [one, two]) {
      const entries = await auditOf(company.id, 'Restore');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: 'user-a', channel_id: channelA, company_id: company.id });
      const events = await eventsOf('company.restored', company.id);
      expect(events).toHaveLength(1);
      expect(events[0]?.payload).toMatchObject({ id: company.id, channelId: channelA, deleted: false });
    }
    expect(await auditOf(live.id, 'Restore')).toEqual([]);
    expect(await eventsOf('company.restored', live.id)).toEqual([]);
  });

  it('refuses, with the reason, the companies whose channel is archived, and restores the others', async () => {
    const closed = (
      await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Bulk Restore Closed' } })
    ).json().id;
    const open = await addCompany(admin, 'Bulk Restore Open', { channelId: channelA });
    const shut = await addCompany(admin, 'Bulk Restore Shut', { channelId: closed });
    await deleteOne(admin, open.id);
    await deleteOne(admin, shut.id);
    const archive = (archived: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/client/${closed}/archive`, headers: admin, payload: { archived } });
    expect((await archive(true)).statusCode).toBe(200);
    const [shutBefore] = await rows([shut.id]);

    const res = await bulk(CompanyBulkPaths.restore, admin, { companyIds: [shut.id, open.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: [open.id],
      refused: [{ companyId: shut.id, name: shut.name, reason: ChannelArchiveMessages.restoreIntoArchived }],
    });
    const [openRow, shutRow] = await rows([open.id, shut.id]);
    expect(openRow?.deleted_at).toBeNull();
    expect(shutRow).toEqual(shutBefore);
    expect(await auditOf(shut.id, 'Restore')).toEqual([]);
    expect(await eventsOf('company.restored', shut.id)).toEqual([]);
    expect(await auditOf(open.id, 'Restore')).toHaveLength(1);

    // Unarchived, the channel takes its company back.
    expect((await archive(false)).statusCode).toBe(200);
    const again = await bulk(CompanyBulkPaths.restore, admin, { companyIds: [shut.id] });
    expect(again.json()).toEqual({ done: [shut.id], refused: [] });
    expect((await rows([shut.id]))[0]?.deleted_at).toBeNull();
  });
});

describe('bulk move', () => {
  it('moves companies to another channel, refusing those whose identifiers the channel holds and deleted ones, with reasons', async () => {
    const moved = await addCompany(admin, 'Bulk Move Free', { channelId: channelA, cid: 'MOVEFREE1' });
    const takenCik = nextCik();
    const clash = await addCompany(admin, 'Bulk Move Clash', { channelId: channelA, cik: takenCik });
    await addCompany(admin, 'Bulk Move Holder', { channelId: channelB, cik: takenCik });
    const deletedHolderCid = 'MOVEDEL1';
    const clashDeleted = await addCompany(admin, 'Bulk Move Clash Deleted', { channelId: channelA, cid: deletedHolderCid });
    const holder = await addCompany(admin, 'Bulk Move Deleted Holder', { channelId: channelB, cid: deletedHolderCid });
    await deleteOne(admin, holder.id);
    const deleted = await addCompany(admin, 'Bulk Move Deleted', { channelId: channelA });
    await deleteOne(admin, deleted.id);
    const already = await addCompany(admin, 'Bulk Move Already There', { channelId: channelB });
    const untouched = [clash, clashDeleted, deleted, already];
    const before = await rows(untouched.map((c) => c.id));

    const res = await bulk(CompanyBulkPaths.move, admin, {
      companyIds: [moved.id, clash.id, clashDeleted.id, deleted.id, already.id],
      channelId: channelB,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: [moved.id, already.id],
      refused: [
        { companyId: clash.id, name: clash.name, reason: DirectoryErrors.identifierTaken('cik') },
        { companyId: clashDeleted.id, name: clashDeleted.name, reason: DirectoryErrors.identifierTakenByDeleted('cid') },
        { companyId: deleted.id, name: deleted.name, reason: CompanyBulkErrors.moveDeleted },
      ],
    });

    const [movedRow] = await rows([moved.id]);
    expect(movedRow).toMatchObject({ channel_id: channelB, name: moved.name, cik: moved.cik, cid: 'MOVEFREE1', deleted_at: null });
    expect(await rows(untouched.map((c) => c.id))).toEqual(before);

    const [entry, ...more] = await auditOf(moved.id, 'Update');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_id: 'admin-1', channel_id: channelB, company_id: moved.id });
    expect(entry?.before).toMatchObject({ channelId: channelA, name: moved.name });
    expect(entry?.after).toMatchObject({ channelId: channelB, name: moved.name });
    const events = await eventsOf('company.updated', moved.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.scope).toEqual({ channelId: channelB, companyId: moved.id });
    expect(events[0]?.payload).toMatchObject({ id: moved.id, channelId: channelB, deleted: false });
    for (const company of untouched) {
      expect(await auditOf(company.id, 'Update')).toEqual([]);
      expect(await eventsOf('company.updated', company.id)).toEqual([]);
    }

    // Channel B's users now see it; channel A's no longer do.
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${moved.id}`, headers: userB })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${moved.id}`, headers: userA })).statusCode).toBe(404);
  });

  it('refuses the second of two companies bringing the same CIK in one request', async () => {
    const cik = nextCik();
    const first = await addCompany(admin, 'Bulk Move Twin A', { channelId: channelA, cik });
    const second = await addCompany(admin, 'Bulk Move Twin B', { channelId: channelB, cik });
    const third = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Bulk C' } })).json().id;
    const res = await bulk(CompanyBulkPaths.move, admin, { companyIds: [first.id, second.id], channelId: third });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: [first.id],
      refused: [{ companyId: second.id, name: second.name, reason: DirectoryErrors.identifierTaken('cik') }],
    });
    expect((await rows([first.id, second.id])).map((row) => row.channel_id)).toEqual([third, channelB]);
  });

  it('lets a channel user name only their own channel: another one is 404 and nothing moves', async () => {
    const mine = await addCompany(userA, 'Bulk Move Mine');
    const outboxBefore = await outboxTotal();
    const auditBefore = await auditTotal();
    const elsewhere = await bulk(CompanyBulkPaths.move, userA, { companyIds: [mine.id], channelId: channelB });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'notFound', message: DirectoryErrors.channelNotFound });
    expect((await rows([mine.id]))[0]?.channel_id).toBe(channelA);

    const own = await bulk(CompanyBulkPaths.move, userA, { companyIds: [mine.id], channelId: channelA });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ done: [mine.id], refused: [] });
    expect(await outboxTotal()).toBe(outboxBefore);
    expect(await auditTotal()).toBe(auditBefore);
  });

  it('moves nothing into an archived channel', async () => {
    const company = await addCompany(admin, 'Bulk Move Archived', { channelId: channelA });
    const archived = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Bulk Archived' } })).json()
      .id;
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${archived}/archive`,
      headers: admin,
      payload: { archived: true },
    });
    expect(archive.statusCode).toBe(200);
    const outboxBefore = await outboxTotal();
    const res = await bulk(CompanyBulkPaths.move, admin, { companyIds: [company.id], channelId: archived });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'unprocessable', fields: { channelId: ChannelArchiveMessages.channelArchived } });
    expect((await rows([company.id]))[0]?.channel_id).toBe(channelA);
    expect(await outboxTotal()).toBe(outboxBefore);
  });

  it('asks an admin for a channel that exists', async () => {
    const company = await addCompany(admin, 'Bulk Move Nowhere', { channelId: channelA });
    const res = await bulk(CompanyBulkPaths.move, admin, { companyIds: [company.id], channelId: 987_654 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { channelId: Messages.user.channelRequired } });
    expect((await rows([company.id]))[0]?.channel_id).toBe(channelA);
  });
});

describe('tenant scope', () => {
  it('refuses a request naming any company outside the caller’s channel, or none that exists, and changes nothing', async () => {
    const mine = await addCompany(userA, 'Bulk Scope Mine');
    const mineDeleted = await addCompany(userA, 'Bulk Scope Mine Deleted');
    await deleteOne(userA, mineDeleted.id);
    const theirs = await addCompany(userB, 'Bulk Scope Theirs');
    const theirsDeleted = await addCompany(userB, 'Bulk Scope Theirs Deleted');
    await deleteOne(userB, theirsDeleted.id);
    const ids = [mine.id, mineDeleted.id, theirs.id, theirsDeleted.id];
    const before = await rows(ids);
    const auditBefore = await auditTotal();
    const outboxBefore = await outboxTotal();

    const attempts = [
      bulk(CompanyBulkPaths.delete, userA, { companyIds: [mine.id, theirs.id] }),
      bulk(CompanyBulkPaths.delete, userA, { companyIds: [mine.id, 2_147_000_000] }),
      bulk(CompanyBulkPaths.restore, userA, { companyIds: [mineDeleted.id, theirsDeleted.id] }),
      bulk(CompanyBulkPaths.move, userA, { companyIds: [mine.id, theirs.id], channelId: channelA }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: CompanyBulkErrors.companiesNotFound });
    }
    expect(await rows(ids)).toEqual(before);
    expect(await auditTotal()).toBe(auditBefore);
    expect(await outboxTotal()).toBe(outboxBefore);
  });

  it('a reviewer-only user may not run any bulk action', async () => {
    const mine = await addCompany(userA, 'Bulk Scope Reviewed');
    const reviewer = await t.auth({ sub: 'reviewer-bulk', channelId: channelA, roles: ['Reviewer'], singleCompanyId: mine.id });
    for (const path of [CompanyBulkPaths.delete, CompanyBulkPaths.restore]) {
      expect((await bulk(path, reviewer, { companyIds: [mine.id] })).statusCode).toBe(403);
    }
    expect((await rows([mine.id]))[0]?.deleted_at).toBeNull();
  });

  it('takes between 1 and 100 companies', async () => {
    const empty = await bulk(CompanyBulkPaths.delete, userA, { companyIds: [] });
    expect(empty.statusCode).toBe(400);
    const many = await bulk(CompanyBulkPaths.delete, userA, { companyIds: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(400);
    const missing = await bulk(CompanyBulkPaths.move, admin, { companyIds: [1] });
    expect(missing.statusCode).toBe(400);
  });
});
