import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorMessages, ServerCodes, SuccessMessages } from '@ea/contracts';
import { edgarToday } from '@ea/contracts/edgar-eye';
import { sharedData } from '@ea/shared-data';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';

const SAMPLES = fileURLToPath(sharedData('edgar-index/'));

let shell: ProductShell;
let sourceDir: string;
let page: Page;

const ingest = () => shell.api.ok<{ files: { name: string; status: string }[] }>('POST', '/api/edgar-eye/ingest');
const rows = () => page.getByRole('table', { name: 'Search Filings' }).locator('tbody tr');
const company = () => page.getByLabel('Company', { exact: true });
const column = async (index: number) => (await rows().all()).map((row) => row.locator('td').nth(index).textContent());

beforeAll(async () => {
  sourceDir = await mkdtemp(join(tmpdir(), 'edgar-e2e-'));
  for (const sample of ['master.20200103.idx', 'form.20200318.idx', 'company_tickers.json']) {
    await copyFile(join(SAMPLES, sample), join(sourceDir, sample));
  }
  shell = await startProductShell({ EDGAR_DIRECTORY: sourceDir });
  const files = await ingest();
  expect(files.files.map((file) => file.status)).toEqual(['ingested', 'ingested', 'ingested']);
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, '/edgar-eye/search-filings');
  await page.setViewportSize({ width: 1366, height: 900 });
});

afterAll(async () => {
  await shell?.close();
  await rm(sourceDir, { recursive: true, force: true });
});

describe('EdgarEye search', () => {
  it('finds filings by a name prefix, keeping the search in the URL across a reload', async () => {
    await company().fill('core lab');
    await page.waitForURL((url) => url.searchParams.get('q') === 'core lab');
    await expect
      .poll(async () => Promise.all(await column(1)))
      .toEqual(['CORE LABORATORIES N V', 'CORE LABORATORIES N V', 'CORE LABORATORIES N V', 'CORE LABORATORIES N V']);
    await page.reload();
    await expect.poll(async () => (await Promise.all(await column(1))).length).toBe(4);
    expect(await company().inputValue()).toBe('core lab');
  });

  it('picks a company from the type-ahead, which searches by its CIK', async () => {
    await page.goto(`${shell.url}/edgar-eye/search-filings`);
    await company().fill('MSFT');
    await page
      .getByRole('listbox', { name: 'Companies' })
      .getByRole('option', { name: /MICROSOFT CORP/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('cik') === '789019' && !url.searchParams.has('q'));
    await expect.poll(() => page.getByLabel('CIK', { exact: true }).inputValue()).toBe('789019');
    await expect.poll(async () => new Set(await Promise.all(await column(1)))).toEqual(new Set(['MICROSOFT CORP']));
  });

  it('searches by a CIK typed with its zeros, and by keyboard in the type-ahead', async () => {
    await page.goto(`${shell.url}/edgar-eye/search-filings`);
    await page.getByLabel('CIK', { exact: true }).fill('0000789019');
    await page.waitForURL((url) => url.searchParams.get('cik') === '789019');
    await expect.poll(async () => new Set(await Promise.all(await column(1)))).toEqual(new Set(['MICROSOFT CORP']));
    await page.reload();
    await expect.poll(async () => new Set(await Promise.all(await column(1)))).toEqual(new Set(['MICROSOFT CORP']));
    expect(await page.getByLabel('CIK', { exact: true }).inputValue()).toBe('789019');

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => !url.searchParams.has('cik'));
    await company().fill('MSFT');
    await page.getByRole('listbox', { name: 'Companies' }).getByRole('option').first().waitFor();
    await company().press('ArrowDown');
    await company().press('Enter');
    await page.waitForURL((url) => url.searchParams.has('cik') && !url.searchParams.has('q'));
  });

  it('filters a form type and its amendments over a custom range', async () => {
    const query = 'form=SC%2013G&range=Custom%20Range&from=2020-03-18&to=2020-03-18&size=50';
    const expected = await shell.api.ok<{ total: number }>('GET', `/api/edgar-eye/filings?${query}`);
    expect(expected.total).toBeGreaterThan(10);
    await page.goto(`${shell.url}/edgar-eye/search-filings?${query}`);
    await expect.poll(async () => (await Promise.all(await column(3))).length).toBe(expected.total);
    const forms = new Set(await Promise.all(await column(3)));
    expect([...forms].every((form) => form === 'SC 13G' || form === 'SC 13G/A')).toBe(true);
    expect(new Set(await Promise.all(await column(0)))).toEqual(new Set(['Mar 18, 2020']));
    expect(await page.getByLabel('Date filed').inputValue()).toBe('Custom Range');
    expect(await page.getByLabel('From').inputValue()).toBe('2020-03-18');
    await page.screenshot({ path: join(screenshotDir, 'edgar-eye-search-criteria.png') });
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Filers' }).waitFor();
    // The source directory holds index files only: the submission itself is not there.
    await page.getByRole('button', { name: 'Download submission' }).click();
    await page.getByRole('alert').filter({ hasText: ErrorMessages.fileNotAvailable }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'edgar-eye-search.png'), fullPage: true });
  });
});

