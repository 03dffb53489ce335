import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, Messages } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { descriptorsInto, filesIn, repeatedRowsSheet, workbookParts, zipArchive } from '@ea/workbook/testing';
import { Worker } from 'bullmq';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_COLUMNS } from '../../domain/company-import/company-sheet.ts';
import { companyImportProcessor } from '../../jobs/company-import-processor.ts';
import { companyImportQueue } from '../../jobs/company-import-queue.ts';
import { companyWorkbook, goodRow } from '../../testing/company-workbook.ts';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let worker: Worker;
let channelId: number;
let user: { authorization: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createDirectoryTestApp('company-import');
  const admin = await t.auth({ sub: 'admin-1', admin: true });
  channelId = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Importers' } })).json().id;
  // A user of a role granting company management and the audit log, as the seeded Preparer does.
  user = await t.auth({ sub: 'importer-1', channelId, features: [FEATURE_COMPANY_MANAGEMENT, FEATURE_AUDIT_LOG] });
  // The processor's work, run by a real BullMQ worker on this file's queue prefix.
  const processJob = companyImportProcessor({ batchSize: 2 }).start(t.worker);
  worker = new Worker(
    companyImportQueue.name,
    async (job) =>
      processJob({
        data: companyImportQueue.parse(job.data),
        jobId: job.id!,
        attempt: job.attemptsStarted,
        progress: (p) => job.updateProgress(p),
      }),
    { connection: { url: t.redisUrl, maxRetriesPerRequest: null }, prefix: t.queuePrefix },
  );
});

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

function upload(bytes: Buffer, fields: Record<string, string> = {}, name = 'companies.xlsx', type = XLSX) {
  const body = multipartBody({ field: 'file', name, type, bytes }, fields);
  return t.app.inject({ method: 'POST', url: '/api/bulkImport', headers: { ...user, ...body.headers }, payload: body.payload });
}

