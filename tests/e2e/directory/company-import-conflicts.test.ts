import { readFile } from 'node:fs/promises';
import { DirectoryErrors } from '@ea/contracts/directory';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from '../shell/support/screen-fit.ts';
import { choose, signedInPage } from './support/browser-steps.ts';
import { companyWorkbook, type SampleRow } from './support/company-workbook.ts';

// A companies file naming companies already there: the same name, another name, a CIK repeated
// within the file, another client's CIK; then the same companies in the update mode.
const CHANNEL = 'Conflict Filers';
const APPLE = '0000320193';
const MICROSOFT = '0000789019';
const OTHERS = '0001111111';

let shell: ProductShell;
let page: Page;
let microsoftId: number;

const row = (name: string, ticker: string, cik: string, sic = ''): SampleRow => ({ name, ticker, cik, cid: '', sic, cusip: '' });

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel(CHANNEL, { mapped: false });
  const otherChannelId = await shell.api.createChannel('Other Client', { mapped: false });
  await shell.api.ok('POST', '/api/company', { name: 'Apple Inc.', ticker: 'AAPL', cik: APPLE, channelId });
  microsoftId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Microsoft Corporation', ticker: 'MSFT', cik: MICROSOFT, channelId })
  ).id;
  await shell.api.ok('POST', '/api/company', { name: 'Hidden Holdings', ticker: 'HIDE', cik: OTHERS, channelId: otherChannelId });
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, '/companies/bulk-import');
});

afterAll(async () => {
  await shell?.close();
});

/**
 * The run card's counts. The finished message moves the card to Completed at once; the counts come
 * with the run's answer read right after, so they are awaited.
 */
async function expectCounts(counts: Record<'created' | 'updated' | 'skipped' | 'failed', number>): Promise<void> {
  const shown = () =>
    Promise.all(Object.keys(counts).map(async (name) => [name, Number(await page.locator(`[data-count="${name}"]`).textContent())]));
  await expect.poll(async () => Object.fromEntries(await shown())).toEqual(counts);
}

/** Uploads the rows into the channel with the modes asked for and waits for the run to complete. */
async function runImport(fileName: string, rows: SampleRow[], updateExisting: boolean): Promise<void> {
  await page.goto(`${shell.url}/companies/bulk-import`);
  await choose(page, 'Channel', CHANNEL);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: await companyWorkbook(rows) });
  await page.getByText(fileName).first().waitFor();
  await page.getByLabel(/Import valid rows/).check();
  const update = page.getByLabel(/Update existing companies/);
  if (updateExisting) await update.check();
  else expect(await update.isChecked()).toBe(false);
  await page.getByRole('button', { name: 'Start Import' }).click();
  await page.waitForURL(/run=/);
  // The progress card's badge (past runs have badges of their own), once its counts are final.
  const progress = page.locator('.section-card', { has: page.getByRole('heading', { name: 'Progress' }) });
  await progress.locator('.run-card__outcome').waitFor({ timeout: 30_000 });
  expect(await progress.locator('.run-status').textContent()).toBe('Completed');
  expect(await progress.locator('.run-card__file').textContent()).toBe(fileName);
}

/** The downloaded report's lines below its header. */
async function downloadedReport(): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Error Report' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe('Row,Name,Ticker,CIK,CID,SIC,CUSIP,Outcome,Errors');
  expect(lines.pop()).toBe('');
  return lines;
}

describe('a companies file naming companies already there', () => {
  it('counts and reports each row: already there, a conflict, a repeat within the file, and another client’s CIK created', async () => {
    await runImport(
      'conflicts.xlsx',
      [
        row('APPLE  inc.', 'AAPL', APPLE),
        row('Microsoft Corp', 'MSFT', MICROSOFT),
        row('Newco', 'NEW', '0000000004'),
        row('Newco', 'NEW', '0000000004'),
        row('Mine Too', 'MINE', OTHERS),
      ],
      false,
    );
    await expectCounts({ created: 2, updated: 0, skipped: 1, failed: 2 });
    const lines = await downloadedReport();
    expect(lines).toEqual([
      `2,APPLE  inc.,AAPL,${APPLE},,,,Already there,`,
      `3,Microsoft Corp,MSFT,${MICROSOFT},,,,Error,CIK: ${DirectoryErrors.importIdentifierTaken('cik', MICROSOFT, 'Microsoft Corporation')}`,
      `5,Newco,NEW,0000000004,,,,Error,CIK: ${DirectoryErrors.importRepeatedIdentifier(5, 'cik', 4)}`,
    ]);
    expect(lines.join('\n')).not.toContain('Hidden Holdings');
    await page
      .getByRole('table', { name: 'Past runs' })
      .getByRole('row', { name: /conflicts\.xlsx/ })
      .waitFor();
  });

  it('updates the named companies in the update mode, counting and listing them as updated', async () => {
    await runImport('updates.xlsx', [row('Microsoft Corp.', 'MSFT', MICROSOFT, '7372'), row('Apple Inc.', 'AAPL', APPLE)], true);
    await expectCounts({ created: 0, updated: 1, skipped: 1, failed: 0 });
    expect(await downloadedReport()).toEqual([
      `2,Microsoft Corp.,MSFT,${MICROSOFT},,7372,,Updated,`,
      `3,Apple Inc.,AAPL,${APPLE},,,,Already there,`,
    ]);
    expect(await shell.api.ok<{ name: string; sic: string }>('GET', `/api/company/${microsoftId}`)).toMatchObject({
      name: 'Microsoft Corp.',
      sic: '7372',
    });
    const past = page.getByRole('table', { name: 'Past runs' }).getByRole('row', { name: /updates\.xlsx/ });
    await past.waitFor();
    expect(await past.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['updates.xlsx', '2', '0', '1', '1', '0']));
  });

  it.each(DESKTOP_WIDTHS)('shows the finished run, its counts, its report and the past runs within %i px', async (width) => {
    const progress = page.locator('.section-card', { has: page.getByRole('heading', { name: 'Progress' }) });
    await expectFitsAt(page, width, 'company-import-conflicts', [
      progress.locator('[data-count="updated"]'),
      page.getByRole('button', { name: 'Download Error Report' }),
      page.getByRole('table', { name: 'Past runs' }),
    ]);
  });
});
