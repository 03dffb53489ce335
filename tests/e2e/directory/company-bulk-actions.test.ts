import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Company, type CompanyPage, DirectoryErrors } from '@ea/contracts/directory';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from '../shell/support/screen-fit.ts';
import { signedInPage } from './support/browser-steps.ts';

const NORTH = 'Bulkwise North';
const SOUTH = 'Bulkwise South';
/** Eleven companies: one more than the first page of ten holds. */
const NAMES = Array.from({ length: 11 }, (_, i) => `Bulkwise ${String(i + 1).padStart(2, '0')}`);
const TAKEN_CIK = '0000900003';

let shell: ProductShell;
let page: Page;
let north: number;
let south: number;

const companyNamed = async (name: string, deleted = false): Promise<Company | undefined> =>
  (
    await shell.api.ok<CompanyPage>('GET', `/api/${deleted ? 'deleted-companies' : 'company'}?size=100&filter=${encodeURIComponent(name)}`)
  ).items.find((company) => company.name === name);

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  north = await shell.api.createChannel(NORTH);
  south = await shell.api.createChannel(SOUTH);
  for (const [i, name] of NAMES.entries()) {
    const cik = i === 2 ? TAKEN_CIK : `00009000${String(i + 10).padStart(2, '0')}`;
    await shell.api.ok('POST', '/api/company', { name, ticker: `BW${i + 1}`, cik, channelId: north });
  }
  // The third company's CIK is already taken in the south channel.
  await shell.api.ok('POST', '/api/company', { name: 'Southern Holder', ticker: 'SHLD', cik: TAKEN_CIK, channelId: south });
  page = await signedInPage(
    { url: shell.url, newPage: () => shell.newPage({ width: 1280, height: 800 }) },
    ADMIN.email,
    ADMIN.password,
    '/companies',
  );
}, 180_000);

afterAll(async () => {
  await shell?.close();
});

const checkbox = (name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
const bar = () => page.getByRole('region', { name: 'Selected companies' });
const outcome = () => page.getByRole('region', { name: 'Result of the last action' });

describe('company bulk actions at 1280 px', () => {
  it('keeps the selection across pages and deletes the selected companies after a confirmation naming how many', async () => {
    await page.goto(`${shell.url}/companies?filter=Bulkwise`);
    await checkbox(NAMES[0]!).check();
    await page.getByRole('button', { name: 'Next page' }).click();
    await checkbox(NAMES[10]!).check();
    await bar().getByText('2 selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    expect(await checkbox(NAMES[0]!).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete companies' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('The 2 selected companies');
    // Nothing happens before the answer.
    expect(await companyNamed(NAMES[0]!)).toBeDefined();
    await dialog.getByRole('button', { name: 'Delete 2' }).click();

    await outcome().getByText('2 companies deleted', { exact: true }).waitFor();
    expect(await companyNamed(NAMES[0]!)).toBeUndefined();
    expect(await companyNamed(NAMES[10]!)).toBeUndefined();
    expect((await companyNamed(NAMES[0]!, true))?.deletedAt).not.toBeNull();
    expect(await companyNamed(NAMES[1]!)).toBeDefined();
    await expect.poll(() => checkbox(NAMES[0]!).count()).toBe(0);
    expect(await bar().count()).toBe(0);
  });

  it('restores them together from the deleted companies', async () => {
    await page.goto(`${shell.url}/deleted-companies?filter=Bulkwise`);
    await checkbox(NAMES[0]!).check();
    await checkbox(NAMES[10]!).check();
    await bar().getByRole('button', { name: 'Restore' }).click();
    await outcome().getByText('2 companies restored', { exact: true }).waitFor();
    expect((await companyNamed(NAMES[0]!))?.deletedAt).toBeNull();
    expect((await companyNamed(NAMES[10]!))?.deletedAt).toBeNull();
    await expect.poll(() => checkbox(NAMES[0]!).count()).toBe(0);
  });

  it('moves companies to another channel and lists the one refused with its reason', async () => {
    await page.goto(`${shell.url}/companies?filter=Bulkwise`);
    await checkbox(NAMES[1]!).check();
    await checkbox(NAMES[2]!).check();
    await bar().getByRole('button', { name: 'Move to channel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to another channel' });
    await dialog.getByLabel(/^Channel/).selectOption({ label: SOUTH });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();

    await outcome().getByText(`1 company moved to ${SOUTH}, 1 refused`, { exact: true }).waitFor();
    expect(await outcome().getByRole('list', { name: 'Refused' }).textContent()).toBe(
      `${NAMES[2]}: ${DirectoryErrors.identifierTaken('cik')}`,
    );
    expect((await companyNamed(NAMES[1]!))?.channelId).toBe(south);
    expect((await companyNamed(NAMES[2]!))?.channelId).toBe(north);
    // The channel column follows the move.
    await expect.poll(() => page.getByRole('row').filter({ hasText: NAMES[1]! }).textContent()).toContain(SOUTH);

    // Nothing overflows at 1280 px: not the page, and not the table out of its card.
    const fits = await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth');
    expect(fits).toBe(true);
    const tableOverflow = await page.evaluate(
      '(() => { const card = document.querySelector(".data-table"); return card.querySelector("table").getBoundingClientRect().right - card.getBoundingClientRect().right; })()',
    );
    expect(tableOverflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'company-bulk-actions-1280.png') });
  });

  it.each(DESKTOP_WIDTHS)('shows the selection bar, its actions and the last result within %i px', async (width) => {
    await checkbox(NAMES[3]!).check();
    await expectFitsAt(page, width, 'company-bulk-bar', [
      bar().getByRole('button', { name: 'Delete' }),
      bar().getByRole('button', { name: 'Move to channel…' }),
      outcome(),
      page.getByRole('columnheader', { name: 'Actions' }),
    ]);
    await checkbox(NAMES[3]!).uncheck();
    await bar().waitFor({ state: 'detached' });
  });
});
