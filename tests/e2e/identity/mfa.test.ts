import { join } from 'node:path';
import { Module } from '@ea/contracts';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { codeIn } from '../shell/support/mail-box.ts';
import { type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  for (const email of ['code.user@ea-e2e.test', 'totp.user@ea-e2e.test', 'off.user@ea-e2e.test']) {
    await shell.api.createActiveUser({ email, products: [Module.library] });
  }
});

afterAll(async () => {
  await shell?.close();
});

async function signOut(page: Page, email: string, loginPath: string): Promise<void> {
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${shell.url}${loginPath}`);
}

describe('MFA (spec §1)', () => {
  it('turns on the emailed code, then signs in with the code sent on request', async () => {
    const email = 'code.user@ea-e2e.test';
    const page = await shell.newPage();
    await page.goto(`${shell.url}/partner/setup-authenticator`);
    await page.waitForURL((url) => url.pathname === '/partner/login');
    await signIn(page, email);
    await page.waitForURL(`${shell.url}/partner/setup-authenticator`);
    const toggle = page.getByLabel('Ask for a code sent to my email at every sign-in');
    // Listen before clicking: the answer can arrive before a listener set up afterwards.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/mfa') && response.request().method() === 'PUT');
    await toggle.check();
    await saved;
    expect(await toggle.isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Not now' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    await signOut(page, email, '/partner/login');

    await signIn(page, email);
    await page.getByRole('heading', { name: 'Verify it is you' }).waitFor();
    expect(await shell.mail.count('sign-in-code', email)).toBe(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a six-digit code to your email').waitFor();
    const mail = await shell.mail.next('sign-in-code', email, 0);
    expect(mail.text).toContain('EA Partner Portal');

    await page.getByLabel(/^Verification code/).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is invalid or has expired' }).waitFor();
    await page.getByLabel(/^Verification code/).fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('asks for the current password before turning the emailed code off', async () => {
    const email = 'off.user@ea-e2e.test';
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/setup-authenticator')}`);
    await signIn(page, email);
    await page.waitForURL(`${shell.url}/setup-authenticator`);
    const toggle = page.getByLabel('Ask for a code sent to my email at every sign-in');
    const on = page.waitForResponse((response) => response.url().endsWith('/api/mfa') && response.request().method() === 'PUT');
    await toggle.check();
    expect((await on).status()).toBe(200);

    await toggle.uncheck();
    await page.getByText('Enter your current password to stop asking for the emailed code.').waitFor();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your current password' }).waitFor();
    await page.getByLabel(/^Current password/).fill('Not-My-Passw0rd!');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();

    const off = page.waitForResponse((response) => response.url().endsWith('/api/mfa') && response.request().method() === 'PUT');
    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Turn off' }).click();
    expect((await off).status()).toBe(200);
    await page.getByText('Enter your current password to stop asking for the emailed code.').waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(false);
    // Off for real: the next sign-in asks for no code.
    const again = await shell.newPage();
    await again.goto(`${shell.url}/login`);
    await signIn(again, email);
    await again.waitForURL(`${shell.url}/dashboard`);
  });

  it('sets up an authenticator from its QR code and signs in with its TOTP code', async () => {
    const email = 'totp.user@ea-e2e.test';
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/setup-authenticator')}`);
    await signIn(page, email);
    await page.waitForURL(`${shell.url}/setup-authenticator`);
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.locator('.authenticator-setup__secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: join(screenshotDir, 'setup-authenticator.png') });

    await page.getByLabel(/^Code from the app/).fill('123456');
    await page.getByRole('button', { name: 'Turn on authenticator' }).click();
    await page.getByText('The code is not valid').waitFor();
    await page.getByLabel(/^Code from the app/).fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Turn on authenticator' }).click();
    await page.getByText('Your authenticator is set up').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    await signOut(page, email, '/login');

    await signIn(page, email);
    await page.getByText('Enter the six-digit code from your authenticator app.').waitFor();
    await page.getByLabel(/^Verification code/).fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${shell.url}/dashboard`);
    // Nothing was emailed: the authenticator alone completed the sign-in.
    expect(await shell.mail.count('sign-in-code', email)).toBe(0);
  });
});
