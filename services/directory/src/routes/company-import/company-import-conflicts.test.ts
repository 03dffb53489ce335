import { FEATURE_COMPANY_MANAGEMENT } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import { multipartBody } from '@ea/service-kit/testing';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyImportProcessor } from '../../jobs/company-import-processor.ts';
import { companyImportQueue } from '../../jobs/company-import-queue.ts';
import { companyWorkbook } from '../../testing/company-workbook.ts';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

// Rows whose CIK or CID names a company already: already there, a conflict, a repeat within the
// file, another client's company, and the update mode.
let t: DirectoryTestApp;
let worker: Worker;
let channelId: number;
let otherChannelId: number;
let user: { authorization: string };
let admin: { authorization: string };
const ids = { apple: 0, microsoft: 0, gone: 0, secret: 0 };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const APPLE = '0000320193';
const MICROSOFT = '0000789019';
const SECRET = '0001111111';
const GONE = '0002222222';

async function createCompany(headers: { authorization: string }, body: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/company', headers, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  t = await createDirectoryTestApp('company-import-conflicts');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelId = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Filers' } })).json().id;
  otherChannelId = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Another client' } })).json()
    .id;
  user = await t.auth({ sub: 'importer-1', channelId, features: [FEATURE_COMPANY_MANAGEMENT] });
  ids.apple = await createCompany(user, { name: 'Apple Inc.', ticker: 'AAPL', cik: APPLE });
  ids.microsoft = await createCompany(user, { name: 'Microsoft Corporation', ticker: 'MSFT', cik: MICROSOFT, sic: '7372' });
  ids.gone = await createCompany(user, { name: 'Gone Corp', ticker: 'GONE', cik: GONE });
  expect((await t.app.inject({ method: 'DELETE', url: `/api/company/${ids.gone}`, headers: user })).statusCode).toBeLessThan(300);
  ids.secret = await createCompany(admin, { name: 'Secret Holdings', ticker: 'SHH', cik: SECRET, channelId: otherChannelId });

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

function upload(bytes: Buffer, fields: Record<string, string>) {
  const body = multipartBody({ field: 'file', name: 'companies.xlsx', type: XLSX, bytes }, fields);
  return t.app.inject({ method: 'POST', url: '/api/bulkImport', headers: { ...user, ...body.headers }, payload: body.payload });
}

