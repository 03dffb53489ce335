import { join } from 'node:path';
import { Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { linkIn } from '../shell/support/mail-box.ts';
import { type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  await shell.api.createActiveUser({ email: 'forgetful@ea-e2e.test', products: [Module.library] });
  await shell.api.createActiveUser({ email: 'changer@ea-e2e.test', products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

const NEW_PASSWORD = 'An0ther-Secret!';

describe('passwords through emailed links', () => {
  it('resets a forgotten password from the brand page and the emailed link, once', async () => {
    const email = 'forgetful@ea-e2e.test';
    const page = await shell.newPage();
    await page.goto(`${shell.url}/sfc/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${shell.url}/sfc/reset-password`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter an email address').waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an active account uses ${email}`).waitFor();

    const link = linkIn(await shell.mail.next('reset-password', email, 0), shell.url);
    expect(new URL(link).pathname).toBe('/sfc/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await page.getByRole('list', { name: 'Password rules' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel(/^Repeat the password/).fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password must be at least 10 characters long' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'reset-password-policy.png') });
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password was changed').waitFor();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${shell.url}/sfc/login`);
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${shell.url}/dashboard`);

    // The link works once.
    const again = await shell.newPage();
    await again.goto(link);
    await again.getByLabel(/^New password/).fill(`${NEW_PASSWORD}x`);
    await again.getByLabel(/^Repeat the password/).fill(`${NEW_PASSWORD}x`);
    await again.getByRole('button', { name: 'Save password' }).click();
    await again.getByRole('alert').filter({ hasText: 'This link is invalid, already used or expired' }).waitFor();
  });

  it('activates a new user through the set-user-password link of the activation email', async () => {
    const email = 'newcomer@ea-e2e.test';
    const channelId = await shell.api.createChannel('Newcomer Channel');
    await shell.api.ok('POST', '/api/user', {
      email,
      userName: 'newcomer',
      firstName: 'New',
      lastName: 'Comer',
      channelId,
      roles: [await shell.api.roleId('Preparer')],
      products: [Module.library],
    });
    const link = linkIn(await shell.mail.next('activation', email, 0), shell.url);
    expect(new URL(link).pathname).toBe('/set-user-password');

    const page = await shell.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill('Something-else1!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel(/^New password/).fill('newcomer-Passw0rd!');
    await page.getByLabel(/^Repeat the password/).fill('newcomer-Passw0rd!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password must not contain your email name' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your account is active').waitFor();

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${shell.url}/dashboard`);
    const user = (await shell.api.ok<{ items: { email: string; status: string }[] }>('GET', `/api/user?filter=${email}`)).items[0];
    expect(user?.status).toBe('ACTIVE');
  });

  it('changes the password from the user menu: every other session ends, this one goes on', async () => {
    const email = 'changer@ea-e2e.test';
    const other = await shell.newPage();
    await other.goto(`${shell.url}/login`);
    await signIn(other, email);
    await other.waitForURL(`${shell.url}/dashboard`);

    const page = await shell.newPage();
    await page.goto(`${shell.url}/sfc/login`);
    await signIn(page, email);
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.waitForURL(`${shell.url}/sfc/change-password`);
    await page.getByLabel(/^Current password/).fill('Not-My-Passw0rd!');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();
    await page.getByLabel(/^Current password/).fill(PASSWORD);
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/auth/update-user-password'));
    await page.getByRole('button', { name: 'Change password' }).click();
    const answer = await changed;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).not.toHaveProperty('refresh_token');
    await page.getByText('Your password was changed and every other session was signed out.').waitFor();

    // This page goes on with the fresh session, also after a reload.
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The other browser's session is over.
    await other.reload();
    await other.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await signIn(other, email, NEW_PASSWORD);
    await other.waitForURL(`${shell.url}/dashboard`);
  });
});
