import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Messages } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { choose, field, fieldError, screenshotDir, signedInPage, statValue, toast } from './support/browser-steps.ts';
import { companyWorkbook, type SampleRow, sampleRows } from './support/company-workbook.ts';
import { logoPng } from './support/png-image.ts';

const CHANNEL = 'Northwind Filings';
/** More than one batch of the import (1,000 rows), so progress moves in steps. */
const GOOD_ROWS = 2_500;
const BAD_ROWS: SampleRow[] = [
  { name: '', ticker: 'BADN', cik: '0000000042', cid: '', sic: '', cusip: '' },
  { name: 'Short Cik Co', ticker: 'BADC', cik: '12345', cid: '', sic: '', cusip: '' },
  { name: 'No Identifier Co', ticker: 'NOID', cik: '', cid: '', sic: '', cusip: '' },
];

let shell: ProductShell;
let page: Page;
let channelId: number;

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  // A second channel with a company of its own: what the first channel's users must not see.
  const otherChannelId = await shell.api.createChannel('Southbay Partners', { mapped: false });
  await shell.api.ok('POST', '/api/company', { name: 'Southbay Only Inc', ticker: 'SBAY', cid: 'SB1', channelId: otherChannelId });
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, '/dashboard');
});

afterAll(async () => {
  await shell?.close();
});

const shot = (name: string, target: Page = page) => target.screenshot({ path: join(screenshotDir, name), fullPage: true });

describe('channels', () => {
  it('refuses each bad logo with its message, shows the server’s verdict, then adds the channel with its logo', async () => {
    await page.goto(`${shell.url}/client/add`);
    await page.getByRole('button', { name: 'Add Channel' }).click();
    await expect.poll(() => fieldError(page, 'Client name').textContent()).toBe(Messages.client.nameRequired);

    const logo = page.locator('input[type="file"]');
    const logoError = page.locator('.file-drop .field__error');
    await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a-not-allowed') });
    await expect.poll(() => logoError.textContent()).toBe(Messages.files.imageType);
    const big = Buffer.concat([logoPng(), Buffer.alloc(2_097_152)]);
    await logo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => logoError.textContent()).toBe(Messages.files.imageSize);
    await logo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending to be a picture') });
    await expect.poll(() => logoError.textContent()).toBe(Messages.files.imageInvalid);

    // A PNG signature with nothing after it passes the browser's first look; the server checks deeper.
    await field(page, 'Client name').fill(CHANNEL);
    await logo.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: logoPng().subarray(0, 12) });
    await page.getByRole('button', { name: 'Add Channel' }).click();
    await toast(page, 'Unable to Add/Update Client').waitFor();
    await expect.poll(() => page.locator('.channel-form__logo > .field__error').textContent()).toBe(Messages.files.imageInvalid);

    await logo.setInputFiles({ name: 'northwind.png', mimeType: 'image/png', buffer: logoPng() });
    await page.getByRole('button', { name: 'Add Channel' }).click();
    await toast(page, 'Channel Added/Updated Successfully').waitFor();
    await page.waitForURL(`${shell.url}/client`);
    const row = page.getByRole('row', { name: new RegExp(CHANNEL) });
    await row.getByRole('img', { name: `${CHANNEL} logo` }).waitFor();
    expect(
      await row.getByRole('img', { name: `${CHANNEL} logo` }).evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(160);

    const channels = await shell.api.ok<{ items: { id: number; name: string; logoUrl: string | null }[] }>('GET', '/api/client');
    const added = channels.items.filter((channel) => channel.name === CHANNEL);
    expect(added).toHaveLength(1);
    expect(added[0]!.logoUrl).not.toBeNull();
    channelId = added[0]!.id;
    await shot('channel-list-with-logo.png');
  });
});

