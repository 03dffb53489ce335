import { Module } from '@ea/contracts';
import { ChannelArchiveMessages } from '@ea/contracts/directory';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImportProcessor } from '../../jobs/user-import-processor.ts';
import { publishChannel } from '../../testing/directory-events.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { type SignedInManager, signedInUserManager } from '../../testing/user-manager.ts';
import { userRow, userWorkbook } from '../../testing/user-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ARCHIVED = ChannelArchiveMessages.usersIntoArchived;
const OPEN = 8301;
const CLOSED = 8302;

let t: IdentityTestApp;
let adminToken: string;
let admin: { authorization: string };
/** A user manager of the channel that gets archived, signed in while it was still active. */
let closedManager: SignedInManager;
let preparerId: number;

type Headers = { authorization: string };

const archived = async (id: number) =>
  (await t.database.db.selectFrom('identity.channels').select('archived').where('id', '=', id).executeTakeFirstOrThrow()).archived;

/** Publishes the channel's archived state as the directory does, and waits until the projection holds it. */
async function setArchived(id: number, name: string, state: boolean) {
  await publishChannel(t, { id, name, archived: state });
  const deadline = Date.now() + 10_000;
  while ((await archived(id)) !== state) {
    if (Date.now() > deadline) throw new Error(`channel ${id} not ${state ? 'archived' : 'active'} in the projection`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(OPEN, 'Open');
  await t.addChannel(CLOSED, 'Closed');
  closedManager = await signedInUserManager(t, adminToken, CLOSED, 'closed-manager@example.com');
  const roles: { id: number; name: string }[] = (await t.app.inject({ url: '/api/role', headers: admin })).json();
  preparerId = roles.find((r) => r.name === 'Preparer')!.id;
  await setArchived(CLOSED, 'Closed', true);
});

afterAll(() => t?.close());

const form = (channelId: number, email = `archive-${crypto.randomUUID().slice(0, 8)}@example.com`) => ({
  email,
  userName: 'arch',
  firstName: 'Arch',
  lastName: 'Ived',
  channelId,
  roles: [preparerId],
  products: [Module.library],
  confirmed: true,
  sendActivation: false,
});

const create = (payload: object, headers: Headers = admin) => t.app.inject({ method: 'POST', url: '/api/user', headers, payload });
const edit = (id: number, payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers, payload });

const userByEmail = (email: string) =>
  t.database.db.selectFrom('identity.users').select(['id', 'channel_id', 'last_name']).where('email', '=', email).executeTakeFirst();

const outboxCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('identity.outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function upload(headers: Headers, bytes: Buffer, fields: Record<string, string> = {}) {
  const body = multipartBody({ field: 'file', name: 'users.xlsx', type: XLSX, bytes }, fields);
  return t.app.inject({ method: 'POST', url: '/api/user/bulkImport', headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** The users import's job for one run, as a worker runs it. */
function runJob(runId: string) {
  return userImportProcessor({ batchSize: 10 }).start(t.worker)({ data: { runId }, jobId: runId, attempt: 1, progress: async () => {} });
}

describe('the channel projection', () => {
  it('keeps the archived state the directory announces; an event from before archiving existed means active', async () => {
    const id = 8310;
    // The test app's channel.created carries no archived flag, as events stored before archiving.
    await t.addChannel(id, 'Flagless');
    expect(await archived(id)).toBe(false);
    await setArchived(id, 'Flagless', true);
    await setArchived(id, 'Flagless renamed', false);
    const row = await t.database.db.selectFrom('identity.channels').select(['name', 'archived']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ name: 'Flagless renamed', archived: false });
  });
});

describe('adding a user to an archived channel', () => {
  it('is refused with 422 at the channel field, for an admin and for the channel’s own manager, adding no one', async () => {
    const before = await outboxCount();
    for (const headers of [admin, closedManager.headers]) {
      const payload = form(CLOSED);
      const res = await create(payload, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'unprocessable', message: ARCHIVED, fields: { channelId: ARCHIVED } });
      expect(await userByEmail(payload.email)).toBeUndefined();
    }
    expect(await outboxCount()).toBe(before);
    // An active channel still takes users.
    expect((await create(form(OPEN))).statusCode).toBe(201);
  });

  it('is refused when the directory archived the channel a moment ago, before the projection was told', async () => {
    const id = 8311;
    await t.addChannel(id, 'Just closed');
    // Not waited for: the write catches the projection up from the bus itself.
    await publishChannel(t, { id, name: 'Just closed', archived: true });
    const res = await create(form(id));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ channelId: ARCHIVED });
  });
});

