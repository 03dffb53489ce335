import { Module, NEW_VERSION_PROMPT } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, stubIdentity, stubUser } from './support/identity-stub.ts';
import { type Shell, startShell } from './support/shell-fixture.ts';

let shell: Shell;

beforeAll(async () => {
  shell = await startShell();
});

afterAll(async () => {
  await shell?.close();
});

/** Sorts after any real build id (YYYYMMDDHHmmss-hash). */
const FUTURE_VERSION = '99991231235959-ffffffffff';

describe('version check (spec §1)', () => {
  it('stays quiet when the published version is the one running', async () => {
    const page = await shell.newPage();
    await stubIdentity(page, { users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) } });
    const published = page.waitForResponse((response) => response.url().endsWith('/fe_assets/version.json'));
    await page.goto(`${shell.url}/login`);
    const body = (await (await published).json()) as { version: string };
    expect(body.version).toMatch(/^\d{14}-[0-9a-f]{10}$/);
    await signIn(page, 'ana@example.com');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate('localStorage.getItem("ea.appVersion")')).toBe(body.version);
  });

  it('asks to load a newer version; OK signs out, clears cookies and storage, and reloads', async () => {
    const page = await shell.newPage();
    const identity = await stubIdentity(page, { users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) } });
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@example.com');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate('sessionStorage.setItem("draft", "1"); document.cookie = "preference=compact; path=/"');

    await page.route('**/fe_assets/version.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: FUTURE_VERSION }) }),
    );
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'New version available' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(NEW_VERSION_PROMPT);

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(identity.callsTo('/api/auth/logout')[0]?.body).toEqual({ email: 'ana@example.com' });
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
    await stubIdentity(page, { users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) } });
    await page.route('**/fe_assets/version.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: FUTURE_VERSION }) }),
    );
    await page.goto(`${shell.url}/login`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Later' }).click();
    await signIn(page, 'ana@example.com');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
