import { join } from 'node:path';
import { Messages, Module } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
});

afterAll(async () => {
  await shell?.close();
});

const menuSections = (page: Page) => page.locator('nav[aria-label="Main menu"] .left-menu__label').allTextContents();

async function signedIn(email: string, password?: string): Promise<Page> {
  const page = await shell.newPage({ width: 1920, height: 1080 });
  await page.goto(`${shell.url}/login`);
  await signIn(page, email, password);
  await page.waitForURL(`${shell.url}/dashboard`);
  await page.getByRole('heading', { name: 'Your modules' }).waitFor();
  return page;
}

describe('roles and feature mapping (/role-management/feature-mapping)', () => {
  it('adds a role, maps a feature to it, and users of the role get it at their next sign-in', async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    await admin.goto(`${shell.url}/role-management/feature-mapping`);
    await admin.getByRole('heading', { name: 'Feature Mapping' }).waitFor();
    await admin.getByRole('button', { name: 'Add role' }).click();
    await admin.getByText(Messages.role.nameRequired).waitFor();
    await admin
      .getByLabel(/^Role name/)
      .first()
      .fill('User Manager');
    await admin.getByRole('button', { name: 'Add role' }).click();
    await admin.getByRole('list', { name: 'Roles' }).getByText('User Manager').waitFor();
    const box = admin.getByRole('checkbox', { name: 'User Manager: Feature_UserManagement' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);

    const manager = await shell.api.createActiveUser({ email: 'manager@ea-e2e.test', roles: ['User Manager'], products: [Module.library] });
    expect(manager.roles.map((role) => role.name)).toEqual(['User Manager']);
    const before = await signedIn('manager@ea-e2e.test');
    expect(await menuSections(before)).not.toContain('Users');

    await box.check();
    await admin.screenshot({ path: join(screenshotDir, 'feature-mapping.png') });
    await admin.getByRole('button', { name: 'Save mapping' }).click();
    await admin.getByRole('status').filter({ hasText: 'Feature mapping saved' }).waitFor();
    await admin.reload();
    await admin.getByRole('checkbox', { name: 'User Manager: Feature_UserManagement' }).waitFor();
    expect(await admin.getByRole('checkbox', { name: 'User Manager: Feature_UserManagement' }).isChecked()).toBe(true);

    const after = await signedIn('manager@ea-e2e.test');
    expect(await menuSections(after)).toContain('Users');
    await after.goto(`${shell.url}/users`);
    await after.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
  });

  it('renames and deletes a role after asking', async () => {
    await shell.api.createRole('Temporary', []);
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    await admin.goto(`${shell.url}/role-management/feature-mapping`);
    const roles = admin.getByRole('list', { name: 'Roles' });
    await roles.getByRole('button', { name: 'Rename Temporary' }).click();
    await roles.getByLabel(/^Role name/).fill('');
    await roles.getByRole('button', { name: 'Save' }).click();
    await roles.getByText(Messages.role.nameRequired).waitFor();
    await roles.getByLabel(/^Role name/).fill('Seasonal');
    await roles.getByRole('button', { name: 'Save' }).click();
    await roles.getByText('Seasonal', { exact: true }).waitFor();
    await roles.getByRole('button', { name: 'Delete Seasonal' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
    await roles.getByText('Seasonal', { exact: true }).waitFor({ state: 'detached' });
    const names = (await shell.api.ok<{ name: string }[]>('GET', '/api/role')).map((role) => role.name);
    expect(names).not.toContain('Seasonal');
    expect(names).not.toContain('Temporary');
  });
});
