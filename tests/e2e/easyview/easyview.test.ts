import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Module } from '@ea/contracts';
import type { ValidatorCompanyPage } from '@ea/contracts/validator';
import { sharedData } from '@ea/shared-data';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, screenshotDir, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';

const INLINE = fileURLToPath(sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm'));
const READER = 'easyview-reader@ea-e2e.test';
const COMPANY = 'Apple Inc.';
const PROJECT = 'Q2 FY25 10-Q';

let shell: ProductShell;
let page: Page;

const shot = (name: string) => page.screenshot({ path: join(screenshotDir, name), fullPage: true });

/** How far the page is wider than the window (0: no sideways scrolling). */
const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

/** The facts the list says it shows ("812 facts", "37 of 812 facts"). */
async function shownFacts(): Promise<number> {
  const text = (await page.locator('.viewer-facts__count').textContent()) ?? '';
  return Number(text.split(' ')[0]?.replaceAll(',', ''));
}

/** A style the viewer set on an element of the filing (the chosen fact's outline, a fact's). */
type Styled = { style: Record<string, string> };
const inlineStyle = (element: Locator, property: string) =>
  element.evaluate((node, name) => (node as unknown as Styled).style[name], property);

const filing = (): FrameLocator => page.frameLocator('iframe[title^="Filing"]');

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Cupertino Readers');
  await shell.api.ok('POST', '/api/company', { name: COMPANY, ticker: 'AAPL', cik: '0000320193', cid: 'AAPL1', channelId });
  await shell.api.createActiveUser({ email: READER, roles: ['Preparer'], products: [Module.easyview], channelId });
  // EAsyView learns companies from the directory's events: wait (bounded) until it knows this one.
  const deadline = Date.now() + 20_000;
  while ((await shell.api.ok<ValidatorCompanyPage>('GET', '/api/easyview/companies?q=apple')).total === 0) {
    if (Date.now() > deadline) throw new Error('EAsyView never heard of the company');
    await new Promise((done) => setTimeout(done, 200));
  }
  page = await signedInPage(shell, READER, PASSWORD, '/easyview/easyviewcompanies');
});

afterAll(async () => {
  await shell?.close();
});

describe('EAsyView', () => {
  it('creates a project for the reader’s company', async () => {
    const table = page.getByRole('table', { name: 'EAsyView Companies' });
    await table.getByRole('link', { name: `Projects of ${COMPANY}` }).click();
    await page.waitForURL((url) => url.pathname === '/easyview/projectlist' && url.searchParams.has('companyId'));
    await page.getByText('No projects yet').waitFor();
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await field(page, 'Project name').fill(PROJECT);
    await field(page, 'Form Description').selectOption('10-Q');
    await field(page, 'Method').selectOption('ixbrl');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, `Project ${PROJECT} created`).waitFor();
    await page.getByRole('table', { name: 'EAsyView Projects' }).getByRole('link', { name: PROJECT }).click();
    await page.getByRole('heading', { name: PROJECT }).waitFor();
  });

  it('uploads the Inline XBRL filing and follows it until it can be viewed', async () => {
    await page.getByLabel(/^Filing/).setInputFiles(INLINE);
    await page.getByRole('form', { name: 'Upload a filing' }).getByText('aapl-20250329.htm').waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('runId'));
    await page.getByRole('link', { name: 'Open viewer' }).waitFor({ timeout: 90_000 });
    expect(await page.getByRole('table', { name: 'Upload history' }).locator('tbody tr').count()).toBe(1);
    await shot('easyview-project.png');
  });

  it('shows the document beside its facts, with the tagged facts outlined', async () => {
    await page.getByRole('link', { name: 'Open viewer' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/projects/view') && url.searchParams.has('runId'));
    await page.getByRole('list', { name: 'Facts' }).getByRole('button').first().waitFor({ timeout: 30_000 });
    // A filing opens with its hidden cover facts: the first fact the reader sees.
    const first = filing().locator('[data-fact]:visible').first();
    await first.waitFor();
    expect(await inlineStyle(first, 'outlineStyle')).toBe('solid');
    expect(await shownFacts()).toBeGreaterThan(100);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('filters the fact list by concept and dimensions', async () => {
    const all = await shownFacts();
    await field(page, 'Concept or label').fill('revenue');
    await expect.poll(shownFacts).toBeLessThan(all);
    const revenue = await shownFacts();
    expect(revenue).toBeGreaterThan(0);
    await field(page, 'Dimensions').selectOption('none');
    await expect.poll(shownFacts).toBeLessThan(revenue);
    expect(await shownFacts()).toBeGreaterThan(0);
  });

  it('opens a fact from the list into its details and to its place in the document, and one from the document', async () => {
    const facts = page.getByRole('list', { name: 'Facts' });
    // Chosen from the keyboard: the list's rows are buttons.
    await facts.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Fact details' });
    // The list was narrowed to revenue: the fact's concept (or its label) says so.
    await details
      .getByText(/revenue/i)
      .first()
      .waitFor();
    await details.getByText('Period', { exact: true }).waitFor();
    expect(await details.getByText('Decimals', { exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        filing()
          .locator('[data-fact]')
          .evaluateAll((nodes) => (nodes as unknown as Styled[]).filter((node) => node.style.outlineWidth === '2px').length),
      )
      .toBe(1);
    await shot('easyview-viewer-fact.png');

    // Clearing the filters brings every fact back; a click on a tagged value in the document chooses it in the list.
    await field(page, 'Concept or label').fill('');
    await field(page, 'Dimensions').selectOption('');
    const tagged = filing().locator('[data-fact]:visible').nth(40);
    const id = await tagged.getAttribute('data-fact');
    await tagged.click();
    await expect.poll(() => facts.locator('[aria-pressed="true"]').count()).toBe(1);
    expect(id).not.toBeNull();
    expect(await inlineStyle(filing().locator(`[data-fact="${id}"]`), 'outlineWidth')).toBe('2px');
  });

  it('highlights the untagged numbers in review mode, steps through them, and restores the document when off', async () => {
    const marks = filing().locator('mark[data-untagged]');
    await page.getByRole('button', { name: 'Review mode' }).click();
    const count = page.locator('.viewer-review__count');
    await count.getByText(/untagged numbers?/).waitFor();
    const found = Number(((await count.textContent()) ?? '').split(' ')[0]?.replaceAll(',', ''));
    expect(found).toBeGreaterThan(0);
    expect(await marks.count()).toBe(found);
    // No mark is inside a tagged fact.
    expect(await filing().locator('[data-fact] mark[data-untagged]').count()).toBe(0);
    await page.getByRole('button', { name: 'Next untagged number' }).click();
    await count.getByText(`1 of ${found}`, { exact: false }).waitFor();
    await shot('easyview-review-mode.png');
    await page.getByRole('button', { name: 'Review mode on' }).click();
    await expect.poll(() => marks.count()).toBe(0);
  });

  it('lists the upload and the viewing in the module’s audit log', async () => {
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL((url) => url.pathname === '/easyview/auditlog');
    const table = page.getByRole('table', { name: 'EAsyView Audit Log' });
    await table.getByText('Filing uploaded').waitFor();
    await table.getByText('Filing viewed').waitFor();
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    await shot('easyview-audit-log.png');
  });
});
