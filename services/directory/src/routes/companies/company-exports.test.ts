import { FEATURE_AUDIT_LOG, LIST_EXPORT_MAX_ROWS } from '@ea/contracts';
import { readCsvRows, readXlsxRows } from '@ea/workbook/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let channelA: number;
let channelB: number;
let admin: { authorization: string };
let userA: { authorization: string };
let userANoAudit: { authorization: string };

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createDirectoryTestApp('company-exports');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelA = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Export A' } })).json().id;
  channelB = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Export B' } })).json().id;
  userA = await t.auth({ sub: 'user-a', email: 'a@example.com', channelId: channelA, features: [FEATURE_AUDIT_LOG] });
  userANoAudit = await t.auth({ sub: 'user-a2', channelId: channelA, features: [] });
  const add = (channelId: number, name: string, ticker: string, cik: string) =>
    t.app.inject({ method: 'POST', url: '/api/company', headers: admin, payload: { name, ticker, cik, channelId } });
  await add(channelA, 'Alpha Mining', 'ALP', '1000000001');
  await add(channelA, 'Beta Mining', 'BET', '1000000002');
  await add(channelA, 'Gamma Foods', 'GAM', '1000000003');
  await add(channelA, '=cmd|"/c calc"!A1', 'EVIL', '1000000004');
  await add(channelB, 'Delta Mining', 'DEL', '1000000005');
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });

describe('company list export', () => {
  it('exports as CSV exactly the rows the filtered, sorted list holds, with the list’s headers', async () => {
    const list = (await get('/api/company?filter=mining&sort=name&order=desc&size=10', userA)).json();
    const res = await get('/api/company/export?as=csv&filter=mining&sort=name&order=desc', userA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="companies-${today()}.csv"`);
    const rows = readCsvRows(res.rawPayload);
    expect(rows[0]).toEqual(['Company name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((c: { name: string }) => c.name));
    expect(rows.slice(1)).toEqual([
      ['Beta Mining', 'BET', '1000000002', '', '', ''],
      ['Alpha Mining', 'ALP', '1000000001', '', '', ''],
    ]);
  });

  it('exports as xlsx the same rows, and admins get the Channel column', async () => {
    const res = await get(`/api/company/export?as=xlsx&filter=mining&client=${channelA}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="companies-${today()}.xlsx"`);
    expect(await readXlsxRows(res.rawPayload)).toEqual([
      ['Company name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP', 'Channel'],
      ['Alpha Mining', 'ALP', '1000000001', '', '', '', 'Export A'],
      ['Beta Mining', 'BET', '1000000002', '', '', '', 'Export A'],
    ]);
  });

  it('never exports another channel’s companies, even when the filter names that channel', async () => {
    for (const url of ['/api/company/export?as=csv', `/api/company/export?as=csv&client=${channelB}`]) {
      const res = await get(url, userA);
      expect(res.statusCode).toBe(200);
      const names = readCsvRows(res.rawPayload)
        .slice(1)
        .map((row) => row[0]);
      expect(names).not.toContain('Delta Mining');
    }
    const other = await get(`/api/company/export?as=csv&client=${channelB}`, userA);
    expect(readCsvRows(other.rawPayload)).toHaveLength(1);
  });

  it('prefixes cells a spreadsheet would run as a formula', async () => {
    const rows = readCsvRows((await get('/api/company/export?as=csv&filter=calc', userA)).rawPayload);
    expect(rows[1]?.[0]).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('audits the export as a Read of companies in the caller’s channel', async () => {
    await get('/api/company/export?as=csv&filter=gamma', userA);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'Read')
      .where('target_type', '=', 'company')
      .where('actor_id', '=', 'user-a')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.channel_id).toBe(channelA);
    expect(entry.after).toMatchObject({ fileName: `companies-${today()}.csv`, rows: 1, filter: 'gamma', deleted: false });
  });

  it('answers hostile parameters with 400 in the error shape, and 401 without a token', async () => {
    for (const query of ['as=pdf', 'as=csv&client=99999999999', 'as=csv&filter=a%00b', 'as=csv&sort=password']) {
      const res = await get(`/api/company/export?${query}`, userA);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company/export?as=csv' })).statusCode).toBe(401);
    // Without a format the export is a spreadsheet.
    const plain = await get('/api/company/export', userA);
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="companies-${today()}.xlsx"`);
  });

  it('exports deleted companies from their own list only', async () => {
    const gamma = (await get('/api/company?filter=gamma', userA)).json().items[0];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/${gamma.id}`, headers: admin })).statusCode).toBe(200);
    const res = await get('/api/deleted-companies/export?as=csv', userA);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="deleted-companies-${today()}.csv"`);
    const rows = readCsvRows(res.rawPayload);
    expect(rows[0]).toEqual(['Company name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP', 'Deleted']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Gamma Foods']);
    expect(rows[1]?.[6]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const live = readCsvRows((await get('/api/company/export?as=csv', userA)).rawPayload).map((row) => row[0]);
    expect(live).not.toContain('Gamma Foods');
  });

  it(`refuses with 422 a list matching more than ${LIST_EXPORT_MAX_ROWS.toLocaleString('en-US')} companies`, async () => {
    const bulk = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Cap Bulk' } })).json().id;
    await sql`insert into directory.companies (channel_id, name, ticker, cik, created_by)
      select ${bulk}, 'Bulk ' || n, 'BLK', lpad(n::text, 10, '0'), 'test'
      from generate_series(1, ${LIST_EXPORT_MAX_ROWS + 1}) as n`.execute(t.database.db);
    const res = await get(`/api/company/export?as=xlsx&client=${bulk}`, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'unprocessable',
      message: 'This export would hold 100,001 rows; at most 100,000 can be exported. Narrow the filters and export again.',
    });
  }, 60_000);
});

describe('channel list export', () => {
  it('exports the channels the caller may see, filtered and sorted as the list does', async () => {
    const all = readCsvRows((await get('/api/client/export?as=csv&filter=export&sort=name&order=desc', admin)).rawPayload);
    expect(all[0]).toEqual(['Channel name', 'Logo', 'Added', 'Updated']);
    expect(all.slice(1).map((row) => row[0])).toEqual(['Export B', 'Export A']);
    const own = readCsvRows((await get('/api/client/export?as=csv', userA)).rawPayload);
    expect(own.slice(1).map((row) => row[0])).toEqual(['Export A']);
  });
});

describe('company audit log export', () => {
  it('exports the filtered entries of the caller’s channel only, and needs Feature_AuditLog', async () => {
    const list = (await get('/api/companies/auditlog?actionfilter=Create&type=company&limit=500', userA)).json();
    const res = await get('/api/companies/auditlog/export?as=xlsx&actionfilter=Create&type=company', userA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="company-audit-log-${today()}.xlsx"`);
    const rows = await readXlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['Date', 'User', 'Action', 'Record', 'Before → after']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((entry: { occurredAt: string }) => entry.occurredAt));
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'Company · =cmd|"/c calc"!A1',
      'Company · Gamma Foods',
      'Company · Beta Mining',
      'Company · Alpha Mining',
    ]);
    expect(rows.some((row) => row[3]?.includes('Delta'))).toBe(false);

    const refused = await get('/api/companies/auditlog/export?as=csv', userANoAudit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
  });
});
