import { join } from 'node:path';
import { BRAND_IDS, BRANDS, Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  await shell.api.createActiveUser({ email: 'brand.user@ea-e2e.test', products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

describe('sign-in per brand (spec §1)', () => {
  for (const brand of BRAND_IDS) {
    it(`signs in on the ${brand} login with its own look, and sign-out returns there`, async () => {
      const { loginPath, name } = BRANDS[brand];
      const page = await shell.newPage();
      const logins: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/login')) logins.push(request.postDataJSON());
      });
      await page.goto(`${shell.url}${loginPath}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.locator('.auth-frame .brand-logo__name').textContent()).toBe(name);
      expect(await page.locator('.auth-frame').getAttribute('class')).toContain(`auth-frame--${brand}`);
      await page.screenshot({ path: join(screenshotDir, `login-${brand}.png`) });

      await signIn(page, 'brand.user@ea-e2e.test');
      await page.waitForURL(`${shell.url}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(logins).toEqual([{ email: 'brand.user@ea-e2e.test', password: expect.any(String), brand }]);
      expect(await page.locator('.top-bar .brand-logo__name').textContent()).toBe(name);

      await page.getByRole('button', { name: /brand\.user@ea-e2e\.test/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(`${shell.url}${loginPath}`);
    });
  }

  it('shows the API message for a wrong password and the spec messages for empty fields', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter an email address').waitFor();
    await signIn(page, 'brand.user@ea-e2e.test', 'Wrong-Passw0rd!');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(page.url()).toBe(`${shell.url}/login`);
  });
});
