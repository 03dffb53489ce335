import { join } from 'node:path';
import { Module } from '@ea/contracts';
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

const menuSections = async (page: import('playwright-core').Page) =>
  page.locator('nav[aria-label="Main menu"] .left-menu__label').allTextContents();

describe('sign-in and the left menu', () => {
  it('sends the root to the login, signs in and lands on the dashboard with only the permitted modules', async () => {
    const page = await shell.newPage();
    const identity = await stubIdentity(page, {
      users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.easyview, Module.library, Module.tsr] }) },
    });
    await page.goto(`${shell.url}/`);
    await page.waitForURL(`${shell.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'login.png') });

    await signIn(page, 'ana@example.com');
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(identity.callsTo('/api/auth/login')[0]?.body).toMatchObject({ email: 'ana@example.com', brand: 'default' });
    expect(await menuSections(page)).toEqual(['Dashboard', 'Channel', 'Company', 'Library', 'EAsyView', 'TSR']);
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'dashboard-1280.png') });
  });

  it('shows an admin every module of the menu', async () => {
    const page = await shell.newPage({ width: 1920, height: 1080 });
    await stubIdentity(page, { users: { 'root@example.com': stubUser({ userId: '1' }) } });
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'root@example.com');
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
    await stubIdentity(page, { users: { 'none@example.com': stubUser() } });
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'none@example.com');
    await page.waitForURL(`${shell.url}/not-found`);
    await page.getByRole('heading', { name: 'Page not found' }).first().waitFor();
    expect(await page.getByRole('button', { name: /none@example\.com/ }).count()).toBe(1);
  });

  it('shows the server message for a wrong password and the spec messages for empty fields', async () => {
    const page = await shell.newPage();
    await stubIdentity(page, { users: { 'ana@example.com': stubUser() } });
    await page.goto(`${shell.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter an email address').waitFor();
    await signIn(page, 'ana@example.com', 'wrong');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(page.url()).toBe(`${shell.url}/login`);
  });
});
