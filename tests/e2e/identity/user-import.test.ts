import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Messages, Module } from '@ea/contracts';
import { writeSheet } from '@ea/workbook';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signedInAt } from '../shell/support/sign-in-form.ts';

const CHANNEL = 'Import Partners';
const EXISTING = 'already-here@ea-e2e.test';
const GOOD = ['imp.ann@ea-e2e.test', 'imp.bob@ea-e2e.test', 'imp.cy@ea-e2e.test'];
const ALREADY_IMPORTED = 'This file was already imported: showing that run. Nothing was imported twice.';

let shell: ProductShell;
let page: Page;
/** Socket.io websockets the page opened. */
const sockets: string[] = [];

/** The good rows and, spread among them, rows the user form would refuse, in the template's columns. */
function rows(): string[][] {
  const good = (email: string) => [email, email.split('@')[0]!, 'Imported', 'User', CHANNEL, 'Preparer', 'Library'];
  return [
    good(GOOD[0]!),
    ['not-an-email', 'nae', 'No', 'Email', CHANNEL, 'Preparer', 'Library'],
    good(GOOD[1]!),
    [EXISTING, 'again', 'Already', 'Here', CHANNEL, 'Preparer', 'Library'],
    ['no.last@ea-e2e.test', 'nolast', 'No', '', CHANNEL, 'Preparer', 'Library'],
    good(GOOD[2]!),
    ['no.role@ea-e2e.test', 'norole', 'No', 'Role', CHANNEL, 'NoSuchRole', 'Library'],
  ];
}

function usersWorkbook(): Promise<Buffer> {
  return writeSheet('Users', [['email', 'userName', 'firstName', 'lastName', 'channel', 'roles', 'products'], ...rows()]);
}

const count = (name: string) => page.locator(`[data-count="${name}"]`).textContent();

beforeAll(async () => {
  shell = await startProductShell();
  // The channel is known to identity once mapped; the existing user makes one row a duplicate.
  const channelId = await shell.api.createChannel(CHANNEL);
  await shell.api.createActiveUser({ email: EXISTING, channelId, products: [Module.library] });
  page = await signedInAt(shell, ADMIN.email, '/users', ADMIN.password);
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) sockets.push(socket.url());
  });
});

afterAll(async () => {
  await shell?.close();
});

describe('users bulk import', () => {
  it('is reached from the user list and refuses anything but an .xlsx before uploading it', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Bulk Import' }).click();
    await page.waitForURL(`${shell.url}/users/bulk-import`);
    await page.getByRole('heading', { name: 'Import Users' }).waitFor();

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    expect((await template).suggestedFilename()).toBe('users-import-template.xlsx');

    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from('email,userName\na@b.c,a\n') });
    await expect.poll(() => page.locator('.file-drop .field__error').textContent()).toBe(Messages.files.xlsxOnly);
    await file.setInputFiles({ name: 'users.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a workbook') });
    await expect.poll(() => page.locator('.file-drop .field__error').textContent()).toBe(Messages.files.xlsxOnly);
    expect((await shell.api.ok<{ items: unknown[] }>('GET', '/api/user/bulkImport')).items).toHaveLength(0);
  });

  it('imports the valid rows with live progress, reports the bad ones, mails each new user once, and nothing twice', async () => {
    const workbook = await usersWorkbook();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'new-users.xlsx', mimeType: 'application/octet-stream', buffer: workbook });
    await page.getByText('new-users.xlsx').first().waitFor();
    await page.getByLabel(/Import valid rows/).check();
    await page.getByRole('button', { name: 'Start Import' }).click();
    await page.waitForURL(/run=/);

    await page.locator('.run-status', { hasText: 'Completed' }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await count('done')).toBe(String(rows().length));
    expect(await count('failed')).toBe('4');
    expect(await count('created')).toBe('3');
    await page.getByText('3 users created, 4 rows failed.').waitFor();
    // The bar eases to its new width.
    await page.waitForTimeout(400);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(screenshotDir, 'users-import-1920.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(screenshotDir, 'users-import-1280.png'), fullPage: true });

    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Error Report' }).click();
    const csv = await readFile((await (await report).path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 4);
    expect(lines.find((line) => line.includes('not-an-email'))).toContain(Messages.user.emailInvalid);
    expect(lines.find((line) => line.includes(EXISTING))).toContain('Email Already Registered');
    expect(lines.find((line) => line.includes('no.last@'))).toContain(Messages.user.lastNameRequired);
    expect(lines.find((line) => line.includes('no.role@'))).toContain(Messages.user.roleRequired);
    for (const email of GOOD) expect(csv).not.toContain(email);

    for (const email of GOOD) expect(await shell.mail.count('activation', email), email).toBe(1);

    // The same file again: the earlier run answers, and no one is created or mailed twice.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'new-users.xlsx', mimeType: 'application/octet-stream', buffer: workbook });
    expect(await page.getByLabel(/Import valid rows/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Start Import' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(ALREADY_IMPORTED, { exact: true }).waitFor();
    expect((await shell.api.ok<{ items: unknown[] }>('GET', '/api/user/bulkImport')).items).toHaveLength(1);
    await page
      .getByRole('table', { name: 'Past runs' })
      .getByRole('row', { name: /new-users\.xlsx/ })
      .waitFor();
    // Any mail the second upload could have caused is written within moments.
    await page.waitForTimeout(500);
    for (const email of GOOD) expect(await shell.mail.count('activation', email), email).toBe(1);

    // Progress came over the app's one realtime connection: the import screen opened none of its own.
    expect(sockets).toHaveLength(1);
  });

  it('lists the new users, awaiting activation through their email', async () => {
    await page.getByRole('link', { name: 'User List' }).first().click();
    await page.waitForURL(`${shell.url}/users`);
    await page.getByRole('searchbox', { name: 'Search User List' }).fill('imp.');
    await page.waitForURL(/filter=imp\./);
    // After the row checkboxes: the emails.
    await expect.poll(() => page.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual([...GOOD]);
    for (const email of GOOD) {
      const row = page.getByRole('row').filter({ hasText: email });
      // Created STAGED; the activation email moves them on to PROVISIONED until they choose a password.
      expect(await row.getByTitle(/^Identity status: PROVISIONED · Flag: Active/).textContent()).toBe('Invitation pending');
      expect(await row.textContent()).toContain(CHANNEL);
    }
    expect((await shell.api.ok<{ total: number }>('GET', '/api/user?filter=imp.')).total).toBe(3);
  });
});
