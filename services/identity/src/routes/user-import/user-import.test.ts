import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccessClaims, FEATURE_USER_MANAGEMENT, Messages } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { descriptorsInto, filesIn, repeatedRowsSheet, workbookParts, zipArchive } from '@ea/workbook/testing';
import { Worker } from 'bullmq';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDb } from '../../db/schema.ts';
import { USER_LAYOUT } from '../../domain/user-import/user-sheet.ts';
import { userImportProcessor } from '../../jobs/user-import-processor.ts';
import { userImportQueue } from '../../jobs/user-import-queue.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { readMails } from '../../testing/read-mail.ts';
import { userRow, userWorkbook } from '../../testing/user-workbook.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NORTH = 7601;
const SOUTH = 7602;
const EMAIL_EXISTS = 'Email Already Registered';

let t: IdentityTestApp;
let worker: Worker;
let admin: Record<string, string>;
let northManager: Record<string, string>;
let southManager: Record<string, string>;
let preparerId: number;

const manager = (sub: string, channelId: number): Omit<AccessClaims, 'issuedAt'> => ({
  sub,
  email: `${sub}@example.com`,
  channelId,
  roles: ['Preparer'],
  modules: [5],
  features: [FEATURE_USER_MANAGEMENT],
  admin: false,
  singleCompanyId: null,
});

/** The users import's job for one run, as a worker runs it: batches of `batchSize` users, `progress` after each commit. */
function runJob(runId: string, batchSize: number, progress: (percent: number) => Promise<void>) {
  return userImportProcessor({ batchSize }).start(t.worker)({ data: { runId }, jobId: runId, attempt: 1, progress });
}