async function finished(runId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = (await t.app.inject({ method: 'GET', url: `/api/bulkImport/${runId}`, headers: user })).json();
    if (['completed', 'rejected', 'failed'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function companyCiks(): Promise<string[]> {
  const rows = await t.db.selectFrom('companies').select('cik').where('channel_id', '=', channelId).orderBy('cik').execute();
  return rows.map((r) => r.cik!);
}

describe('companies import upload checks', () => {
  it.each([
    ['text named .xlsx', Buffer.from('name,ticker\nAcme,ACM\n'), 'companies.xlsx'],
    ['a zip that is not a workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]), 'companies.xlsx'],
  ])('refuses %s: 415 "Only .xlsx is allowed"', async (_label, bytes, name) => {
    const res = await upload(bytes, {}, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupportedMediaType', message: Messages.files.xlsxOnly });
  });

  it('refuses a real workbook under another name, and a sheet without the template headers', async () => {
    const good = await companyWorkbook([goodRow(1)]);
    expect((await upload(good, {}, 'companies.csv', 'text/csv')).json().message).toBe(Messages.files.xlsxOnly);
    const res = await upload(await companyWorkbook([['x', 'y']], ['Company', 'Symbol']));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Name, Ticker, CIK, CID, SIC, CUSIP');
    expect(await t.db.selectFrom('bulk_import_runs').selectAll().execute()).toEqual([]);
  });

  it('serves a template whose header row is the import columns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bulkImport/template', headers: user });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP']);
  });
});

describe('companies import runs', () => {
  const rows = [
    goodRow(1),
    ['', 'NONAME', '2000000100', '', '', ''],
    goodRow(2),
    ['Bad Cik', 'BCK', '12345', '', '12', ''],
    goodRow(3),
    ['No Identifier', 'NID', '', '', '', ''],
    goodRow(4),
  ];
  let file: Buffer;

  beforeAll(async () => {
    file = await companyWorkbook(rows);
  });

  it('imports nothing from a file with bad rows unless asked to import the valid ones, and reports each bad row', async () => {
    const res = await upload(file);
    expect(res.statusCode).toBe(202);
    const run = await finished(res.json().run.id);
    expect(run).toMatchObject({ status: 'rejected', total: 7, failed: 3, created: 0, percent: 100 });
    expect(await companyCiks()).toEqual([]);

    const report = await t.app.inject({ method: 'GET', url: run.errorReportUrl, headers: user });
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.split('\r\n')).toEqual([
      'Row,Name,Ticker,CIK,CID,SIC,CUSIP,Outcome,Errors',
      `3,,NONAME,2000000100,,,,Error,Name: ${Messages.company.nameRequired}`,
      `5,Bad Cik,BCK,12345,,12,,Error,CIK: ${Messages.company.cikLength}; SIC: ${Messages.company.sicLength}`,
      `7,No Identifier,NID,,,,,Error,CIK: ${Messages.company.cikOrCid}; CID: ${Messages.company.cikOrCid}`,
      '',
    ]);
  });

  it('imports the valid rows with importValid=true, with live progress, and the same file again creates nothing', async () => {
    const res = await upload(file, { importValid: 'true' });
    expect(res.statusCode).toBe(202);
    const runId = res.json().run.id;
    const run = await finished(runId);
    expect(run).toMatchObject({ status: 'completed', total: 7, done: 7, failed: 3, created: 4, skipped: 0, percent: 100 });
    expect(await companyCiks()).toEqual(['2000000001', '2000000002', '2000000003', '2000000004']);

    const progress = (await outboxEvents(t.db, 'bulk-import.progress')).filter((e) => e.aggregate_id === runId);
    const last = (await outboxEvents(t.db, 'bulk-import.finished')).filter((e) => e.aggregate_id === runId);
    // Validation, then two batches of two valid rows: the last batch finishes the run.
    expect(progress.map((e) => e.realtime)).toEqual([
      { runId, status: 'importing', percent: 42, total: 7, done: 3, failed: 3 },
      { runId, status: 'importing', percent: 71, total: 7, done: 5, failed: 3 },
    ]);
    expect(last.map((e) => e.realtime)).toEqual([{ runId, status: 'completed', percent: 100, total: 7, done: 7, failed: 3 }]);
    expect(last[0]?.scope).toEqual({ userId: 'importer-1', channelId });
    const created = (await outboxEvents(t.db, 'company.created')).filter(
      (e) => (e.payload as { channelId: number }).channelId === channelId,
    );
    expect(created).toHaveLength(4);

    // The dashboard's recent activity shows the run, not one entry per imported company.
    const dashboard = (await t.app.inject({ url: '/api/dashboard', headers: user })).json() as { recentActivity: { targetType: string }[] };
    expect(dashboard.recentActivity.map((a) => a.targetType)).toContain('bulk-import');
    expect(dashboard.recentActivity.filter((a) => a.targetType === 'company')).toHaveLength(0);

    const again = await upload(file, { importValid: 'true' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, run: { id: runId, status: 'completed', created: 4 } });
    expect(await companyCiks()).toHaveLength(4);
    expect(await t.db.selectFrom('bulk_import_runs').select('id').execute()).toHaveLength(2);
  });

  it('reports rows whose company another file already imported as already there, creating the rest', async () => {
    const overlapping = await companyWorkbook([goodRow(3), goodRow(4), goodRow(5)]);
    const res = await upload(overlapping);
    const run = await finished(res.json().run.id);
    expect(run).toMatchObject({ status: 'completed', total: 3, created: 1, skipped: 2, updated: 0, failed: 0 });
    const report = await t.app.inject({ method: 'GET', url: run.errorReportUrl, headers: user });
    expect(report.body.split('\r\n').slice(1, -1)).toEqual([
      '2,Imported 3,IMP3,2000000003,,3571,,Already there,',
      '3,Imported 4,IMP4,2000000004,,3571,,Already there,',
    ]);
    expect(await companyCiks()).toEqual(['2000000001', '2000000002', '2000000003', '2000000004', '2000000005']);
    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/companies/auditlog?type=company&search=Imported 5', headers: user })
    ).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ action: 'Create', actorId: 'importer-1', after: { cik: '2000000005' } });
  });

  it('keeps other channels out of the runs and reports', async () => {
    const [run] = await t.db.selectFrom('bulk_import_runs').select('id').execute();
    const stranger = await t.auth({ sub: 'stranger', channelId: channelId + 1000, features: [FEATURE_COMPANY_MANAGEMENT] });
    expect((await t.app.inject({ method: 'GET', url: `/api/bulkImport/${run!.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/bulkImport/${run!.id}/errors`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/bulkImport', headers: stranger })).json().items).toEqual([]);
  });

  it('wakes the outbox relay after each commit of a run, so progress reaches the importer at once', async () => {
    const before = t.outboxNudges();
    const res = await upload(await companyWorkbook([goodRow(40), goodRow(41), goodRow(42)]));
    expect(await finished(res.json().run.id)).toMatchObject({ status: 'completed', created: 3 });
    // The upload writes no event; the check, then two batches of two and one, each commit one.
    expect(t.outboxNudges() - before).toBe(3);
  });
});

describe('zip bombs and temp files', () => {
  const MB = 1024 * 1024;
  const header = COMPANY_COLUMNS.map((c) => c.header);
  const systemTmp = process.env.TMPDIR;
  let tmp: string;

  // A temp dir of this file's own, so what other processes write to the system one does not count.
  beforeAll(() => {
    tmp = realpathSync(mkdtempSync(join(tmpdir(), 'company-import-test-')));
    process.env.TMPDIR = tmp;
  });
  afterAll(() => {
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  async function stored() {
    const runs = await t.db.selectFrom('bulk_import_runs').select('id').execute();
    return { runs: runs.length, objects: readdirSync(t.storageDir, { recursive: true }).length };
  }

  it('refuses a zip bomb in under a second with 413, storing no run and no file', async () => {
    const bomb = zipArchive(workbookParts(repeatedRowsSheet(header, goodRow(900), 512 * MB)));
    const before = await stored();
    const started = performance.now();
    const res = await upload(bomb, { importValid: 'true' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payloadTooLarge',
      message: 'The workbook unpacks to more than 200 MB; split it into smaller files',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a workbook whose central directory understates its size, storing nothing', async () => {
    const sheet = repeatedRowsSheet(header, goodRow(901), 64 * MB);
    const before = await stored();
    const res = await upload(zipArchive(workbookParts({ ...sheet, size: 20_000 })));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The workbook unpacks to more than its archive declares; it was refused');
    expect(await stored()).toEqual(before);
  });

  it('leaves no temp file and no open descriptor after an import and a refused bomb', async () => {
    const res = await upload(await companyWorkbook([goodRow(950), goodRow(951)]), { importValid: 'true' });
    expect(await finished(res.json().run.id)).toMatchObject({ status: 'completed', created: 2 });
    await upload(zipArchive(workbookParts(repeatedRowsSheet(header, goodRow(952), 512 * MB))));
    expect(filesIn(tmp)).toEqual([]);
    expect(descriptorsInto(tmp)).toEqual([]);
  });
});
