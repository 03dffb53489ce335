import { join } from 'node:path';
import { Dropdown, Module, STICKY_HEADER_OFFSET_PX } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from './support/product-fixture.ts';
import { signedInAt } from './support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  for (const name of ['acme', 'acme.reviews', 'northwind']) {
    await shell.api.createActiveUser({ email: `${name}@ea-e2e.test`, products: [Module.library] });
  }
});

afterAll(async () => {
  await shell?.close();
});

const search = (page: Page) => new URL(page.url()).search;
const asAdminAt = (path: string) => signedInAt(shell, ADMIN.email, path, ADMIN.password);
// The users list's first column holds the row checkboxes, the second the emails.
const listedEmails = (page: Page) => page.locator('tbody tr td:nth-child(2)').allTextContents();

/** The label of the option the search box points at with aria-activedescendant. */
async function activeOption(page: Page): Promise<string | null> {
  const id = await page.getByRole('combobox', { name: 'Search Action filter' }).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

const focusedLabel = (page: Page) => page.evaluate('document.activeElement?.getAttribute("aria-label") ?? null');

describe('list state in the URL (spec §2)', () => {
  it('keeps search and page size through reload and back/forward', async () => {
    const page = await asAdminAt('/users');
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search User List' }).fill('acme');
    await page.waitForURL(/filter=acme/);
    await page.getByLabel('Rows per page').selectOption('30');
    await page.waitForURL(/size=30/);
    expect(search(page)).toBe('?filter=acme&size=30');
    await expect.poll(() => listedEmails(page)).toEqual(['acme.reviews@ea-e2e.test', 'acme@ea-e2e.test']);
    // The header sticks under the top bar, 66 px from the top of the page (spec §9).
    expect(
      await page.evaluate('(() => { const s = getComputedStyle(document.querySelector("thead")); return s.position + " " + s.top; })()'),
    ).toBe(`sticky ${STICKY_HEADER_OFFSET_PX}px`);
    expect(await page.evaluate('document.querySelector(".top-bar").getBoundingClientRect().height')).toBe(STICKY_HEADER_OFFSET_PX);

    await page.reload();
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search User List' }).inputValue()).toBe('acme');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('30');
    await expect.poll(() => listedEmails(page)).toEqual(['acme.reviews@ea-e2e.test', 'acme@ea-e2e.test']);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?filter=acme');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('10');
    await page.goForward();
    await page.waitForURL((url) => url.search === '?filter=acme&size=30');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('30');
  });

  it('reloads the page when its own menu entry is followed again', async () => {
    const page = await asAdminAt('/users');
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    await page.evaluate('document.querySelector("h1").dataset.mark = "before"');
    await page.locator('nav[aria-label="Main menu"]').getByRole('link', { name: 'User List' }).click();
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    expect(await page.evaluate('document.querySelector("h1").dataset.mark ?? null')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  it('restores the audit log action filter after a reload', async () => {
    const page = await asAdminAt('/users/auditlog');
    await page.getByRole('combobox', { name: 'Action filter', exact: true }).click();
    await page.getByRole('option', { name: 'Create' }).click();
    await page.getByRole('option', { name: 'Delete' }).click();
    await page.waitForURL(/actionfilter=Create%2CDelete/);
    await page.reload();
    await page.getByRole('heading', { name: 'User Audit Log' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Action filter', exact: true }).textContent()).toBe('CreateDelete');
  });
});

describe('MultiSelect with the keyboard only', () => {
  it('opens, moves, selects, filters, selects filtered results and closes without a pointer', async () => {
    const page = await asAdminAt('/users/auditlog');
    await page.getByRole('searchbox', { name: 'Search User Audit Log' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Action filter');
    expect(await page.getByRole('combobox', { name: 'Action filter', exact: true }).textContent()).toBe(Dropdown.placeholder);

    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Search Action filter');
    expect(await page.getByRole('combobox', { name: 'Action filter', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await activeOption(page)).toBe(Dropdown.selectAllText);

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Create');
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create$/);
    // Escape closes the list and Enter opens it again, with the first option active.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    expect(await activeOption(page)).toBe(Dropdown.selectAllText);

    // Up from Select All wraps to the last action (the users log lists identity's own after the spec's).
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe('Role change');
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create%2CRoleChange$/);
    await page.waitForLoadState('networkidle');

    await page.keyboard.type('del');
    // The search waits 1000 ms after the last key before it filters.
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox', { name: 'Action filter' }).getByRole('option').count()).toBe(1 + 11);
    await page.getByRole('option', { name: Dropdown.filterSelectAllText }).waitFor({ timeout: 2000 });
    expect(await page.getByRole('listbox', { name: 'Action filter' }).getByRole('option').allTextContents()).toEqual([
      Dropdown.filterSelectAllText,
      'Delete',
    ]);
    await page.screenshot({ path: join(screenshotDir, 'multiselect-filtered.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create%2CRoleChange%2CDelete$/);
    await page.getByRole('option', { name: Dropdown.filterUnSelectAllText }).waitFor();

    await page.keyboard.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Action filter');

    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Search Action filter');
    await page.keyboard.type('zzz');
    await page.getByText(Dropdown.noDataLabel).waitFor({ timeout: 2000 });
    await page.keyboard.press('Escape');
    expect(await page.getByRole('combobox', { name: 'Action filter', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('combobox', { name: 'Action filter', exact: true }).textContent()).toBe('CreateDeleteRole change');
  });
});
