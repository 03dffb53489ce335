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
    // The rules arrive with the password policy, after the heading.
    const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
    await rules.first().waitFor();
    expect(await rules.count()).toBeGreaterThanOrEqual(5);
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

    // The link works once: opened again it says so at once, with no form to type into, and offers a new link.
    const again = await shell.newPage();
    await again.goto(link);
    await again.getByRole('alert').filter({ hasText: 'This link has already been used' }).waitFor();
    expect(await again.getByLabel(/^New password/).count()).toBe(0);
    const sent = await shell.mail.count('reset-password', email);
    await again.getByRole('button', { name: 'Send me a new link' }).click();
    await again.getByText('If this link can be renewed, a new one is on its way to your inbox.').waitFor();
    await again.screenshot({ path: join(screenshotDir, 'reset-password-used-link.png') });
    const renewed = linkIn(await shell.mail.next('reset-password', email, sent), shell.url);
    expect(renewed).not.toBe(link);
    await again.goto(renewed);
    await again.getByLabel(/^New password/).waitFor();
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

    // The used activation link, opened again, tells the new user to sign in; asking again sends nothing.
    const later = await shell.newPage();
    await later.goto(link);
    await later.getByRole('alert').filter({ hasText: 'If you have set your password, sign in' }).waitFor();
    expect(await later.getByLabel(/^New password/).count()).toBe(0);
    await later.screenshot({ path: join(screenshotDir, 'activation-used-link.png') });
  });

  it('offers a new activation link at once when the one opened was replaced, and the new one works', async () => {
    const email = 'replaced@ea-e2e.test';
    const channelId = await shell.api.createChannel('Replaced Channel');
    const created = await shell.api.ok<{ id: number }>('POST', '/api/user', {
      email,
      userName: 'replaced',
      firstName: 'Re',
      lastName: 'Placed',
      channelId,
      roles: [await shell.api.roleId('Preparer')],
      products: [Module.library],
    });
    const first = linkIn(await shell.mail.next('activation', email, 0), shell.url);
    // The administrator sent the activation email again: the first link is replaced.
    await shell.api.ok('POST', '/api/okta-activation-email', { userId: created.id });
    await shell.mail.next('activation', email, 1);
    const page = await shell.newPage();
    await page.goto(first);
    await page.getByRole('alert').filter({ hasText: 'already been used, or a newer one was sent' }).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByText('If this link can be renewed, a new one is on its way to your inbox.').waitFor();
    const third = linkIn(await shell.mail.next('activation', email, 2), shell.url);
    await page.goto(third);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your account is active').waitFor();
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
