import { Module, NEW_VERSION_PROMPT } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductShell, startProductShell } from './support/product-fixture.ts';
import { signIn } from './support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  await shell.api.createActiveUser({ email: 'ana@ea-e2e.test', products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

/** Sorts after any real build id (YYYYMMDDHHmmss-hash). */
const FUTURE_VERSION = '99991231235959-ffffffffff';

/**
 * The one stubbed file: a newer fe_assets/version.json stands for a deployment that happened while
 * the page was open, which the running product cannot produce on demand.
 */
const publishNewerVersion = (page: import('playwright-core').Page) =>
  page.route('**/fe_assets/version.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: FUTURE_VERSION }) }),
  );

describe('version check (spec §1)', () => {
  it('stays quiet when the published version is the one running', async () => {
    const page = await shell.newPage();
    const published = page.waitForResponse((response) => response.url().endsWith('/fe_assets/version.json'));
    await page.goto(`${shell.url}/login`);
    const body = (await (await published).json()) as { version: string };
    expect(body.version).toMatch(/^\d{14}-[0-9a-f]{10}$/);
    await signIn(page, 'ana@ea-e2e.test');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate('localStorage.getItem("ea.appVersion")')).toBe(body.version);
  });

  it('asks to load a newer version; OK signs out, clears cookies and storage, and reloads', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate('sessionStorage.setItem("draft", "1"); document.cookie = "preference=compact; path=/"');

    await publishNewerVersion(page);
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'New version available' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(NEW_VERSION_PROMPT);

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await logout).postDataJSON()).toEqual({ email: 'ana@ea-e2e.test' });
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate('JSON.stringify(Object.keys(localStorage))')).toBe('["ea.appVersion"]');
    expect(await page.evaluate('localStorage.getItem("ea.appVersion")')).toBe(FUTURE_VERSION);
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    // The accepted version is not offered again.
    await new Promise((done) => setTimeout(done, 500));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('keeps the session when the user chooses Later', async () => {
    const page = await shell.newPage();
    await publishNewerVersion(page);
    await page.goto(`${shell.url}/login`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Later' }).click();
    await signIn(page, 'ana@ea-e2e.test');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
