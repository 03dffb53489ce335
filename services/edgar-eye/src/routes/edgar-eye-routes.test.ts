import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Module } from '@ea/contracts';
import type { Alert, FilingDetail, FilingPage, GeneratedAlertPage, IndexFile, TodaysFilings } from '@ea/contracts/edgar-eye';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollSource } from '../domain/ingest/poll-source.ts';
import { createEdgarEyeTestApp, type EdgarEyeTestApp, outboxEvents } from '../testing/index.ts';

let t: EdgarEyeTestApp;
let user: { authorization: string };
let other: { authorization: string };
let admin: { authorization: string };

const filingCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('filings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A daily master index of the given rows, as EDGAR publishes one. */
function masterIndex(date: string, rows: [cik: number, name: string, form: string, accession: string][]): string {
  const compact = date.replaceAll('-', '');
  return [
    'Description:           Daily Index of EDGAR Dissemination Feed',
    `Last Data Received:    ${date}`,
    '',
    'CIK|Company Name|Form Type|Date Filed|File Name',
    '-'.repeat(80),
    ...rows.map(([cik, name, form, accession]) => `${cik}|${name}|${form}|${compact}|edgar/data/${cik}/${accession}.txt`),
    '',
  ].join('\n');
}

beforeAll(async () => {
  t = await createEdgarEyeTestApp('routes');
  user = await t.auth({ sub: 'u-1' });
  other = await t.auth({ sub: 'u-2' });
  admin = await t.auth({ sub: 'admin-1', admin: true, modules: [] });
  for (const sample of [
    'master.20200103.idx',
    'form.20200318.idx',
    'company.20221003.idx',
    'badform.idx.txt',
    'empty-form.idx',
    'company_tickers.json',
    'submissions-CIK0001318605.json',
  ]) {
    await t.addSample(sample);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('ingesting the EDGAR samples', () => {
  let files: IndexFile[];

  beforeAll(async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/edgar-eye/ingest', headers: admin });
    expect(response.statusCode).toBe(200);
    files = response.json<{ files: IndexFile[] }>().files;
  });

  it('takes in every file whole, with its row count and the filings it added', () => {
    const byName = new Map(files.map((file) => [file.name, file]));
    expect(byName.get('master.20200103.idx')).toMatchObject({ status: 'ingested', layout: 'master', rows: 7989, added: 7929 });
    expect(byName.get('form.20200318.idx')).toMatchObject({ status: 'ingested', layout: 'form', rows: 4084, added: 4031 });
    expect(byName.get('company.20221003.idx')).toMatchObject({ status: 'ingested', layout: 'company', rows: 4925, added: 4909 });
    expect(byName.get('company_tickers.json')).toMatchObject({ status: 'ingested', layout: 'tickers', rows: 9610, added: 0 });
    expect(byName.get('submissions-CIK0001318605.json')).toMatchObject({ status: 'ingested', layout: 'submissions', rows: 1001 });
  });

  it('refuses the bad and the empty index with their errors, and adds nothing for them', () => {
    const empty = files.find((file) => file.name === 'empty-form.idx');
    expect(empty).toMatchObject({ status: 'rejected', rows: 0, added: 0, errors: [{ line: 11, message: 'the index lists no filings' }] });
    // One filer (ALFADAN INC., CIK 1809660) lists one accession as 1-A and as 1-A POS.
    const bad = files.find((file) => file.name === 'badform.idx.txt');
    expect(bad).toMatchObject({
      status: 'rejected',
      rows: 0,
      added: 0,
      errors: [{ line: 16, message: 'accession 0001477932-21-001700 is listed as "1-A POS" but line 15 lists it as "1-A"' }],
    });
  });

  it('counts the rows it holds: the index files and Tesla’s submissions, each filing once', async () => {
    const tesla = files.find((file) => file.name === 'submissions-CIK0001318605.json')?.added ?? 0;
    // Four of Tesla's 1,001 recent filings are in the daily files already (three of 3 January 2020, one of 3 October 2022).
    expect(tesla).toBe(997);
    expect(await filingCount()).toBe(7929 + 4031 + 4909 + tesla);
  });

  it('takes the same files again as no-ops: nothing added, no events', async () => {
    const before = { filings: await filingCount(), events: (await outboxEvents(t.database.db, 'filings.ingested')).length };
    const again = await pollSource(t.deps);
    expect(again.map((file) => file.name).sort()).toEqual(files.map((file) => file.name).sort());
    expect(await filingCount()).toBe(before.filings);
    expect((await outboxEvents(t.database.db, 'filings.ingested')).length).toBe(before.events);
  });

  it('refuses a file that turns hostile (NUL bytes) and keeps what the earlier files gave', async () => {
    const before = await filingCount();
    await writeFile(join(t.sourceDir, 'master.20200104.idx'), masterIndex('2020-01-04', [[1, 'A\0B', '4', '0000000001-20-000001']]));
    const [refused] = (await pollSource(t.deps)).filter((file) => file.name === 'master.20200104.idx');
    expect(refused).toMatchObject({ status: 'rejected', errors: [{ message: 'not a text file: it contains NUL bytes' }] });
    expect(await filingCount()).toBe(before);
  });

  it('keeps the first hundred errors of a file that is wrong on every line, and counts the rest', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [i + 1, 'BROKEN', '4', 'not-an-accession'] as [number, string, string, string]);
    await writeFile(join(t.sourceDir, 'master.20200105.idx'), masterIndex('2020-01-05', rows));
    const [refused] = (await pollSource(t.deps)).filter((file) => file.name === 'master.20200105.idx');
    expect(refused?.status).toBe('rejected');
    expect(refused?.errors).toHaveLength(101);
    expect(refused?.errors.at(-1)).toEqual({ line: 0, message: 'and 50 more errors' });
  });

  it('lists the index files for an administrator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/edgar-eye/index-files', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/edgar-eye/index-files', headers: user })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/edgar-eye/ingest', headers: user })).statusCode).toBe(403);
  });
});

