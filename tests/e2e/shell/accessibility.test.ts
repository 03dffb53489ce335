import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from './support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from './support/screen-fit.ts';
import { signedInAt } from './support/sign-in-form.ts';

let shell: ProductShell;
let page: Page;
let companyId: number;

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  const channelId = await shell.api.createChannel('Accessible Filings');
  companyId = (await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Keyboard Co', ticker: 'KEYB', cid: 'KEYB1', channelId }))
    .id;
  page = await signedInAt(shell, ADMIN.email, '/dashboard', ADMIN.password);
}, 120_000);

afterAll(async () => {
  await shell?.close();
});

const sidebarShown = () =>
  page.locator('#app-menu').evaluate((menu) => {
    const box = menu.getBoundingClientRect();
    return (
      (globalThis as unknown as { getComputedStyle(el: unknown): { visibility: string } }).getComputedStyle(menu).visibility ===
        'visible' && box.right > 0
    );
  });

describe('accessibility of the shell', () => {
  it('offers "Skip to main content" as the first stop of the keyboard, and it moves focus to the page', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shell.url}/companies`);
    await page.getByRole('main').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(
      await skip.evaluate((link) => link === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement),
    ).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id),
    ).toBe('main');
  });

  it('shows breadcrumbs from the dashboard through the section to the page, linked back', async () => {
    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.waitFor();
    expect((await trail.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual([
      'Dashboard',
      'Company',
      'Company List',
      'Edit Company',
    ]);
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe('Edit Company');
    await trail.getByRole('link', { name: 'Company List' }).click();
    await page.waitForURL(`${shell.url}/companies`);
  });

  it.each([
    ['a narrow window', { width: 800, height: 900 }],
    ['200% zoom of a 1280 px screen', { width: 640, height: 450 }],
  ])('folds the menu behind a toggle in %s, and the page takes the width', async (_case, viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(`${shell.url}/companies`);
    await page.getByRole('main').waitFor();
    expect(await sidebarShown()).toBe(false);
    const content = await page.getByRole('main').boundingBox();
    expect(content!.x).toBeLessThan(40);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(sidebarShown).toBe(true);
    await page.screenshot({ path: join(screenshotDir, `menu-open-${viewport.width}.png`) });
    await page.locator('#app-menu').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    await expect.poll(sidebarShown).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await sidebarShown()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('asks before unsaved form edits are discarded, and keeps them when the user stays', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    const ticker = page.getByLabel(/^Ticker/);
    await ticker.fill('KEYB2');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Your changes on this page are not saved. Leave and discard them?').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'discard-changes-1280.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/companies/${companyId}/edit`);
    expect(await ticker.inputValue()).toBe('KEYB2');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    expect((await shell.api.ok<{ ticker: string }>('GET', `/api/company/${companyId}`)).ticker).toBe('KEYB');

    // A saved form leaves without asking.
    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    await page.getByLabel(/^Ticker/).fill('KEYB3');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await page.waitForURL(`${shell.url}/companies`);
    expect((await shell.api.ok<{ ticker: string }>('GET', `/api/company/${companyId}`)).ticker).toBe('KEYB3');
  });

  it.each(DESKTOP_WIDTHS)('shows the skip link, the breadcrumbs, the open menu and the discard question within %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    await page.getByRole('main').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFitsAt(page, width, 'a11y-skip-and-breadcrumbs', [skip, page.getByRole('navigation', { name: 'Breadcrumb' })]);
    expect(await sidebarShown()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    await page.getByLabel(/^Ticker/).fill('WIDE');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expectFitsAt(page, width, 'a11y-discard-changes', [
      dialog.getByRole('button', { name: 'Discard' }),
      dialog.getByRole('button', { name: 'Cancel' }),
    ]);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
  });
});
