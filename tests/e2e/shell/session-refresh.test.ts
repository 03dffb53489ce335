import { Module } from '@ea/contracts';
import type { Page, Route } from 'playwright-core';
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

/** Five minutes of lead (spec §4) plus two seconds: the refresh is due two seconds after sign-in. */
const DUE_IN_TWO_SECONDS = 5 * 60 + 2;

const storedTokens = async (page: Page) =>
  JSON.parse(((await page.evaluate('localStorage.getItem("ea.tokens")')) as string | null) ?? 'null');

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('session (spec §4)', () => {
  it('refreshes the access token about 5 minutes before it expires', async () => {
    const page = await shell.newPage();
    const identity = await stubIdentity(page, {
      users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) },
      accessLifetimeSeconds: DUE_IN_TWO_SECONDS,
      refreshedLifetimeSeconds: 3600,
    });
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@example.com');
    await page.waitForURL(`${shell.url}/dashboard`);
    const signedInAt = identity.callsTo('/api/auth/login')[0]!.at;

    await waitUntil(() => identity.callsTo('/api/auth/refresh-token').length > 0, 10_000);
    const refresh = identity.callsTo('/api/auth/refresh-token')[0]!;
    expect(refresh.body).toEqual({ refresh_token: 'refresh-1' });
    expect(refresh.authorization).toBeNull();
    const delay = refresh.at - signedInAt;
    expect(delay).toBeGreaterThan(1000);
    expect(delay).toBeLessThan(6000);
    await waitUntil(async () => (await storedTokens(page))?.access_token === 'access-2', 5000);
    // The new token lives an hour, so nothing else is due.
    await new Promise((done) => setTimeout(done, 1500));
    expect(identity.callsTo('/api/auth/refresh-token')).toHaveLength(1);
  });

  it('on 401s runs one refresh while the other calls wait, then retries them with the new token', async () => {
    const page = await shell.newPage();
    const identity = await stubIdentity(page, {
      users: { 'manager@example.com': stubUser({ Feature_UserManagement: true, MODULE_ACCESS: [Module.library] }) },
      refreshDelayMs: 700,
    });
    const seen: { path: string; authorization: string | null }[] = [];
    const lists: Record<string, { id: number; name: string }[]> = {
      '/api/client': [
        { id: 3, name: 'Acme Filings' },
        { id: 4, name: 'Northwind Partners' },
      ],
      '/api/role': [
        { id: 1, name: 'Preparer' },
        { id: 2, name: 'Reviewer' },
      ],
    };
    const bearerApi = async (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      const authorization = await route.request().headerValue('authorization');
      seen.push({ path, authorization });
      if (authorization !== 'Bearer access-2') {
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'unauthorized', message: 'expired' }),
        });
      }
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(lists[path]) });
    };
    await page.route('**/api/client', bearerApi);
    await page.route('**/api/role', bearerApi);

    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/users')}`);
    await signIn(page, 'manager@example.com');
    await page.getByRole('heading', { name: 'User List' }).waitFor();
    await page.locator('button[aria-label="Channel filter"]:not([disabled])').waitFor();
    await page.locator('button[aria-label="Role filter"]:not([disabled])').waitFor();

    expect(identity.callsTo('/api/auth/refresh-token')).toHaveLength(1);
    const byPath = (p: string) => seen.filter((call) => call.path === p).map((call) => call.authorization);
    expect(byPath('/api/client')).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(byPath('/api/role')).toEqual(['Bearer access-1', 'Bearer access-2']);

    await page.getByRole('button', { name: 'Channel filter' }).click();
    expect(await page.getByRole('listbox', { name: 'Channel filter' }).getByRole('option').allTextContents()).toEqual([
      'Select All',
      'Acme Filings',
      'Northwind Partners',
    ]);
  });

  it('signs out and goes to the brand login when the refresh fails', async () => {
    const page = await shell.newPage();
    const identity = await stubIdentity(page, {
      users: { 'ana@example.com': stubUser({ MODULE_ACCESS: [Module.library] }) },
      accessLifetimeSeconds: DUE_IN_TWO_SECONDS,
      refreshStatus: 401,
    });
    await page.goto(`${shell.url}/sfc/login`);
    await signIn(page, 'ana@example.com');
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.waitForURL(`${shell.url}/sfc/login`, { timeout: 10_000 });
    expect(identity.callsTo('/api/auth/logout')[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(await storedTokens(page)).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('userConfiguration');
  });
});