describe('editing a user', () => {
  it('refuses to move a user into an archived channel, leaving the user where it was', async () => {
    const payload = form(OPEN);
    const user = (await create(payload)).json();
    const moved = await edit(user.id, { ...payload, channelId: CLOSED });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toEqual({ code: 'unprocessable', message: ARCHIVED, fields: { channelId: ARCHIVED } });
    expect((await userByEmail(payload.email))?.channel_id).toBe(OPEN);
  });

  it('still edits a user already in the channel, who stays there; unarchived, the channel takes users again', async () => {
    const id = 8312;
    await t.addChannel(id, 'Closing');
    const payload = form(id);
    const user = (await create(payload)).json();
    await setArchived(id, 'Closing', true);

    const renamed = await edit(user.id, { ...payload, lastName: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ channelId: id, lastName: 'Renamed' });
    // A body without the channel keeps it, and is no move either.
    expect((await edit(user.id, { firstName: 'Kept' })).statusCode).toBe(200);

    const elsewhere = (await create(form(OPEN))).json();
    expect((await edit(elsewhere.id, { channelId: id, confirmed: true })).statusCode).toBe(422);
    await setArchived(id, 'Closing', false);
    const moved = await edit(elsewhere.id, { channelId: id, confirmed: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().channelId).toBe(id);
  });
});

describe('importing users', () => {
  it('refuses an upload into an archived channel before a run is created: the manager’s own, or the one an admin names', async () => {
    const bytes = await userWorkbook([userRow('refused-import@example.com', 'Closed')]);
    const byManager = await upload(closedManager.headers, bytes);
    expect(byManager.statusCode).toBe(422);
    expect(byManager.json()).toEqual({ code: 'unprocessable', message: ARCHIVED });
    const byAdmin = await upload(admin, bytes, { channelId: String(CLOSED) });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json()).toEqual({ code: 'unprocessable', message: ARCHIVED, fields: { channelId: ARCHIVED } });
    const runs = await t.database.db.selectFrom('identity.user_import_runs').select('id').execute();
    expect(runs).toEqual([]);
  });

  it('reports each row naming an archived channel, by name or number, and imports the others', async () => {
    const rows = [
      userRow('row-open@example.com', 'Open'),
      userRow('row-closed@example.com', 'Closed'),
      userRow('row-closed-id@example.com', CLOSED),
    ];
    const res = await upload(admin, await userWorkbook(rows), { importValid: 'true' });
    expect(res.statusCode).toBe(202);
    const runId: string = res.json().run.id;
    await runJob(runId);
    const run = (await t.app.inject({ url: `/api/user/bulkImport/${runId}`, headers: admin })).json();
    expect(run).toMatchObject({ status: 'completed', total: 3, failed: 2, created: 1 });
    expect((await userByEmail('row-open@example.com'))?.channel_id).toBe(OPEN);
    expect(await userByEmail('row-closed@example.com')).toBeUndefined();
    expect(await userByEmail('row-closed-id@example.com')).toBeUndefined();

    const report = await t.app.inject({ url: run.errorReportUrl, headers: admin });
    expect(report.body.split('\r\n').slice(1, 3)).toEqual([
      `3,row-closed@example.com,row-closed,Imported,User,Closed,Preparer,"library, 3",channel: ${ARCHIVED}`,
      `4,row-closed-id@example.com,row-closed-id,Imported,User,${CLOSED},Preparer,"library, 3",channel: ${ARCHIVED}`,
    ]);
  });
});
