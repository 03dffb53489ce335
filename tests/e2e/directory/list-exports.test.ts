import { readFile } from 'node:fs/promises';
import { readCsvRows, readXlsxRows } from '@ea/workbook/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { signedInPage } from './support/browser-steps.ts';

const CHANNEL = 'Export Filings';
const MINING = ['Aurora Mining', 'Basalt Mining Corp', 'Cobalt Mining'];
const USERS = ['export.ann@ea-e2e.test', 'export.bob@ea-e2e.test'];

let shell: ProductShell;
let page: Page;

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel(CHANNEL);
  for (const [i, name] of [...MINING, 'Delta Foods', '=Formula Mining'].entries()) {
    await shell.api.ok('POST', '/api/company', { name, ticker: `EX${i}`, cid: `EXPCID${i}`, channelId });
  }
  for (const email of USERS) await shell.api.createActiveUser({ email, channelId });
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, '/dashboard');
}, 120_000);

afterAll(async () => {
  await shell?.close();
});

/** The text of one column of every row the list's table shows. */
function shownColumn(column: number): Promise<string[]> {
  return page
    .locator('table.data-table__table')
    .evaluate(
      (table, index) =>
        [...table.querySelectorAll('tbody tr:not(.data-table__spacer)')].map(
          (row) => [...row.querySelectorAll('td:not(.data-table__check)')][index]?.textContent?.trim() ?? '',
        ),
      column,
    );
}

/** Exports through the list's Export menu and reads the downloaded file back. */
async function exportList(format: 'xlsx' | 'csv'): Promise<{ fileName: string; rows: string[][] }> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV (.csv)' }).click();
  const file = await download;
  const data = await readFile((await file.path())!);
  // The button is busy while the file is made, then offers the menu again.
  await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
  return { fileName: file.suggestedFilename(), rows: format === 'xlsx' ? await readXlsxRows(data) : readCsvRows(data) };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('list exports', () => {
  it('exports the filtered company list, in both formats, with exactly the rows it shows', async () => {
    await page.goto(`${shell.url}/companies?sort=name&order=desc`);
    await page.getByRole('main').getByRole('searchbox').fill('mining');
    const expected = ['=Formula Mining', ...MINING].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }));
    await expect.poll(() => shownColumn(0)).toEqual(expected);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('mining');

    const xlsx = await exportList('xlsx');
    expect(xlsx.fileName).toBe(`companies-${today()}.xlsx`);
    expect(xlsx.rows[0]).toEqual(['Company name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP', 'Channel']);
    expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(await shownColumn(0));
    expect(xlsx.rows.slice(1).map((row) => row[6])).toEqual(expected.map(() => CHANNEL));

    const csv = await exportList('csv');
    expect(csv.fileName).toBe(`companies-${today()}.csv`);
    // A name a spreadsheet would run as a formula is kept as text by a leading quote.
    expect(csv.rows.slice(1).map((row) => row[0])).toEqual(expected.map((name) => (name.startsWith('=') ? `'${name}` : name)));
    expect(csv.rows.slice(1).map((row) => row.slice(1))).toEqual(xlsx.rows.slice(1).map((row) => row.slice(1)));
  });

  it('exports the filtered users list with exactly the rows it shows', async () => {
    await page.goto(`${shell.url}/users?filter=export.`);
    await expect.poll(() => shownColumn(0)).toEqual(USERS);
    for (const format of ['xlsx', 'csv'] as const) {
      const file = await exportList(format);
      expect(file.fileName).toBe(`users-${today()}.${format}`);
      expect(file.rows[0]).toEqual(['Email', 'User name', 'Name', 'Channel', 'Roles', 'Status']);
      expect(file.rows.slice(1).map((row) => row[0])).toEqual(await shownColumn(0));
      expect(file.rows.slice(1).map((row) => row[3])).toEqual([CHANNEL, CHANNEL]);
    }
  });

  it('exports the filtered company audit log with exactly the entries it shows', async () => {
    await page.goto(`${shell.url}/companies/auditlog?actionfilter=Create&search=mining&limit=50`);
    await expect.poll(async () => (await shownColumn(3)).length).toBe(4);
    const records = await shownColumn(3);
    expect(records.every((record) => record.startsWith('Company · '))).toBe(true);
    for (const format of ['xlsx', 'csv'] as const) {
      const file = await exportList(format);
      expect(file.fileName).toBe(`company-audit-log-${today()}.${format}`);
      expect(file.rows[0]).toEqual(['Date', 'User', 'Action', 'Record', 'Before → after']);
      expect(file.rows.slice(1).map((row) => row[3])).toEqual(records);
      expect(file.rows.slice(1).every((row) => row[2] === 'Create' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(row[0]!))).toBe(true);
    }
  });
});
