import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from './support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from './support/screen-fit.ts';
import { signIn } from './support/sign-in-form.ts';

const MEMBER = 'columns-member@ea-e2e.test';

let shell: ProductShell;
let page: Page;

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Column Partners');
  await shell.api.createActiveUser({ email: MEMBER, channelId });
  page = await shell.newPage({ width: 1280, height: 800 });
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/users')}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/users');
}, 120_000);

afterAll(async () => {
  await shell?.close();
});

/** The table's column headers, without the sort marks of the sortable ones. */
const headers = async () => (await page.locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
const columnsButton = () => page.getByRole('button', { name: /^Columns/ });
const chooser = () => page.getByRole('group', { name: 'Show columns' });
const memberRow = () => page.getByRole('row').filter({ hasText: MEMBER });
/** The keys of the column choices this browser keeps. */
const storedChoices = () => page.evaluate<string[]>('Object.keys(localStorage).filter((key) => key.startsWith("ea.listColumns"))');
const focusedText = () => page.evaluate<string | null>('document.activeElement?.textContent ?? null');

describe('choosing the columns of a list at 1280 px', () => {
  it('hides an optional column from the keyboard, keeps the required ones, and the choice survives a reload', async () => {
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    await memberRow().waitFor();
    // The first column holds the row checkboxes.
    expect(await headers()).toEqual(['', 'Email', 'Name', 'Channel', 'Roles', 'Last sign-in', 'Status', 'Actions']);
    expect(await memberRow().getByText('Column Partners').count()).toBe(1);

    await columnsButton().focus();
    await page.keyboard.press('Enter');
    await chooser().waitFor();
    expect(await columnsButton().getAttribute('aria-expanded')).toBe('true');
    // The email names the row and Actions is what it can do: both are always shown.
    expect(
      await chooser()
        .getByRole('checkbox', { name: /^Email/ })
        .isDisabled(),
    ).toBe(true);
    expect(
      await chooser()
        .getByRole('checkbox', { name: /^Actions/ })
        .isDisabled(),
    ).toBe(true);
    expect(
      await chooser()
        .getByRole('checkbox', { name: /^Actions/ })
        .isChecked(),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The panel opens on Name; one arrow down is Channel.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await chooser().getByRole('checkbox', { name: 'Channel' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await chooser().waitFor({ state: 'detached' });
    expect(await focusedText()).toBe('Columns1 hidden');

    expect(await headers()).toEqual(['', 'Email', 'Name', 'Roles', 'Last sign-in', 'Status', 'Actions']);
    expect(await memberRow().getByText('Column Partners').count()).toBe(0);
    // Kept per user and per list.
    expect(await storedChoices()).toEqual([expect.stringMatching(/^ea\.listColumns:\d+:\/users$/)]);

    await page.reload();
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    await memberRow().waitFor();
    expect(await headers()).toEqual(['', 'Email', 'Name', 'Roles', 'Last sign-in', 'Status', 'Actions']);
    expect(await memberRow().getByText('Column Partners').count()).toBe(0);
    expect(await columnsButton().textContent()).toBe('Columns1 hidden');
    expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);

    await columnsButton().click();
    await chooser().waitFor();
    expect(await chooser().getByRole('checkbox', { name: 'Channel' }).isChecked()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'column-chooser-1280.png') });
  });

  it('brings every column back with "Show all columns", and that too survives a reload', async () => {
    if (!(await chooser().isVisible())) await columnsButton().click();
    await chooser().getByRole('button', { name: 'Show all columns' }).click();
    expect(await headers()).toEqual(['', 'Email', 'Name', 'Channel', 'Roles', 'Last sign-in', 'Status', 'Actions']);
    expect(await storedChoices()).toEqual([]);

    await page.reload();
    await memberRow().waitFor();
    expect(await headers()).toEqual(['', 'Email', 'Name', 'Channel', 'Roles', 'Last sign-in', 'Status', 'Actions']);
    expect(await memberRow().getByText('Column Partners').count()).toBe(1);
    expect(await columnsButton().textContent()).toBe('Columns');
  });

  it.each(DESKTOP_WIDTHS)('fits the open chooser and every column, actions included, at %i px', async (width) => {
    await columnsButton().click();
    await chooser().waitFor();
    await expectFitsAt(page, width, 'column-chooser-open', [chooser(), page.getByRole('columnheader', { name: 'Actions' })]);
    await page.keyboard.press('Escape');
    await chooser().waitFor({ state: 'detached' });
  });
});
