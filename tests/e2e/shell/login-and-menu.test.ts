import { join } from 'node:path';
import { Module } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from './support/product-fixture.ts';
import { signIn } from './support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  await shell.api.createActiveUser({ email: 'ana@ea-e2e.test', products: [Module.easyview, Module.library, Module.tsr] });
});

afterAll(async () => {
  await shell?.close();
});

const menuSections = async (page: Page) => page.locator('nav[aria-label="Main menu"] .left-menu__label').allTextContents();

describe('sign-in and the left menu', () => {
  it('sends the root to the login, signs in and lands on the dashboard with only the permitted modules', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/`);
    await page.waitForURL(`${shell.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'login.png') });

    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await menuSections(page)).toEqual(['Dashboard', 'Channel', 'Company', 'Library', 'EAsyView', 'TSR']);
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'dashboard-1280.png') });
  });

  it('shows an admin every module of the menu', async () => {
    const page = await shell.newPage({ width: 1920, height: 1080 });
    await page.goto(`${shell.url}/login`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();
    const sections = await menuSections(page);
    expect(sections).toHaveLength(18);
    expect(sections).toContain('System Manager');
    expect(sections).toContain('Users');
    await page.screenshot({ path: join(screenshotDir, 'dashboard-admin-1920.png') });
  });

  it('lands a non-admin without module access on not-found, inside the shell', async () => {
    const page = await shell.newPage();
    // The only stub of this file: the API never answers an empty MODULE_ACCESS (a user needs at least
    // one product), so the real sign-in answer is passed through with its modules taken away.
    await page.route('**/api/auth/login', async (route) => {
      const answer = await route.fetch();
      route.fulfill({ response: answer, json: { ...(await answer.json()), MODULE_ACCESS: [] } });
    });
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/not-found`);
    await page.getByRole('heading', { name: 'Page not found' }).first().waitFor();
    expect(await page.getByRole('button', { name: /ana@ea-e2e\.test/ }).count()).toBe(1);
  });
});