describe('EdgarEye alerts', () => {
  it('tracks a CIK once, and says so the second time', async () => {
    await page.goto(`${shell.url}/edgar-eye/my-alerts`);
    const form = page.getByRole('form', { name: 'Add an alert' });
    await form.getByLabel(/^Company or CIK/).fill('tesla');
    await page.getByRole('listbox', { name: 'Companies' }).getByRole('option', { name: /Tesla/ }).first().waitFor();
    await page.screenshot({ path: join(screenshotDir, 'edgar-eye-alert-form.png') });
    await form.getByLabel(/^Company or CIK/).fill('1318605');
    await form.getByRole('button', { name: 'Add alert' }).click();
    await toast(page, SuccessMessages.alertSaved).waitFor();
    await page.getByRole('table', { name: 'Tracked companies' }).getByText('0001318605').waitFor();
    await form.getByLabel(/^Company or CIK/).fill('1318605');
    await form.getByRole('button', { name: 'Add alert' }).click();
    await toast(page, ServerCodes.alertexists).waitFor();
    expect(await form.getByLabel(/^Company or CIK/).inputValue()).toBe('1318605');

    await page.getByRole('button', { name: 'Edit the alert on Tesla, Inc.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit alert' });
    await dialog.getByLabel('Notify me by e-mail').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const tracked = page.getByRole('table', { name: 'Tracked companies' });
    await expect.poll(() => tracked.locator('tbody tr td').nth(3).textContent()).toBe('On');
  });

  it('tells the page at once, without a reload, when a tracked company files', async () => {
    const today = edgarToday();
    const compact = today.replaceAll('-', '');
    await writeFile(
      join(sourceDir, `master.${compact}.idx`),
      [
        'Description:           Daily Index of EDGAR Dissemination Feed',
        '',
        'CIK|Company Name|Form Type|Date Filed|File Name',
        '-'.repeat(80),
        `1318605|Tesla, Inc.|8-K|${compact}|edgar/data/1318605/0000950170-26-900001.txt`,
        `789019|MICROSOFT CORP|10-Q|${compact}|edgar/data/789019/0000950170-26-900002.txt`,
        '',
      ].join('\n'),
    );
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await ingest();
    const shownDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    await toast(page, `Tesla, Inc. filed 8-K on ${shownDate}`).waitFor();
    await page.getByRole('table', { name: 'Filings of tracked companies' }).getByText('0000950170-26-900001').waitFor();
    const badge = page.getByRole('navigation', { name: 'Main menu' }).getByTestId('unseen-alerts');
    await expect.poll(() => badge.textContent()).toBe('1 unread');
    expect(loads).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'edgar-eye-alerts.png'), fullPage: true });
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => badge.count()).toBe(0);
  });

  it("grows today's filings live as EDGAR publishes", async () => {
    const today = edgarToday();
    const compact = today.replaceAll('-', '');
    await page.goto(`${shell.url}/edgar-eye/today`);
    const table = page.getByRole('table', { name: "Today's Filings" });
    await table.getByText('MICROSOFT CORP').waitFor();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await writeFile(
      join(sourceDir, `form.${compact}.idx`),
      [
        'Form Type   Company Name                                                  CIK         Date Filed  File Name',
        '-'.repeat(100),
        `S-1         NEW ISSUER CORP${' '.repeat(47)}1999999     ${compact}    edgar/data/1999999/0001999999-26-000001.txt`,
        '',
      ].join('\n'),
    );
    await ingest();
    await table.getByText('NEW ISSUER CORP').waitFor();
    expect(loads).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'edgar-eye-today.png'), fullPage: true });
  });
});
