import { join } from 'node:path';
import { Messages, Module, SuccessMessages } from '@ea/contracts';
import type { UserView } from '@ea/contracts/identity';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;
let acme: number;

beforeAll(async () => {
  shell = await startProductShell();
  // Created first: once the mapped channel below is known to identity, this one is too.
  await shell.api.createChannel('Unmapped Partners', { mapped: false });
  acme = await shell.api.createChannel('Acme Filings');
  await shell.api.createActiveUser({ email: 'existing@ea-e2e.test', channelId: acme, products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

async function adminAt(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await shell.newPage(viewport);
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(path)}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** Picks options in a MultiSelect of the content area (the left menu has buttons with the same names). */
async function choose(page: Page, field: string, options: string[]): Promise<void> {
  await page.locator('main').getByRole('combobox', { name: field, exact: true }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
}

const fieldError = (page: Page, message: string) => page.locator('.field__error').filter({ hasText: message });

async function fillUser(page: Page, email: string, channel: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^User name/).fill(email.split('@')[0]!);
  await page.getByLabel(/^First name/).fill('Maria');
  await page.getByLabel(/^Last name/).fill('Garcia');
  await choose(page, 'Channel', [channel]);
  await choose(page, 'Roles', ['Preparer']);
  await choose(page, 'Products', ['Library', 'TSR']);
}

describe('users (spec §5 messages)', () => {
  it('shows every user message at its field, "Email Already Registered" for a taken email, then adds the user', async () => {
    const page = await adminAt('/users/add');
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    for (const message of [
      Messages.user.emailRequired,
      Messages.user.userNameRequired,
      Messages.user.firstNameRequired,
      Messages.user.lastNameRequired,
      Messages.user.channelRequired,
      Messages.user.roleRequired,
      Messages.user.productRequired,
    ]) {
      expect(await fieldError(page, message).count(), message).toBe(1);
    }
    await page.screenshot({ path: join(screenshotDir, 'user-form-validation.png'), fullPage: true });

    await page.getByLabel(/^Email/).fill('maria@');
    await page.getByRole('button', { name: 'Add user' }).click();
    await fieldError(page, Messages.user.emailInvalid).waitFor();

    await fillUser(page, 'existing@ea-e2e.test', 'Acme Filings');
    await page.getByRole('button', { name: 'Add user' }).click();
    await fieldError(page, 'Email Already Registered').waitFor();
    expect(new URL(page.url()).pathname).toBe('/users/add');

    await page.getByLabel(/^Email/).fill('maria@ea-e2e.test');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('status').filter({ hasText: SuccessMessages.userSaved }).waitFor();
    await page.waitForURL(`${shell.url}/users`);
    const row = page.getByRole('row').filter({ hasText: 'maria@ea-e2e.test' });
    await row.waitFor();
    const state = row.getByTitle(/^Identity status: PROVISIONED · Flag: Active/);
    expect(await state.textContent()).toBe('Invitation pending');
    expect(await shell.mail.count('activation', 'maria@ea-e2e.test')).toBe(1);
  });

  it('asks before saving a user whose channel is not mapped to the identity provider', async () => {
    const page = await adminAt('/users/add');
    await fillUser(page, 'unmapped@ea-e2e.test', 'Unmapped Partners');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Channel not mapped' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/add');
    const none = await shell.api.ok<{ total: number }>('GET', '/api/user?filter=unmapped%40ea-e2e.test');
    expect(none.total).toBe(0);

    await page.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByRole('button', { name: 'Save user' }).click();
    await page.waitForURL(`${shell.url}/users`);
    const saved = await shell.api.ok<{ total: number }>('GET', '/api/user?filter=unmapped%40ea-e2e.test');
    expect(saved.total).toBe(1);
  });

  it('lists, filters, edits and deactivates users, keeping the list state in the URL', async () => {
    const page = await adminAt('/users', { width: 1920, height: 1080 });
    await page.getByRole('row').filter({ hasText: 'existing@ea-e2e.test' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'users-list-1920.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(screenshotDir, 'users-list-1280.png') });

    await page.getByRole('searchbox', { name: 'Search User List' }).fill('existing@ea');
    await page.waitForURL(/filter=existing%40ea/);
    await choose(page, 'Channel filter', ['Acme Filings']);
    await page.waitForURL(new RegExp(`clientfilter=${acme}`));
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'existing@ea-e2e.test' });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining('existing@ea-e2e.test')]);

    await row.getByRole('link', { name: 'Edit existing@ea-e2e.test' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('existing@ea-e2e.test');
    await page.getByLabel(/^Last name/).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await fieldError(page, Messages.user.lastNameRequired).waitFor();
    await page.getByLabel(/^Last name/).fill('Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: SuccessMessages.userSaved }).waitFor();
    await page.waitForURL(`${shell.url}/users`);
    await page.getByRole('row').filter({ hasText: 'Test Renamed' }).waitFor();

    const listed = page.getByRole('row').filter({ hasText: 'existing@ea-e2e.test' });
    await listed.getByRole('button', { name: 'Deactivate existing@ea-e2e.test' }).click();
    await page.getByRole('alertdialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }).click();
    await listed.getByText('Deactivated', { exact: true }).waitFor();
    const refused = await shell.api.call('POST', '/api/auth/login', null, { email: 'existing@ea-e2e.test', password: 'Str0ng-Passw0rd!' });
    expect(refused.status).toBe(403);
    await listed.getByRole('button', { name: 'Activate existing@ea-e2e.test' }).click();
    await page.getByRole('alertdialog', { name: 'Activate user' }).getByRole('button', { name: 'Activate' }).click();
    await listed.getByText('Active', { exact: true }).waitFor();
  });

  it('saving an admin or a single-company user unchanged keeps the admin flag and the single company', async () => {
    const company = await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name: 'Kept Co',
      ticker: 'KEPT',
      cid: 'KEPT1',
      channelId: acme,
    });
    const base = { userName: 'kept', firstName: 'Kept', lastName: 'User', channelId: acme, confirmed: true, sendActivation: false };
    const products = [Module.library];
    const roles = [await shell.api.roleId('Preparer')];
    const users = [
      await shell.api.ok<UserView>('POST', '/api/user', { ...base, email: 'kept-admin@ea-e2e.test', roles, products, admin: true }),
      await shell.api.ok<UserView>('POST', '/api/user', {
        ...base,
        email: 'kept-single@ea-e2e.test',
        roles,
        products,
        singleCompanyId: company.id,
      }),
    ];
    const page = await adminAt('/users');
    for (const user of users) {
      await page.goto(`${shell.url}/users/${user.id}/edit`);
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      expect(await page.getByLabel(/^Email/).inputValue()).toBe(user.email);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: SuccessMessages.userSaved }).waitFor();
      await page.waitForURL(`${shell.url}/users`);
      const saved = await shell.api.ok<UserView>('GET', `/api/user/${user.id}`);
      expect({ admin: saved.admin, singleCompanyId: saved.singleCompanyId }).toEqual({
        admin: user.admin,
        singleCompanyId: user.singleCompanyId,
      });
    }
    expect(users.map((u) => [u.admin, u.singleCompanyId])).toEqual([
      [true, null],
      [false, company.id],
    ]);
  });

  it('lets an admin unlock a user locked by failed sign-ins, and records it in the audit log', async () => {
    await shell.api.createActiveUser({ email: 'locked@ea-e2e.test', channelId: acme });
    for (let attempt = 0; attempt < 5; attempt++) {
      await shell.api.call('POST', '/api/auth/login', null, { email: 'locked@ea-e2e.test', password: 'Wrong-Passw0rd!' });
    }
    const page = await adminAt('/users');
    await page.getByRole('searchbox', { name: 'Search User List' }).fill('locked');
    const row = page.getByRole('row').filter({ hasText: 'locked@ea-e2e.test' });
    await row.getByText('Locked', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Unlock locked@ea-e2e.test' }).click();
    await page.getByRole('alertdialog', { name: 'Unlock user' }).getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('status').filter({ hasText: 'User unlocked' }).waitFor();
    await row.getByText('Locked', { exact: true }).waitFor({ state: 'detached' });
    expect((await shell.api.signIn('locked@ea-e2e.test', 'Str0ng-Passw0rd!')).UserEmail).toBe('locked@ea-e2e.test');

    await page.goto(`${shell.url}/users/auditlog?search=locked`);
    await page.getByRole('heading', { name: 'User Audit Log' }).waitFor();
    await page.getByRole('cell', { name: 'Account unlocked', exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Action filter', exact: true }).click();
    await page.getByRole('option', { name: 'Create', exact: true }).click();
    await page.waitForURL(/actionfilter=Create/);
    await page.keyboard.press('Escape');
    // The previous rows (the unlock among them) give way to a loading row, then to the filtered rows:
    // wait for both steps before reading the actions. A filter that let the unlock through fails here.
    await page.getByRole('cell', { name: 'Account unlocked', exact: true }).first().waitFor({ state: 'detached', timeout: 5000 });
    await page.locator('table.data-table__table[aria-busy="false"]').waitFor();
    const actions = await page.locator('table.data-table__table tbody tr td:nth-child(3)').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Create']));
  });
});