describe('searching filings', () => {
  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/edgar-eye/filings?${query}`, headers: user });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FilingPage>();
  };

  it('finds a company’s filings by name prefix, CIK and ticker alike', async () => {
    const byName = await search('q=core%20labor');
    const byCik = await search('cik=1000229');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((filing) => filing.cik === 1000229)).toBe(true);
    expect(byCik.items).toEqual(byName.items);
    const tesla = await search('ticker=tsla&size=10');
    expect(tesla.total).toBe(1001);
    expect(tesla.items[0]).toMatchObject({ cik: 1318605, companyName: 'Tesla, Inc.', dateFiled: '2022-11-30' });
  });

  it('pages a name matching many companies newest first, company by company, without losing or repeating a filing', async () => {
    const pages = [await search('q=qual&size=10'), await search('q=qual&size=10&page=2')];
    const all = await search('q=qual&size=100');
    expect(all.total).toBeGreaterThan(10);
    expect(all.total).toBeLessThan(100);
    expect(new Set(all.items.map((filing) => filing.cik)).size).toBeGreaterThan(1);
    expect(all.items.every((filing) => filing.companyName.toLowerCase().startsWith('qual'))).toBe(true);
    const dates = all.items.map((filing) => filing.dateFiled);
    expect(dates).toEqual([...dates].sort().reverse());
    expect([...pages[0]!.items, ...pages[1]!.items]).toEqual(all.items.slice(0, 20));
  });

  it('filters a form type with its amendments over a custom range, sorted and paged', async () => {
    const page1 = await search('form=SC%2013G&range=Custom%20Range&from=2020-03-18&to=2020-03-18&sort=companyName&order=asc&size=10');
    expect(page1.total).toBeGreaterThan(10);
    expect(page1.items.every((filing) => filing.formType === 'SC 13G' || filing.formType === 'SC 13G/A')).toBe(true);
    expect(page1.items.every((filing) => filing.dateFiled === '2020-03-18')).toBe(true);
    const names = page1.items.map((filing) => filing.companyName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page2 = await search(
      'form=SC%2013G&range=Custom%20Range&from=2020-03-18&to=2020-03-18&sort=companyName&order=asc&size=10&page=2',
    );
    expect(page2.items[0]?.accession).not.toBe(page1.items[0]?.accession);
  });

  it('counts Day, Week and Month back from EDGAR’s today', async () => {
    t.setNow('2020-03-18T15:00:00Z');
    // The 18 March form index also lists late filings of earlier dates: of its 4,031 filings, 3,890
    // are dated that day, 3,904 within 7 days and 3,953 within 30; Tesla's submissions add 13 filings
    // of those 30 days (the January file is older still).
    expect((await search('range=Day&size=10')).total).toBe(3890);
    expect((await search('range=Week&size=10')).total).toBe(3904);
    expect((await search('range=Month&size=10')).total).toBe(3953 + 13);
    t.setNow(new Date().toISOString());
  });

  it('looks a company up by typing: prefix, ticker and a misspelt name with or without its legal form', async () => {
    const lookup = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/edgar-eye/cik-lookup?q=${encodeURIComponent(q)}`, headers: user })).json<{
        items: { cik: number; name: string }[];
      }>().items;
    expect((await lookup('MSFT'))[0]).toMatchObject({ cik: 789019, name: 'MICROSOFT CORP' });
    expect((await lookup('tesla'))[0]).toMatchObject({ cik: 1318605 });
    expect((await lookup('mircosoft corp')).map((company) => company.cik)).toContain(789019);
    // Names are likened without their legal form: "corp" typed or not, the misspelling is what counts.
    expect((await lookup('mircosoft')).map((company) => company.cik)).toContain(789019);
    expect(await lookup('100%_')).toEqual([]);
  });

  it('shows a filing with all its filers, and answers "File not Available for Download" when the source lacks it', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/api/edgar-eye/filings/0001104659-22-105373', headers: user });
    expect(detail.json<FilingDetail>().filers).toHaveLength(15);
    const download = await t.app.inject({ method: 'GET', url: '/api/edgar-eye/download-filing/0001104659-22-105373', headers: user });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ message: 'File not Available for Download' });
  });

  it('downloads a document the source has, as an attachment of opaque type', async () => {
    await writeFile(
      join(t.sourceDir, 'archives-dir-index-0001104659-22-105373.json'),
      '{"directory":{"item":[{"name":"d1.htm","size":"12"}]}}',
    );
    await pollSource(t.deps);
    const detail = await t.app.inject({ method: 'GET', url: '/api/edgar-eye/filings/0001104659-22-105373', headers: user });
    expect(detail.json<FilingDetail>().documents).toEqual([{ name: 'd1.htm', size: 12, lastModified: null }]);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(t.sourceDir, 'edgar/data/1839412/000110465922105373'), { recursive: true });
    await writeFile(join(t.sourceDir, 'edgar/data/1839412/000110465922105373/d1.htm'), '<p>S-1</p>');
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/edgar-eye/download-filing/0001104659-22-105373?document=d1.htm',
      headers: user,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('<p>S-1</p>');
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toContain('d1.htm');
  });

  it('refuses hostile queries with a 400 before touching the data', async () => {
    for (const query of [
      'size=7',
      'cik=12345678901',
      'q=a%00b',
      'range=Year',
      'from=2020-1-1&range=Custom%20Range',
      'page=0',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/edgar-eye/filings?${query}`, headers: user });
      expect(response.statusCode, query).toBe(400);
    }
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/edgar-eye/filings?range=Custom%20Range&from=2020-02-01&to=2020-01-01',
      headers: user,
    });
    expect(range.json()).toMatchObject({ message: 'Choose a start date on or before the end date' });
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/edgar-eye/download-filing/0001104659-22-105373?document=..%2F..%2Fx',
      headers: user,
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('needs the EdgarEye module', async () => {
    const without = await t.auth({ sub: 'u-3', modules: [Module.library] });
    expect((await t.app.inject({ method: 'GET', url: '/api/edgar-eye/filings', headers: without })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/edgar-eye/filings' })).statusCode).toBe(401);
  });
});

describe('alerts', () => {
  let alert: Alert;

  it('tracks a CIK once per user: the second time is "You are Already Tracking This Cik"', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/edgar-eye/alerts/add', headers: user, payload: { cik: 1318605 } });
    expect(first.statusCode).toBe(201);
    alert = first.json<Alert>();
    expect(alert).toMatchObject({ cik: 1318605, companyName: 'Tesla, Inc.', formTypes: [], notifyByEmail: false });
    const second = await t.app.inject({ method: 'POST', url: '/api/edgar-eye/alerts/add', headers: user, payload: { cik: 1318605 } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'alertexists', message: 'You are Already Tracking This Cik' });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/edgar-eye/alerts/add',
      headers: other,
      payload: { cik: 1318605, formTypes: ['10-k'] },
    });
    expect(theirs.json<Alert>().formTypes).toEqual(['10-K']);
  });

  it('keeps each user’s alerts to themselves', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/edgar-eye/alerts/user', headers: user });
    expect(mine.json<{ items: Alert[] }>().items.map((a) => a.id)).toEqual([alert.id]);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/edgar-eye/alerts/update/${alert.id}`,
      headers: other,
      payload: { notifyByEmail: true },
    });
    expect(change.statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/edgar-eye/alerts/delete/${alert.id}`, headers: other });
    expect(remove.statusCode).toBe(404);
  });

  it('generates an alert when a tracked company files, once, with an event to its user alone', async () => {
    await writeFile(
      join(t.sourceDir, 'master.20221201.idx'),
      masterIndex('2022-12-01', [
        [1318605, 'Tesla, Inc.', '8-K', '0000950170-22-999001'],
        [789019, 'MICROSOFT CORP', '8-K', '0000950170-22-999002'],
      ]),
    );
    await pollSource(t.deps);
    await pollSource(t.deps);
    const generated = await t.app.inject({ method: 'GET', url: '/api/edgar-eye/alerts/generated', headers: user });
    const page = generated.json<GeneratedAlertPage>();
    expect(page).toMatchObject({ total: 1, unseen: 1 });
    expect(page.items[0]?.filing).toMatchObject({ accession: '0000950170-22-999001', formType: '8-K', cik: 1318605 });
    // The other user tracks only 10-K: an 8-K is not theirs.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/edgar-eye/alerts/generated', headers: other })).json<GeneratedAlertPage>().total,
    ).toBe(0);
    const events = await outboxEvents(t.database.db, 'alert.generated');
    expect(events).toHaveLength(1);
    expect(events[0]?.scope).toEqual({ userId: 'u-1' });
    expect(events[0]?.realtime).toMatchObject({ cik: 1318605, formType: '8-K', accession: '0000950170-22-999001' });

    const seen = await t.app.inject({ method: 'POST', url: '/api/edgar-eye/alerts/seen', headers: user, payload: {} });
    expect(seen.json()).toEqual({ unseen: 0 });
  });

  it("matches an alert's form type and its amendment", async () => {
    await writeFile(
      join(t.sourceDir, 'master.20221202.idx'),
      masterIndex('2022-12-02', [
        [1318605, 'Tesla, Inc.', '10-K/A', '0000950170-22-999003'],
        [1318605, 'Tesla, Inc.', '4', '0000950170-22-999004'],
      ]),
    );
    await pollSource(t.deps);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/edgar-eye/alerts/generated', headers: other })
    ).json<GeneratedAlertPage>();
    expect(theirs.items.map((item) => item.filing.formType)).toEqual(['10-K/A']);
  });

  it('shows the filings of today, EDGAR’s date, as they arrive', async () => {
    t.setNow('2022-12-02T20:00:00Z');
    const today = (await t.app.inject({ method: 'GET', url: '/api/edgar-eye/todays-filings', headers: user })).json<TodaysFilings>();
    expect(today).toMatchObject({ date: '2022-12-02', total: 2 });
    t.setNow(new Date().toISOString());
  });

  it('deletes an alert', async () => {
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/edgar-eye/alerts/delete/${alert.id}`, headers: user });
    expect(remove.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/edgar-eye/alerts/user', headers: user })).json<{ items: Alert[] }>().items,
    ).toEqual([]);
  });
});
