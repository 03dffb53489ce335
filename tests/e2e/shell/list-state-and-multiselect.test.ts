import { join } from 'node:path';
import { Dropdown, Module, STICKY_HEADER_OFFSET_PX } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, stubIdentity, stubUser } from './support/identity-stub.ts';
import { type Shell, screenshotDir, startShell } from './support/shell-fixture.ts';

let shell: Shell;

beforeAll(async () => {
  shell = await startShell();
});

afterAll(async () => {
  await shell?.close();
});

const search = (page: Page) => new URL(page.url()).search;

async function signedInAt(path: string): Promise<Page> {
  const page = await shell.newPage();
  await stubIdentity(page, { users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) } });
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(path)}`);
  await signIn(page, 'ana@example.com');
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** The label of the option the search box points at with aria-activedescendant. */
async function activeOption(page: Page): Promise<string | null> {
  const id = await page.getByRole('combobox', { name: 'Search Action filter' }).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

const focusedLabel = (page: Page) => page.evaluate('document.activeElement?.getAttribute("aria-label") ?? null');

describe('list state in the URL (spec §2)', () => {
  it('keeps search and page size through reload and back/forward', async () => {
    const page = await signedInAt('/client');
    await page.getByRole('heading', { name: 'Channel List' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search Channel List' }).fill('acme');
    await page.waitForURL(/filter=acme/);
    await page.getByLabel('Rows per page').selectOption('30');
    await page.waitForURL(/size=30/);
    expect(search(page)).toBe('?filter=acme&size=30');
    await page.screenshot({ path: join(screenshotDir, 'channel-list.png') });
    // The header sticks under the top bar, 66 px from the top of the page (spec §9).
    expect(
      await page.evaluate('(() => { const s = getComputedStyle(document.querySelector("thead")); return s.position + " " + s.top; })()'),
    ).toBe(`sticky ${STICKY_HEADER_OFFSET_PX}px`);
    expect(await page.evaluate('document.querySelector(".top-bar").getBoundingClientRect().height')).toBe(STICKY_HEADER_OFFSET_PX);

    await page.reload();
    await page.getByRole('heading', { name: 'Channel List' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search Channel List' }).inputValue()).toBe('acme');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('30');
    expect(await page.getByText('Channels will appear here').count()).toBe(1);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?filter=acme');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('10');
    await page.goForward();
    await page.waitForURL((url) => url.search === '?filter=acme&size=30');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('30');
  });

  it('reloads the page when its own menu entry is followed again', async () => {
    const page = await signedInAt('/client');
    await page.getByRole('heading', { name: 'Channel List' }).waitFor();
    await page.evaluate('document.querySelector("h1").dataset.mark = "before"');
    await page.locator('nav[aria-label="Main menu"]').getByRole('link', { name: 'Channel List' }).click();
    await page.getByRole('heading', { name: 'Channel List' }).waitFor();
    expect(await page.evaluate('document.querySelector("h1").dataset.mark ?? null')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/client');
  });

  it('restores the audit log action filter after a reload', async () => {
    const page = await signedInAt('/companies/auditlog');
    await page.getByRole('button', { name: 'Action filter' }).click();
    await page.getByRole('option', { name: 'Create' }).click();
    await page.getByRole('option', { name: 'Delete' }).click();
    await page.waitForURL(/actionfilter=Create%2CDelete/);
    await page.reload();
    await page.getByRole('heading', { name: 'Company Audit Log' }).waitFor();
    expect(await page.getByRole('button', { name: 'Action filter' }).textContent()).toBe('CreateDelete');
  });
});

describe('MultiSelect with the keyboard only', () => {
  it('opens, moves, selects, filters, selects filtered results and closes without a pointer', async () => {
    const page = await signedInAt('/companies/auditlog');
    await page.getByRole('searchbox', { name: 'Search Company Audit Log' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Action filter');
    expect(await page.getByRole('button', { name: 'Action filter' }).textContent()).toBe(Dropdown.placeholder);

    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Search Action filter');
    expect(await page.getByRole('button', { name: 'Action filter' }).getAttribute('aria-expanded')).toBe('true');
    expect(await activeOption(page)).toBe(Dropdown.selectAllText);

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Create');
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create$/);

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe('Comments');
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create%2CComments$/);

    await page.keyboard.type('rev');
    // The search waits 1000 ms after the last key before it filters.
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox', { name: 'Action filter' }).getByRole('option').count()).toBe(9);
    await page.getByRole('option', { name: Dropdown.filterSelectAllText }).waitFor({ timeout: 2000 });
    expect(await page.getByRole('listbox', { name: 'Action filter' }).getByRole('option').allTextContents()).toEqual([
      Dropdown.filterSelectAllText,
      'Revoke',
    ]);
    await page.screenshot({ path: join(screenshotDir, 'multiselect-filtered.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(/actionfilter=Create%2CComments%2CRevoke$/);
    await page.getByRole('option', { name: Dropdown.filterUnSelectAllText }).waitFor();

    await page.keyboard.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Action filter');

    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Search Action filter');
    await page.keyboard.type('zzz');
    await page.getByText(Dropdown.noDataLabel).waitFor({ timeout: 2000 });
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Action filter' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Action filter' }).textContent()).toBe('CreateRevokeComments');
  });
});