describe('companies', () => {
  it('shows every company message at its field, the duplicate CIK as a conflict, and adds the company', async () => {
    await page.goto(`${shell.url}/companies/add`);
    await page.getByRole('button', { name: 'Add Company' }).click();
    await expect.poll(() => fieldError(page, 'Company name').textContent()).toBe(Messages.company.nameRequired);
    expect(await fieldError(page, 'Ticker').textContent()).toBe(Messages.company.tickerRequired);
    expect(await fieldError(page, 'CIK').textContent()).toBe(Messages.company.cikOrCid);
    expect(await fieldError(page, 'CID').textContent()).toBe(Messages.company.cikOrCid);
    expect(await page.locator('.company-form__channel .field__error').textContent()).toBe(Messages.user.channelRequired);

    const cases: [string, string, string][] = [
      ['CIK', '12ab', Messages.company.digitsOnly],
      ['CIK', '12345', 'Plese enter 10 digits'],
      ['CID', 'AB-12', Messages.company.alphanumeric],
      ['SIC', '12', Messages.company.sicLength],
      ['SIC', 'ab', Messages.company.digitsOnly],
      ['CUSIP', '12345', Messages.document.cusipInvalid],
    ];
    for (const [label, value, message] of cases) {
      await field(page, label).fill(value);
      await page.getByRole('button', { name: 'Add Company' }).click();
      await expect.poll(() => fieldError(page, label).textContent()).toBe(message);
    }
    await shot('company-form-validation.png');

    await field(page, 'Company name').fill('Acme Holdings');
    await field(page, 'Ticker').fill('acme');
    await field(page, 'CIK').fill('0000320193');
    await field(page, 'CID').fill('');
    await field(page, 'SIC').fill('3571');
    await field(page, 'CUSIP').fill('037833100');
    await choose(page, 'Channel', CHANNEL);
    await page.getByRole('button', { name: 'Add Company' }).click();
    await toast(page, 'Company Created/Updated Successfully').waitFor();
    await page.waitForURL(`${shell.url}/companies`);
    await page
      .getByRole('row', { name: /Acme Holdings/ })
      .getByText('ACME', { exact: true })
      .waitFor();

    await page.goto(`${shell.url}/companies/add`);
    await field(page, 'Company name').fill('Acme Copy');
    await field(page, 'Ticker').fill('ACPY');
    await field(page, 'CIK').fill('0000320193');
    await choose(page, 'Channel', CHANNEL);
    await page.getByRole('button', { name: 'Add Company' }).click();
    const duplicate = 'A company with this CIK already exists in this channel';
    await expect.poll(() => fieldError(page, 'CIK').textContent()).toBe(duplicate);
    await toast(page, duplicate).waitFor();
    expect((await shell.api.ok<{ total: number }>('GET', `/api/company?client=${channelId}`)).total).toBe(1);
  });

  it('keeps the list parameters in the URL', async () => {
    await page.goto(`${shell.url}/companies`);
    await page.getByRole('searchbox', { name: 'Search Company List' }).fill('southbay');
    await page.waitForURL(/filter=southbay/);
    // The unfiltered rows stay until the filtered page replaces them: wait for Acme to go and the
    // table to settle, then the search's match must be there.
    await page
      .getByRole('row', { name: /Acme Holdings/ })
      .first()
      .waitFor({ state: 'detached', timeout: 5000 });
    await page.locator('table.data-table__table[aria-busy="false"]').waitFor();
    expect(await page.getByRole('row', { name: /Southbay Only Inc/ }).count()).toBe(1);
    await page.goto(`${shell.url}/companies?sort=name&order=desc&client=${channelId}`);
    await page.getByRole('row', { name: /Acme Holdings/ }).waitFor();
    expect(await page.getByRole('row', { name: /Southbay Only Inc/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: /Company name/ }).getAttribute('aria-sort')).toBe('descending');
    await shot('company-list.png');
  });

  it('edits a company, refuses to drop its CIK, deletes it after confirmation and restores it', async () => {
    await page.goto(`${shell.url}/companies?client=${channelId}`);
    await page.getByRole('link', { name: 'Edit Acme Holdings' }).click();
    await field(page, 'Company name').waitFor();
    expect(await field(page, 'Company name').inputValue()).toBe('Acme Holdings');
    await field(page, 'Company name').fill('Acme Holdings Inc');
    await field(page, 'CIK').fill('');
    await field(page, 'CID').fill('ACME1');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await expect.poll(() => fieldError(page, 'CIK').textContent()).toBe(Messages.company.cikRequired);
    await field(page, 'CIK').fill('0000320193');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await toast(page, 'Company Created/Updated Successfully').waitFor();
    await page.waitForURL(`${shell.url}/companies`);
    await page.getByRole('row', { name: /Acme Holdings Inc/ }).waitFor();

    await page.getByRole('button', { name: 'Delete Acme Holdings Inc' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Acme Holdings Inc and its documents move to deleted companies/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('row', { name: /Acme Holdings Inc/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Acme Holdings Inc' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Acme Holdings Inc was moved to deleted companies').waitFor();
    await page.getByRole('row', { name: /Acme Holdings Inc/ }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Deleted Companies' }).first().click();
    await page.waitForURL(`${shell.url}/deleted-companies`);
    await page.getByRole('button', { name: 'Restore Acme Holdings Inc' }).click();
    await toast(page, 'Acme Holdings Inc was restored').waitFor();
    await page.getByRole('row', { name: /Acme Holdings Inc/ }).waitFor({ state: 'detached' });
    const restored = await shell.api.ok<{ items: { name: string; cid: string | null; deletedAt: string | null }[] }>(
      'GET',
      `/api/company?client=${channelId}`,
    );
    expect(restored.items).toEqual([expect.objectContaining({ name: 'Acme Holdings Inc', cid: 'ACME1', deletedAt: null })]);
  });

  it('lists every change in the audit log with before and after values', async () => {
    await page.goto(`${shell.url}/companies/auditlog?type=company&search=Acme`);
    const table = page.getByRole('table', { name: 'Company Audit Log' });
    await table.getByRole('row', { name: /Restore/ }).waitFor();
    const actions = await table.locator('.audit-action').allTextContents();
    for (const action of ['Create', 'Update', 'Delete', 'Restore']) expect(actions).toContain(action);
    const update = table.getByRole('row', { name: /Update/ }).first();
    expect(await update.locator('.audit-changes__before').allTextContents()).toContain('Acme Holdings');
    expect(await update.locator('.audit-changes__after').allTextContents()).toContain('Acme Holdings Inc');
    await shot('company-audit-log.png');

    await page.goto(`${shell.url}/companies/auditlog?type=company&actionfilter=Delete&limit=30`);
    await table
      .getByRole('row', { name: /Delete/ })
      .first()
      .waitFor();
    expect(new Set(await table.locator('.audit-action').allTextContents())).toEqual(new Set(['Delete']));
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('30');
  });
});

describe('bulk import', () => {
  it('refuses anything but an .xlsx before uploading it', async () => {
    await page.goto(`${shell.url}/companies`);
    await page.getByRole('link', { name: 'Bulk Import' }).click();
    await page.waitForURL(`${shell.url}/companies/bulk-import`);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Ticker\nA,B\n') });
    await expect.poll(() => page.locator('.file-drop .field__error').textContent()).toBe(Messages.files.xlsxOnly);
    await file.setInputFiles({ name: 'companies.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a workbook') });
    await expect.poll(() => page.locator('.file-drop .field__error').textContent()).toBe(Messages.files.xlsxOnly);
    expect((await shell.api.ok<{ items: unknown[] }>('GET', '/api/bulkImport')).items).toHaveLength(0);
  });

  it('imports the valid rows of a sample file with live progress, an error report, and nothing twice', async () => {
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    expect((await template).suggestedFilename()).toBe('companies-import-template.xlsx');

    const rows = sampleRows(GOOD_ROWS, 1_000_000, BAD_ROWS);
    const workbook = await companyWorkbook(rows);
    await choose(page, 'Channel', CHANNEL);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sample-companies.xlsx', mimeType: 'application/octet-stream', buffer: workbook });
    await page.getByText('sample-companies.xlsx').first().waitFor();
    await page.getByLabel(/Import valid rows/).check();
    await page.getByRole('button', { name: 'Start Import' }).click();
    await page.waitForURL(/run=/);
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    // Catch the bar between its ends for the picture; a fast machine may finish before that.
    for (let polls = 0; polls < 600; polls++) {
      const percent = Number(await bar.getAttribute('aria-valuenow'));
      if (percent > 0 && percent < 100) {
        await shot('bulk-import-progress.png');
        break;
      }
      if (percent === 100) break;
      await page.waitForTimeout(50);
    }

    await page.locator('.run-status', { hasText: 'Completed' }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await page.locator('[data-count="done"]').textContent()).toBe(rows.length.toLocaleString('en-US'));
    expect(await page.locator('[data-count="failed"]').textContent()).toBe(String(BAD_ROWS.length));
    expect(await page.locator('[data-count="created"]').textContent()).toBe(GOOD_ROWS.toLocaleString('en-US'));
    // The bar eases to its new width.
    await page.waitForTimeout(400);
    await shot('bulk-import-finished.png');

    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Error Report' }).click();
    const csv = await readFile((await (await report).path())!, 'utf8');
    expect(csv).toContain(Messages.company.nameRequired);
    expect(csv).toContain('Plese enter 10 digits');
    expect(csv).toContain(Messages.company.cikOrCid);
    expect(csv).not.toContain('Imported Company 1,');

    // The same file again (the form keeps the channel and mode): the earlier run answers and no company is created twice.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sample-companies.xlsx', mimeType: 'application/octet-stream', buffer: workbook });
    expect(await page.getByLabel(/Import valid rows/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Start Import' }).click();
    await toast(page, 'This file was already imported: showing that run. Nothing was imported twice.').waitFor();
    expect((await shell.api.ok<{ total: number }>('GET', `/api/company?client=${channelId}`)).total).toBe(1 + GOOD_ROWS);
    expect((await shell.api.ok<{ items: unknown[] }>('GET', '/api/bulkImport')).items).toHaveLength(1);
    await page
      .getByRole('table', { name: 'Past runs' })
      .getByRole('row', { name: /sample-companies\.xlsx/ })
      .waitFor();
  });
});

describe('dashboard', () => {
  it('shows the new numbers with charts at 1280 and 1920 px', async () => {
    await page.goto(`${shell.url}/dashboard`);
    // The figures come with the page's first request; on a busy machine that can take longer than poll's default second.
    await expect.poll(() => statValue(page, 'Companies').textContent(), { timeout: 10_000 }).toBe((2 + GOOD_ROWS).toLocaleString('en-US'));
    expect(await statValue(page, 'Deleted companies').textContent()).toBe('0');
    expect(await statValue(page, 'Channels').textContent()).toBe('2');
    expect(await page.getByRole('img', { name: `Companies: Active ${(2 + GOOD_ROWS).toLocaleString('en-US')}, Deleted 0` }).count()).toBe(
      1,
    );
    expect(
      await page
        .getByRole('img', {
          name: `Rows in recent imports: Created ${GOOD_ROWS.toLocaleString('en-US')}, Already there 0, Failed ${BAD_ROWS.length}`,
        })
        .count(),
    ).toBe(1);
    // The import stands in the activity as its run, not as thousands of per-company entries.
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await activity.getByRole('listitem').filter({ hasText: 'sample-companies.xlsx' }).filter({ hasText: 'Bulk import' }).first().waitFor();
    expect(await activity.getByText(/Imported Company/).count()).toBe(0);
    await page
      .getByRole('note')
      .getByText(/documents by rendering status, recent documents, filings due/)
      .waitFor();
    await shot('dashboard-1280.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shot('dashboard-1920.png');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('brands a channel user’s screens with the channel logo and counts only that channel’s companies', async () => {
    const email = 'north.user@example.com';
    await shell.api.createActiveUser({ email, channelId });
    const userPage = await signedInPage(shell, email, PASSWORD, '/dashboard');
    const logo = userPage.locator('.top-bar').getByRole('img', { name: `${CHANNEL} logo` });
    await logo.waitFor();
    expect(await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(160);
    await expect.poll(() => statValue(userPage, 'Companies').textContent()).toBe((1 + GOOD_ROWS).toLocaleString('en-US'));
    expect(await userPage.locator('[data-stat="Channels"]').count()).toBe(0);
    await shot('dashboard-channel-user.png', userPage);
  });
});

describe('company management feature', () => {
  it('shows a user without Feature_CompanyManagement no control to add, import, edit, delete or restore companies, nor the audit log', async () => {
    const doomed = await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name: 'Viewer Deleted Co',
      ticker: 'VDC',
      cid: 'VDC1',
      channelId,
    });
    await shell.api.ok('DELETE', `/api/company/${doomed.id}`);
    await shell.api.createRole('Company Viewer', []);
    await shell.api.createActiveUser({ email: 'viewer@example.com', channelId, roles: ['Company Viewer'] });
    const viewer = await signedInPage(shell, 'viewer@example.com', PASSWORD, '/companies');
    const main = viewer.getByRole('main');
    await viewer.goto(`${shell.url}/companies?filter=Acme`);
    await main.getByRole('row', { name: /Acme Holdings Inc/ }).waitFor();
    expect(await main.getByRole('link', { name: 'Add Company' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Bulk Import' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(await main.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    const menu = viewer.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Add Company' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);

    await main.getByRole('link', { name: 'Deleted Companies' }).click();
    await main.getByRole('row', { name: /Viewer Deleted Co/ }).waitFor();
    expect(await main.getByRole('button', { name: /^Restore / }).count()).toBe(0);
    for (const refused of ['/companies/add', '/companies/bulk-import', '/companies/auditlog']) {
      await viewer.goto(`${shell.url}${refused}`);
      await viewer.waitForURL(`${shell.url}/not-found`);
    }
    await shot('company-list-without-management.png', viewer);

    // The seeded Preparer role manages companies: the same screen offers its controls.
    await shell.api.createActiveUser({ email: 'north.preparer@example.com', channelId });
    const preparer = await signedInPage(shell, 'north.preparer@example.com', PASSWORD, '/companies');
    await preparer.getByRole('main').getByRole('link', { name: 'Add Company' }).waitFor();
    await preparer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).waitFor();
  });
});
