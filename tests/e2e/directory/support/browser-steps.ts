import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

export const screenshotDir = fileURLToPath(new URL('../../../../test-artifacts/screenshots/', import.meta.url));

/** A fresh page of the product, signed in through the default brand's login and sent on to `path`. */
export async function signedInPage(
  shell: { url: string; newPage(viewport?: { width: number; height: number }): Promise<Page> },
  email: string,
  password: string,
  path: string,
): Promise<Page> {
  const page = await shell.newPage();
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** A form field by its label text; a required field's label ends with the (hidden) asterisk. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** The error shown under a labelled form field. */
export function fieldError(page: Page, label: string): Locator {
  return page.locator('.field', { has: field(page, label) }).locator('.field__error');
}

/** A toast with this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}

/** Picks one item of a single-selection dropdown. */
export async function choose(page: Page, dropdown: string, item: string): Promise<void> {
  await page.getByRole('main').getByRole('combobox', { name: dropdown, exact: true }).click();
  await page.getByRole('option', { name: item, exact: true }).click();
}

/** The figure of a dashboard tile. */
export function statValue(page: Page, label: string): Locator {
  return page.locator(`[data-stat="${label}"] .stat-tile__value`);
}