beforeAll(async () => {
  t = await startIdentityTestApp();
  admin = t.bearer((await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  northManager = t.bearer(await t.tokenFor(manager('north-manager', NORTH)));
  southManager = t.bearer(await t.tokenFor(manager('south-manager', SOUTH)));
  const roles: { id: number; name: string }[] = (await t.app.inject({ url: '/api/role', headers: admin })).json();
  preparerId = roles.find((r) => r.name === 'Preparer')!.id;
  // The processor's work, run by a real BullMQ worker on this file's queue prefix.
  const processJob = userImportProcessor({ batchSize: 2 }).start(t.worker);
  worker = new Worker(
    userImportQueue.name,
    async (job) =>
      processJob({
        data: userImportQueue.parse(job.data),
        jobId: job.id!,
        attempt: job.attemptsStarted,
        progress: (p) => job.updateProgress(p),
      }),
    { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix: t.queuePrefix },
  );
});

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

function upload(headers: Record<string, string>, bytes: Buffer, fields: Record<string, string> = {}, name = 'users.xlsx', type = XLSX) {
  const body = multipartBody({ field: 'file', name, type, bytes }, fields);
  return t.app.inject({ method: 'POST', url: '/api/user/bulkImport', headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function finished(runId: string, headers = northManager) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = (await t.app.inject({ url: `/api/user/bulkImport/${runId}`, headers })).json();
    if (['completed', 'rejected', 'failed'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function usersNamed(emails: string[]) {
  return t.database.db
    .selectFrom('identity.users')
    .select(['id', 'email', 'status', 'channel_id'])
    .where('email', 'in', emails)
    .orderBy('email')
    .execute();
}

async function outbox(type: string) {
  return t.database.db
    .selectFrom('identity.outbox')
    .select(['aggregate_id', 'realtime', 'scope'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

describe('users import upload checks', () => {
  it.each([
    ['text named .xlsx', Buffer.from('email,userName\na@example.com,a\n'), 'users.xlsx'],
    ['a zip that is not a workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]), 'users.xlsx'],
  ])('refuses %s: 415 "Only .xlsx is allowed"', async (_label, bytes, name) => {
    const res = await upload(northManager, bytes, {}, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupportedMediaType', message: Messages.files.xlsxOnly });
  });

  it('refuses a real workbook under another name, and a sheet without the template headers', async () => {
    const good = await userWorkbook([userRow('x@example.com', 'North')]);
    expect((await upload(northManager, good, {}, 'users.csv', 'text/csv')).json().message).toBe(Messages.files.xlsxOnly);
    const res = await upload(northManager, await userWorkbook([['x', 'y']], ['Mail', 'Name']));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('email, userName, firstName, lastName, channel, roles, products');
    expect(await t.database.db.selectFrom('identity.user_import_runs').selectAll().execute()).toEqual([]);
  });

  it('serves a template whose header row is the import columns', async () => {
    const res = await t.app.inject({ url: '/api/user/bulkImport/template', headers: northManager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'email',
      'userName',
      'firstName',
      'lastName',
      'channel',
      'roles',
      'products',
    ]);
  });
});

describe('users import runs', () => {
  const good = ['ann@example.com', 'bob@example.com', 'cy@example.com'];
  const rows = [
    userRow(good[0]!, 'North'),
    ['not-an-email', 'nae', 'No', 'Email', 'North', 'Preparer', '5'],
    userRow(good[1]!, String(NORTH), 'preparer, Reviewer', 'edgareye'),
    ['', '', '', '', 'North', '', ''],
    ['nochannel@example.com', 'nc', 'No', 'Channel', 'Nowhere', 'NoSuchRole', '99'],
    ['south@example.com', 'so', 'South', 'Row', 'South', 'Preparer', '5'],
    ['grant@example.com', 'gr', 'Grants', 'Admin', 'North', 'Admin', '5'],
    userRow('existing@example.com', 'North'),
    userRow(good[2]!, ''),
    userRow('ANN@example.com', 'North'),
  ];
  let file: Buffer;

  beforeAll(async () => {
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin,
      payload: {
        email: 'existing@example.com',
        userName: 'ex',
        firstName: 'Ex',
        lastName: 'Isting',
        channelId: NORTH,
        roles: [preparerId],
        products: [5],
        confirmed: true,
        sendActivation: false,
      },
    });
    expect(existing.statusCode).toBe(201);
    file = await userWorkbook(rows);
  });

  it('imports nothing and mails no one from a file with bad rows unless asked, and reports each bad row with the form’s messages', async () => {
    const res = await upload(northManager, file);
    expect(res.statusCode).toBe(202);
    const run = await finished(res.json().run.id);
    expect(run).toMatchObject({ status: 'rejected', total: 10, failed: 7, created: 0, percent: 100, channelId: NORTH });
    expect(await usersNamed(good)).toEqual([]);
    expect(await readMails(t.mailDir)).toEqual([]);

    const report = await t.app.inject({ url: run.errorReportUrl, headers: northManager });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.split('\r\n')).toEqual([
      'Row,email,userName,firstName,lastName,channel,roles,products,Errors',
      `3,not-an-email,nae,No,Email,North,Preparer,5,email: ${Messages.user.emailInvalid}`,
      `5,,,,,North,,,email: ${Messages.user.emailRequired}; userName: ${Messages.user.userNameRequired}; firstName: ${Messages.user.firstNameRequired}; lastName: ${Messages.user.lastNameRequired}; roles: ${Messages.user.roleRequired}; products: ${Messages.user.productRequired}`,
      `6,nochannel@example.com,nc,No,Channel,Nowhere,NoSuchRole,99,channel: ${Messages.user.channelRequired}; roles: ${Messages.user.roleRequired}; products: ${Messages.user.productRequired}`,
      `7,south@example.com,so,South,Row,South,Preparer,5,channel: ${Messages.user.channelRequired}`,
      '8,grant@example.com,gr,Grants,Admin,North,Admin,5,roles: You do not have access to this resource',
      `9,existing@example.com,existing,Imported,User,North,Preparer,"library, 3",email: ${EMAIL_EXISTS}`,
      `11,ANN@example.com,ANN,Imported,User,North,Preparer,"library, 3",email: ${EMAIL_EXISTS}`,
      '',
    ]);
  });

  it('with importValid creates the valid rows STAGED, mails each an activation link once, audits and publishes them', async () => {
    const res = await upload(northManager, file, { importValid: 'true' });
    expect(res.statusCode).toBe(202);
    const runId = res.json().run.id;
    const run = await finished(runId);
    expect(run).toMatchObject({ status: 'completed', total: 10, done: 10, failed: 7, created: 3, skipped: 0, percent: 100 });

    const users = await usersNamed(good);
    expect(users.map((u) => [u.email, u.channel_id])).toEqual(good.map((email) => [email, NORTH]));
    // Mailed: the okta-activation-email flow moved them from STAGED to PROVISIONED.
    expect(users.map((u) => u.status)).toEqual(['PROVISIONED', 'PROVISIONED', 'PROVISIONED']);
    const bob = (await t.app.inject({ url: `/api/user/${users[1]!.id}`, headers: northManager })).json();
    expect(bob.roles.map((r: { name: string }) => r.name)).toEqual(['Preparer', 'Reviewer']);
    expect(bob.products).toEqual([2]);

    const mails = await readMails(t.mailDir);
    expect(mails.map((m) => m.to).sort()).toEqual(good);
    const link = /https?:\/\/\S+/.exec(mails.find((m) => m.to === good[0])!.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-user-password',
      payload: { token, password: 'Str0ng-Passw0rd!' },
    });
    expect(set.statusCode).toBe(200);

    const created = (await outbox('user.created')).filter((e) => users.some((u) => String(u.id) === e.aggregate_id));
    expect(created).toHaveLength(3);
    const audits = await t.database.db
      .selectFrom('identity.audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('target_type', '=', 'user')
      .where('action', '=', 'Create')
      .where(
        'target_id',
        'in',
        users.map((u) => String(u.id)),
      )
      .execute();
    expect(audits.map((a) => a.actor_id)).toEqual(['north-manager', 'north-manager', 'north-manager']);

    const progress = (await outbox('user-import.progress')).filter((e) => e.aggregate_id === runId);
    const last = (await outbox('user-import.finished')).filter((e) => e.aggregate_id === runId);
    // Validation, then two batches (two valid rows, then one); the run completes once the last batch is mailed.
    expect(progress.map((e) => e.realtime)).toEqual([
      { runId, status: 'importing', percent: 70, done: 7, failed: 7 },
      { runId, status: 'importing', percent: 90, done: 9, failed: 7 },
      { runId, status: 'importing', percent: 100, done: 10, failed: 7 },
    ]);
    expect(last.map((e) => e.realtime)).toEqual([{ runId, status: 'completed', percent: 100, done: 10, failed: 7 }]);
    expect(last[0]?.scope).toEqual({ userId: 'north-manager', channelId: NORTH });

    const again = await upload(northManager, file, { importValid: 'true' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, run: { id: runId, status: 'completed', created: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await usersNamed(good)).toHaveLength(3);
    expect(await readMails(t.mailDir)).toHaveLength(3);
    const runs = await t.database.db.selectFrom('identity.user_import_runs').select('id').execute();
    expect(runs).toHaveLength(2);
  });

  it('keeps other channels out: no import into, no reading of, this channel’s runs (404)', async () => {
    const [run] = await t.database.db.selectFrom('identity.user_import_runs').select('id').where('channel_id', '=', NORTH).execute();
    expect((await t.app.inject({ url: `/api/user/bulkImport/${run!.id}`, headers: southManager })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user/bulkImport/${run!.id}/errors`, headers: southManager })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/user/bulkImport', headers: southManager })).json().items).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/bulkImport', headers: northManager })).json().items).toHaveLength(2);
    const into = await upload(southManager, await userWorkbook([userRow('sneak@example.com', 'North')]), { channelId: String(NORTH) });
    expect(into.statusCode).toBe(404);
    expect(await usersNamed(['sneak@example.com'])).toEqual([]);
    // An admin sees every run.
    expect((await t.app.inject({ url: `/api/user/bulkImport/${run!.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('lets an admin import rows naming their own channels when no channel is given', async () => {
    const res = await upload(admin, await userWorkbook([userRow('n1@example.com', 'North'), userRow('s1@example.com', SOUTH)]));
    const run = await finished(res.json().run.id, admin);
    expect(run).toMatchObject({ status: 'completed', channelId: null, created: 2 });
    expect((await usersNamed(['n1@example.com', 's1@example.com'])).map((u) => u.channel_id)).toEqual([NORTH, SOUTH]);
    expect((await t.app.inject({ url: `/api/user/bulkImport/${run.id}`, headers: northManager })).statusCode).toBe(404);
  });

  it('skips a row whose email was registered after validation, creating no one twice', async () => {
    const emails = ['late1@example.com', 'late2@example.com', 'late3@example.com'];
    const bytes = await userWorkbook(emails.map((e) => userRow(e, 'North')));
    const runId = randomUUID();
    const file = await t.storage.putContent(bytes);
    await identityDb(t.database.db)
      .insertInto('user_import_runs')
      .values({
        id: runId,
        channel_id: NORTH,
        content_hash: runId,
        import_valid: false,
        file_name: 'late.xlsx',
        object_key: file.key,
        created_by: 'north-manager',
        created_by_email: null,
        created_by_admin: false,
        status: 'queued',
      })
      .execute();
    // Between the first and second batch someone adds late3 by hand.
    const result = await runJob(runId, 1, async () => {
      if ((await usersNamed(['late3@example.com'])).length > 0) return;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: {
          email: emails[2],
          userName: 'l3',
          firstName: 'L',
          lastName: 'Three',
          channelId: NORTH,
          roles: [preparerId],
          products: [5],
          confirmed: true,
          sendActivation: false,
        },
      });
      expect(res.statusCode).toBe(201);
    });
    expect(result).toMatchObject({ status: 'completed', total: 3, created: 2, skipped: 1, failed: 0 });
    expect(await usersNamed(emails)).toHaveLength(3);
    expect(
      (await readMails(t.mailDir))
        .filter((m) => emails.includes(m.to))
        .map((m) => m.to)
        .sort(),
    ).toEqual(emails.slice(0, 2));
  });
});

describe('users import zip bombs and temp files', () => {
  const MB = 1024 * 1024;
  const header = USER_LAYOUT.columns.map((c) => c.header);
  const row = userRow('bomb@example.com', 'North').map(String);
  const systemTmp = process.env.TMPDIR;
  let tmp: string;

  // A temp dir of this file's own, so what other processes write to the system one does not count.
  beforeAll(() => {
    tmp = realpathSync(mkdtempSync(join(tmpdir(), 'user-import-test-')));
    process.env.TMPDIR = tmp;
  });
  afterAll(() => {
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  async function stored() {
    const runs = await t.database.db.selectFrom('identity.user_import_runs').select('id').execute();
    return { runs: runs.length, objects: readdirSync(t.storageDir, { recursive: true }).length };
  }

  it('refuses a zip bomb in under a second with 413, storing no run and no object', async () => {
    const bomb = zipArchive(workbookParts(repeatedRowsSheet(header, row, 512 * MB)));
    const before = await stored();
    const started = performance.now();
    const res = await upload(northManager, bomb, { importValid: 'true' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payloadTooLarge',
      message: 'The workbook unpacks to more than 200 MB; split it into smaller files',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a workbook whose central directory understates its size, storing nothing', async () => {
    const sheet = repeatedRowsSheet(header, row, 64 * MB);
    const before = await stored();
    const res = await upload(northManager, zipArchive(workbookParts({ ...sheet, size: 20_000 })));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The workbook unpacks to more than its archive declares; it was refused');
    expect(await stored()).toEqual(before);
  });

  it('leaves no temp file and no open descriptor after an import and a refused bomb', async () => {
    const res = await upload(northManager, await userWorkbook([userRow('tmp-check@example.com', 'North')]), { importValid: 'true' });
    expect(await finished(res.json().run.id)).toMatchObject({ status: 'completed' });
    await upload(northManager, zipArchive(workbookParts(repeatedRowsSheet(header, row, 512 * MB))));
    expect(filesIn(tmp)).toEqual([]);
    expect(descriptorsInto(tmp)).toEqual([]);
  });
});
