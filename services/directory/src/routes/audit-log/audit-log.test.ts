import { AuditLogMessages, FEATURE_AUDIT_LOG } from '@ea/contracts';
import { readCsvRows } from '@ea/workbook/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let user: { authorization: string };
let admin: { authorization: string };
let channelId: number;

/**
 * When each company's Create entry happened: around 10 March 2026 in New York (EDT, UTC−4), the
 * day the tests ask for as a reader there would.
 */
const CREATED_AT: Record<string, string> = {
  'Range Eve': '2026-03-10T03:59:59.999Z',
  'Range Dawn': '2026-03-10T04:00:00.000Z',
  'Range Noon': '2026-03-10T16:00:00.000Z',
  'Range Midnight': '2026-03-11T03:59:59.999Z',
  'Range Next': '2026-03-11T04:00:00.000Z',
};
const NEW_YORK_DAY = { from: '2026-03-10T00:00:00-04:00', to: '2026-03-11T00:00:00-04:00' };

beforeAll(async () => {
  t = await createDirectoryTestApp('audit-log');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelId = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Range' } })).json().id;
  user = await t.auth({ sub: 'user-r', email: 'r@example.com', channelId, features: [FEATURE_AUDIT_LOG] });
  let cik = 2000000001;
  for (const [name, at] of Object.entries(CREATED_AT)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company',
      headers: admin,
      payload: { name, ticker: 'RNG', cik: String(cik++), channelId },
    });
    expect(res.statusCode, res.body).toBe(201);
    await sql`update directory.audit_log set occurred_at = ${at}::timestamptz
      where target_type = 'company' and action = 'Create' and after->>'name' = ${name}`.execute(t.database.db);
  }
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user });
const query = (range: Record<string, string>) =>
  new URLSearchParams({ search: 'Range', type: 'company', actionfilter: 'Create', ...range }).toString();

async function listed(range: Record<string, string>): Promise<string[]> {
  const res = await get(`/api/companies/auditlog?limit=500&${query(range)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((entry: { after: { name: string } }) => entry.after.name);
}

async function exported(range: Record<string, string>): Promise<string[]> {
  const res = await get(`/api/companies/auditlog/export?as=csv&${query(range)}`);
  expect(res.statusCode, res.body).toBe(200);
  return readCsvRows(res.rawPayload)
    .slice(1)
    .map((row) => row[3]!.replace('Company · ', ''));
}

describe('company audit log date range', () => {
  it('lists the entries from the moment the first day starts to the moment the day after the last starts', async () => {
    expect(await listed(NEW_YORK_DAY)).toEqual(['Range Midnight', 'Range Noon', 'Range Dawn']);
    // The same days read in UTC hold other entries: the range is the moments the SPA sends, in any offset.
    expect(await listed({ from: '2026-03-10T00:00:00Z', to: '2026-03-11T00:00:00Z' })).toEqual(['Range Noon', 'Range Dawn', 'Range Eve']);
    expect(await listed({ from: '2026-03-11T04:00:00.000Z' })).toEqual(['Range Next']);
    expect(await listed({ to: '2026-03-10T04:00:00Z' })).toEqual(['Range Eve']);
    expect(await listed({})).toHaveLength(5);
  });

  it('exports exactly the rows the list holds for the same range', async () => {
    const ranges: Record<string, string>[] = [NEW_YORK_DAY, { from: '2026-03-10T12:00:00+05:30' }, { to: '2026-03-11T00:00:00-04:00' }];
    for (const range of ranges) {
      expect(await exported(range), JSON.stringify(range)).toEqual(await listed(range));
    }
  });

  it('answers 400 in the error shape for a moment off the calendar, a bare date, or an end not after the start', async () => {
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ from: '2026-02-30T00:00:00Z' }, { from: AuditLogMessages.badMoment }],
      [{ from: '2026-03-10' }, { from: AuditLogMessages.badMoment }],
      [{ to: 'yesterday' }, { to: AuditLogMessages.badMoment }],
      [{ from: '2026-03-11T00:00:00Z', to: '2026-03-10T00:00:00Z' }, { to: AuditLogMessages.rangeOrder }],
      [{ from: '2026-03-10T04:00:00Z', to: '2026-03-10T00:00:00-04:00' }, { to: AuditLogMessages.rangeOrder }],
    ];
    for (const [range, fields] of refusals) {
      for (const path of ['/api/companies/auditlog?', '/api/companies/auditlog/export?as=csv&']) {
        const res = await get(`${path}${new URLSearchParams(range)}`);
        expect(res.statusCode, `${path} ${JSON.stringify(range)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation', message: expect.any(String), fields });
      }
    }
  });
});

describe('company audit log export', () => {
  it('writes the Before → after column as the screen reads it: labels, Yes/No, channel names, no ids or hashes', async () => {
    const other = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Range Other' } })).json().id;
    const identifiers = { name: 'Readable Co', ticker: 'RDBL', cik: '2000000099', cid: '', sic: '', cusip: '' };
    const created = await t.app.inject({ method: 'POST', url: '/api/company', headers: admin, payload: { ...identifiers, channelId } });
    const { id } = created.json();
    const edit = { ...identifiers, fiscalYearEnd: '09-27', smallerReportingCompany: true };
    expect((await t.app.inject({ method: 'PUT', url: `/api/company/${id}`, headers: admin, payload: edit })).statusCode).toBe(200);
    const move = { companyIds: [id], channelId: other };
    expect((await t.app.inject({ method: 'POST', url: '/api/company/bulk/move', headers: admin, payload: move })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${id}`, headers: admin })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/companies/auditlog/export?as=csv&search=Readable', headers: admin });
    const rows = readCsvRows(res.rawPayload).slice(1);
    expect(rows.map((row) => [row[2], row[3]])).toEqual([
      ['Read', 'Company · Readable Co'],
      ['Update', 'Company · Readable Co'],
      ['Update', 'Company · Readable Co'],
      ['Create', 'Company · Readable Co'],
    ]);
    // One line per field; the stored values keep their fields in the database's order.
    const lines = rows.map((row) => row[4]!.split('\n').sort());
    expect(lines).toEqual([
      ['Details opened'],
      ['Channel: Range → Range Other'],
      ['Fiscal year end: — → September 27', 'Smaller reporting company: No → Yes'],
      [
        'CIK: — → 2000000099',
        'Channel: — → Range',
        'Emerging growth company: — → No',
        'Name: — → Readable Co',
        'Smaller reporting company: — → No',
        'Ticker: — → RDBL',
      ],
    ]);
  });
});
