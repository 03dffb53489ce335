import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Module } from '@ea/contracts';
import { PROJECT_MESSAGES, type ValidatorCompanyPage } from '@ea/contracts/validator';
import { sharedData } from '@ea/shared-data';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, fieldError, screenshotDir, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';

const SAMPLE = fileURLToPath(sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/'));
const INLINE = join(SAMPLE, 'aapl-20250329.htm');
const INSTANCE = join(SAMPLE, 'aapl-20250329_htm.xml');
const PREPARER = 'validator-preparer@ea-e2e.test';
const COMPANY = 'Apple Inc.';

let shell: ProductShell;
let page: Page;

const shot = (name: string) => page.screenshot({ path: join(screenshotDir, name), fullPage: true });

/** Remembers in the page whether a validation progress bar was ever on screen. */
const WATCH_FOR_PROGRESS = `(() => {
  const seen = () => document.querySelector('[role="progressbar"][aria-label="Validation progress"]') !== null;
  window.__progressSeen = seen();
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    window.__progressSeen = true;
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true });
})()`;

/** How far the page is wider than the window (0: no sideways scrolling). */
const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

async function validate(file: string): Promise<void> {
  const previousRun = new URL(page.url()).searchParams.get('runId');
  await page.evaluate(WATCH_FOR_PROGRESS);
  await page.getByLabel(/^Filing/).setInputFiles(file);
  await page
    .getByRole('form', { name: 'Validate a filing' })
    .getByText(file.split('/').at(-1) ?? '')
    .waitFor();
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.has('runId') && url.searchParams.get('runId') !== previousRun);
  // The new run shows its progress from the upload's answer on, in place of the run shown before.
  await expect.poll(() => page.evaluate('window.__progressSeen === true')).toBe(true);
  // Once it has ended (passed or failed), its log is offered.
  await page.getByRole('button', { name: 'Download log' }).waitFor({ timeout: 90_000 });
}

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Cupertino Filings');
  await shell.api.ok('POST', '/api/company', { name: COMPANY, ticker: 'AAPL', cik: '0000320193', cid: 'AAPL1', channelId });
  await shell.api.createActiveUser({ email: PREPARER, roles: ['Preparer'], products: [Module.validator], channelId });
  // The Validator learns companies from the directory's events: wait (bounded) until it knows this one.
  const deadline = Date.now() + 20_000;
  while ((await shell.api.ok<ValidatorCompanyPage>('GET', '/api/validator/companies?q=apple')).total === 0) {
    if (Date.now() > deadline) throw new Error('the Validator never heard of the company');
    await new Promise((done) => setTimeout(done, 200));
  }
  page = await signedInPage(shell, PREPARER, PASSWORD, '/validator/validatorcompanies');
});

afterAll(async () => {
  await shell?.close();
});

describe('the Validator', () => {
  it('lists the preparer’s companies and opens one’s projects', async () => {
    const table = page.getByRole('table', { name: 'Validator Companies' });
    await table.getByRole('link', { name: `Projects of ${COMPANY}` }).waitFor();
    expect(await table.locator('tbody tr td').nth(1).textContent()).toBe('0000320193');
    await shot('validator-companies.png');
    await table.getByRole('link', { name: `Projects of ${COMPANY}` }).click();
    await page.waitForURL((url) => url.pathname === '/validator/projectlist' && url.searchParams.has('companyId'));
    await page.getByText('No projects yet').waitFor();
  });

  it('creates a project, showing the spec messages on an empty save first', async () => {
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect.poll(() => fieldError(page, 'Project name').textContent()).toBe(PROJECT_MESSAGES.name);
    await expect.poll(() => fieldError(page, 'Form Description').textContent()).toBe(PROJECT_MESSAGES.formDescription);
    await expect.poll(() => fieldError(page, 'Method').textContent()).toBe(PROJECT_MESSAGES.method);
    await shot('validator-project-messages.png');
    await field(page, 'Project name').fill('Q2 FY25 10-Q');
    await field(page, 'Form Description').selectOption('10-Q');
    await field(page, 'Method').selectOption('ixbrl');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project Q2 FY25 10-Q created').waitFor();
    await page.getByRole('table', { name: 'Validator Projects' }).getByRole('link', { name: 'Q2 FY25 10-Q' }).click();
    await page.getByRole('heading', { name: 'Q2 FY25 10-Q' }).waitFor();
  });

  it('validates the Inline XBRL filing with live progress, then shows its findings by severity with their locations', async () => {
    await validate(INLINE);
    const results = page.getByRole('region', { name: /^(Errors|Inconsistencies|Warnings|Info)$/ });
    await results.first().waitFor();
    const first = results.first().getByRole('button', { expanded: false }).first();
    const ruleId = (await first.locator('.validator-group__rule').textContent()) ?? '';
    expect(ruleId).not.toBe('');
    await first.click();
    const messages = page.getByRole('list', { name: `Messages of ${ruleId}` });
    await messages.getByRole('listitem').first().waitFor();
    expect(await messages.getByRole('listitem').first().getByText('File', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    await shot('validator-results.png');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download log' }).click()]);
    const log = await readFile((await download.path()) ?? '', 'utf8');
    expect(log).toContain(ruleId);
  });

  it('keeps every run in the history, newest first, and opens an earlier one', async () => {
    const firstRun = new URL(page.url()).searchParams.get('runId');
    await validate(INSTANCE);
    const history = page.getByRole('table', { name: 'Validation history' });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);
    expect(await history.locator('tbody tr').first().getByText('aapl-20250329_htm.xml').count()).toBe(1);
    await shot('validator-history.png');
    await history.getByRole('button', { name: /^Open the validation of aapl-20250329\.htm/ }).click();
    await page.waitForURL((url) => url.searchParams.get('runId') === firstRun);
    await expect.poll(() => history.locator('tbody tr').nth(1).getByText('Shown').count()).toBe(1);
  });
});