async function imported(bytes: Buffer, fields: Record<string, string>) {
  const res = await upload(bytes, fields);
  expect(res.statusCode).toBe(202);
  const runId = res.json().run.id as string;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = (await t.app.inject({ method: 'GET', url: `/api/bulkImport/${runId}`, headers: user })).json();
    if (['completed', 'rejected', 'failed'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The report's lines below its header. */
async function reportLines(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: user });
  expect(res.statusCode).toBe(200);
  const [header, ...lines] = res.body.split('\r\n');
  expect(header).toBe('Row,Name,Ticker,CIK,CID,SIC,CUSIP,Outcome,Errors');
  expect(lines.pop()).toBe('');
  return lines;
}

async function company(id: number) {
  return t.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function companiesWithCik(cik: string) {
  return t.db.selectFrom('companies').select(['channel_id', 'name']).where('cik', '=', cik).orderBy('id').execute();
}

describe('rows whose CIK is taken, without the update mode', () => {
  it('lists a same-name row as already there, refuses another name and a repeat within the file, and keeps other clients out', async () => {
    const run = await imported(
      await companyWorkbook([
        ['  apple   INC. ', 'AAPL', APPLE, '', '', ''],
        ['Microsoft Corp', 'MSFT', MICROSOFT, '', '', ''],
        ['Newco', 'NEW', '0000000004', '', '', ''],
        ['Newco Holdings', 'NEWH', '0000000004', '', '', ''],
        ['Newco', 'NEW', '0000000004', '', '', ''],
        ['Mine Too', 'MINE', SECRET, '', '', ''],
        ['Gone Again', 'GONE', GONE, '', '', ''],
      ]),
      { importValid: 'true' },
    );
    expect(run).toMatchObject({ status: 'completed', total: 7, done: 7, created: 2, updated: 0, skipped: 1, failed: 4 });
    expect(await reportLines(run.errorReportUrl)).toEqual([
      `2,apple   INC.,AAPL,${APPLE},,,,Already there,`,
      `3,Microsoft Corp,MSFT,${MICROSOFT},,,,Error,CIK: ${DirectoryErrors.importIdentifierTaken('cik', MICROSOFT, 'Microsoft Corporation')}`,
      `5,Newco Holdings,NEWH,0000000004,,,,Error,CIK: ${DirectoryErrors.importRepeatedIdentifier(5, 'cik', 4)}`,
      `6,Newco,NEW,0000000004,,,,Error,CIK: ${DirectoryErrors.importRepeatedIdentifier(6, 'cik', 4)}`,
      `8,Gone Again,GONE,${GONE},,,,Error,CIK: ${DirectoryErrors.importIdentifierDeleted('cik', GONE, 'Gone Corp')}`,
    ]);
    expect(DirectoryErrors.importIdentifierTaken('cik', MICROSOFT, 'Microsoft Corporation')).toBe(
      "CIK 0000789019 already belongs to 'Microsoft Corporation'",
    );
    // The conflicting rows changed nothing; the other client's company neither blocks nor shows.
    expect((await company(ids.microsoft)).name).toBe('Microsoft Corporation');
    expect(await companiesWithCik('0000000004')).toEqual([{ channel_id: channelId, name: 'Newco' }]);
    expect(await companiesWithCik(SECRET)).toEqual([
      { channel_id: otherChannelId, name: 'Secret Holdings' },
      { channel_id: channelId, name: 'Mine Too' },
    ]);
    const everything = JSON.stringify((await t.app.inject({ method: 'GET', url: run.errorReportUrl, headers: user })).body);
    expect(everything).not.toContain('Secret');
  });

  it('rejects a file with a conflicting row when not importing the valid ones, writing nothing', async () => {
    const run = await imported(
      await companyWorkbook([
        ['Fresh Start', 'FRS', '0000000010', '', '', ''],
        ['Apple Computer', 'AAPL', APPLE, '', '', ''],
        ['Apple Inc.', 'AAPL', APPLE, '', '', ''],
      ]),
      {},
    );
    expect(run).toMatchObject({ status: 'rejected', total: 3, created: 0, failed: 2 });
    expect(await reportLines(run.errorReportUrl)).toEqual([
      `3,Apple Computer,AAPL,${APPLE},,,,Error,CIK: ${DirectoryErrors.importIdentifierTaken('cik', APPLE, 'Apple Inc.')}`,
      `4,Apple Inc.,AAPL,${APPLE},,,,Error,CIK: ${DirectoryErrors.importRepeatedIdentifier(4, 'cik', 3)}`,
    ]);
    expect(await companiesWithCik('0000000010')).toEqual([]);
  });

  it('matches by CID when a row has no CIK, and refuses a row whose identifiers name two companies', async () => {
    const acme = await createCompany(user, { name: 'Acme Widgets', ticker: 'ACME', cid: 'ACME01' });
    await createCompany(user, { name: 'Beta Labs', ticker: 'BETA', cid: 'BETA01' });
    const run = await imported(
      await companyWorkbook([
        ['ACME WIDGETS', 'ACME', '', 'acme01', '', ''],
        ['Two Names', 'TWO', APPLE, 'BETA01', '', ''],
      ]),
      { importValid: 'true' },
    );
    expect(run).toMatchObject({ status: 'completed', created: 0, skipped: 1, failed: 1 });
    const apple = DirectoryErrors.importIdentifierTaken('cik', APPLE, 'Apple Inc.');
    const beta = DirectoryErrors.importIdentifierTaken('cid', 'BETA01', 'Beta Labs');
    expect(await reportLines(run.errorReportUrl)).toEqual([
      '2,ACME WIDGETS,ACME,,ACME01,,,Already there,',
      `3,Two Names,TWO,${APPLE},BETA01,,,Error,CIK: ${apple}; CID: ${beta}`,
    ]);
    expect((await company(acme)).name).toBe('Acme Widgets');
  });
});

describe('the update mode', () => {
  it('updates the company a row names, audited and announced like an edit, and is a run of its own for the same file', async () => {
    const file = await companyWorkbook([
      ['Microsoft Corp.', 'msft2', MICROSOFT, 'MSFT01', '', '594918104'],
      ['Apple Inc.', 'AAPL', APPLE, '', '', ''],
      ['Brand New', 'BRN', '0000000020', '', '', ''],
      ['Mine Again', 'MINE', SECRET, '', '', ''],
    ]);
    const run = await imported(file, { importValid: 'true', updateExisting: 'true' });
    expect(run).toMatchObject({ status: 'completed', updateExisting: true, total: 4, created: 1, updated: 2, skipped: 1, failed: 0 });
    expect(await reportLines(run.errorReportUrl)).toEqual([
      `2,Microsoft Corp.,MSFT2,${MICROSOFT},MSFT01,,594918104,Updated,`,
      `3,Apple Inc.,AAPL,${APPLE},,,,Already there,`,
      `5,Mine Again,MINE,${SECRET},,,,Updated,`,
    ]);
    // Fields the sheet gives replace the company's, an empty cell keeps its value, the CID it lacked is added.
    expect(await company(ids.microsoft)).toMatchObject({
      name: 'Microsoft Corp.',
      ticker: 'MSFT2',
      cik: MICROSOFT,
      cid: 'MSFT01',
      sic: '7372',
      cusip: '594918104',
    });
    // The other client's company is never touched: the row updated the one this client's import created.
    expect(await companiesWithCik(SECRET)).toEqual([
      { channel_id: otherChannelId, name: 'Secret Holdings' },
      { channel_id: channelId, name: 'Mine Again' },
    ]);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'company')
      .where('target_id', '=', String(ids.microsoft))
      .where('action', '=', 'Update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: 'importer-1',
      channel_id: channelId,
      company_id: ids.microsoft,
      request_id: `bulk-import-${run.id}`,
      before: { name: 'Microsoft Corporation', ticker: 'MSFT', cid: null },
      after: { name: 'Microsoft Corp.', ticker: 'MSFT2', cid: 'MSFT01' },
    });
    const updates = (await outboxEvents(t.db, 'company.updated')).filter((e) => e.aggregate_id === String(ids.microsoft));
    expect(updates.map((e) => e.payload)).toEqual([
      expect.objectContaining({ id: ids.microsoft, channelId, name: 'Microsoft Corp.', ticker: 'MSFT2', cid: 'MSFT01' }),
    ]);

    // Again in the update mode: nothing left to change. Without it: another run, where the new names are already there.
    expect((await upload(file, { importValid: 'true', updateExisting: 'true' })).json()).toMatchObject({
      created: false,
      run: { id: run.id },
    });
    const plain = await imported(file, { importValid: 'true' });
    expect(plain).toMatchObject({ status: 'completed', updateExisting: false, created: 0, updated: 0, skipped: 4, failed: 0 });
  });

  it('refuses in the update mode a row contradicting its company’s identifier or naming a deleted company', async () => {
    const run = await imported(
      await companyWorkbook([
        ['Microsoft', 'MSFT', MICROSOFT, 'OTHER01', '', ''],
        ['Gone Back', 'GONE', GONE, '', '', ''],
      ]),
      { importValid: 'true', updateExisting: 'true' },
    );
    expect(run).toMatchObject({ status: 'completed', created: 0, updated: 0, skipped: 0, failed: 2 });
    expect(await reportLines(run.errorReportUrl)).toEqual([
      `2,Microsoft,MSFT,${MICROSOFT},OTHER01,,,Error,CID: ${DirectoryErrors.importIdentifierDiffers('cid', 'OTHER01', 'Microsoft Corp.', 'MSFT01')}`,
      `3,Gone Back,GONE,${GONE},,,,Error,CIK: ${DirectoryErrors.importIdentifierDeleted('cik', GONE, 'Gone Corp')}`,
    ]);
    expect((await company(ids.microsoft)).name).toBe('Microsoft Corp.');
  });
});
