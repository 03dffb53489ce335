import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FILER_FIELD_NAMES, FilerMessages } from '@ea/contracts/directory';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { field, fieldError, signedInPage, toast } from './support/browser-steps.ts';

const CHANNEL = 'Cupertino Filings';
const COMPANY = 'Orchard Devices Inc';
const MEMBER = 'orchard.preparer@ea-e2e.test';

let shell: ProductShell;
let companyId: number;

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  const channelId = await shell.api.createChannel(CHANNEL);
  companyId = (await shell.api.ok<{ id: number }>('POST', '/api/company', { name: COMPANY, ticker: 'ORCH', cik: '0000320193', channelId }))
    .id;
  await shell.api.ok('POST', '/api/company', { name: 'Orchard Sister Co', ticker: 'ORSC', cid: 'ORSC1', channelId });
  await shell.api.createActiveUser({ email: MEMBER, channelId });
}, 180_000);

afterAll(async () => {
  await shell?.close();
});

/** The section card of the company page titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('section.section-card', { has: page.getByRole('heading', { level: 2, name: title }) });

describe.each([
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
])('the company page at $width px', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage({ url: shell.url, newPage: () => shell.newPage(viewport) }, ADMIN.email, ADMIN.password, '/companies');
  });

  afterAll(async () => {
    await page?.close();
  });

  it('lets the admin edit the filer details, each wrong value answered at its field', async () => {
    const year = viewport.width === 1920 ? '09-27' : '06-30';
    // Each width starts from a company without filer details.
    const cleared = Object.fromEntries(FILER_FIELD_NAMES.map((name) => [name, name.endsWith('Company') ? false : '']));
    await shell.api.ok('PUT', `/api/company/${companyId}`, { name: COMPANY, ticker: 'ORCH', cik: '0000320193', ...cleared });
    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    await page.getByRole('group', { name: 'Filer details' }).waitFor();

    await field(page, 'Fiscal year end').fill('02-30');
    await field(page, 'EIN').fill('94-24041');
    await field(page, 'Street 1').fill('One Orchard Way');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await expect.poll(() => fieldError(page, 'Fiscal year end').textContent()).toBe(FilerMessages.fiscalYearEndDate);
    expect(await fieldError(page, 'EIN').textContent()).toBe(FilerMessages.ein);
    expect(await fieldError(page, 'City').textContent()).toBe(FilerMessages.cityRequired);
    expect(await fieldError(page, 'ZIP code').textContent()).toBe(FilerMessages.zipRequired);

    await field(page, 'Fiscal year end').fill(year);
    await page.getByLabel('Filer category').selectOption('Large Accelerated Filer');
    await field(page, 'State of incorporation').fill('ca');
    await field(page, 'EIN').fill('94-2404110');
    await page.getByLabel('Emerging growth company').check();
    await field(page, 'City').fill('Cupertino');
    await page.getByLabel('State', { exact: true }).selectOption('CA');
    await field(page, 'ZIP code').fill('95014');
    await field(page, 'Phone').fill('(408) 996-1010');
    await page.screenshot({ path: join(screenshotDir, `company-form-filer-details-${viewport.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Update Company' }).click();
    await toast(page, 'Company Created/Updated Successfully').waitFor();
    await page.waitForURL(`${shell.url}/companies`);

    const saved = await shell.api.ok<Record<string, unknown>>('GET', `/api/company/${companyId}`);
    expect(saved).toMatchObject({
      fiscalYearEnd: year,
      filerCategory: 'Large Accelerated Filer',
      stateOfIncorporation: 'CA',
      ein: '94-2404110',
      emergingGrowthCompany: true,
      businessStreet1: 'One Orchard Way',
      businessCity: 'Cupertino',
      businessState: 'CA',
      businessZip: '95014',
    });
  });

  it('opens the company page from the list and shows the filer details, users, history and links', async () => {
    const year = viewport.width === 1920 ? 'September 27 (09-27)' : 'June 30 (06-30)';
    await page.goto(`${shell.url}/companies`);
    await page.getByRole('main').getByRole('link', { name: COMPANY, exact: true }).click();
    await page.waitForURL(`${shell.url}/company/${companyId}`);
    await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();

    const summary = page.getByRole('region', { name: 'Company summary' });
    await summary.getByText('0000320193').waitFor();
    await summary.getByText(CHANNEL).waitFor();
    await summary.getByText('Active', { exact: true }).waitFor();

    const filer = card(page, 'Filer details');
    await filer.getByText(year).waitFor();
    await filer.getByText('Large Accelerated Filer').waitFor();
    await filer.getByText('California (CA)').waitFor();
    await filer.getByText('94-2404110').waitFor();
    await filer.getByText('Cupertino, CA 95014').waitFor();

    await card(page, 'Users').getByText(MEMBER).waitFor();
    const history = card(page, 'History');
    await history.getByText('Edited').first().waitFor();
    await history.getByText('Added').waitFor();
    await history.getByText('Fiscal year end').first().waitFor();
    // The edit's flag reads as a word, not as stored.
    const flag = history.locator('.audit-changes__row', { hasText: 'Emerging growth company' }).first();
    expect(await flag.locator('.audit-changes__before').textContent()).toBe('No');
    expect(await flag.locator('.audit-changes__after').textContent()).toBe('Yes');
    expect(await history.getByText(ADMIN.email).count()).toBeGreaterThan(0);

    expect(await page.getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe(`/company/${companyId}/documents`);
    expect(await page.getByRole('link', { name: 'Filings on EDGAR' }).getAttribute('href')).toBe('/edgar-eye/search-filings?cik=320193');
    // The sister company's page is not linked from this one, nor its filer details shown.
    expect(await page.getByText('Orchard Sister Co').count()).toBe(0);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, `company-page-${viewport.width}.png`), fullPage: true });
  });
});
