import { FEATURE_USER_MANAGEMENT, Module } from '@ea/contracts';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductShell, startProductShell } from './support/product-fixture.ts';
import { signedInAt } from './support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  await shell.api.createRole('User Manager', [FEATURE_USER_MANAGEMENT]);
  await shell.api.createActiveUser({ email: 'manager@ea-e2e.test', roles: ['User Manager'], products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

interface Seen {
  path: string;
  authorization: string | null;
  at: number;
}

/** Every API call the page makes, in order, with the bearer it carried (observed, not stubbed). */
function watchApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      seen.push({ path: url.pathname, authorization: request.headers().authorization ?? null, at: Date.now() });
  });
  return seen;
}

/** What a script in the page could read: web storage and the cookies visible to document.cookie. */
const readableByScripts = async (page: Page) =>
  (await page.evaluate('JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie])')) as string;

const refreshAnswers = (page: Page) => {
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh-token' && response.ok())
      tokens.push(((await response.json()) as { access_token: string }).access_token);
  });
  return tokens;
};

describe('session (spec §4)', () => {
  it('keeps the session over a reload: the access token lives in memory only, and one refresh with the HttpOnly cookie brings it back', async () => {
    const page = await signedInAt(shell, 'manager@ea-e2e.test', '/users');
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ea_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await readableByScripts(page)).not.toContain(cookie!.value);
    expect(await page.evaluate('Object.keys(localStorage).filter((key) => key !== "ea.appVersion").length')).toBe(0);

    const seen = watchApi(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token'));
    await page.reload();
    const token = ((await (await refreshed).json()) as { access_token: string }).access_token;
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');

    expect(seen[0]).toMatchObject({ path: '/api/auth/refresh-token', authorization: null });
    expect(seen.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
    const others = seen.filter((call) => call.path !== '/api/auth/refresh-token');
    expect(others.map((call) => call.path)).toEqual(expect.arrayContaining(['/api/client', '/api/role', '/api/user']));
    for (const call of others) expect(call.authorization, call.path).toBe(`Bearer ${token}`);
    expect(await readableByScripts(page)).not.toContain(token);
  });

  it('on 401s runs one refresh while the other calls wait, then retries them with the new token', async () => {
    const page = await signedInAt(shell, 'manager@ea-e2e.test', '/users');
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    // The server refuses a token it did not sign, exactly as it refuses an expired one: the first
    // call of each list goes out with one. They are held until all three are in flight, so the
    // three 401s meet one refresh however slowly the page issues its calls.
    const lists = ['/api/client', '/api/role', '/api/user'];
    const spoiled = new Set<string>();
    let allInFlight!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      allInFlight = resolve;
    });
    await page.route(
      (url) => lists.includes(url.pathname),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (spoiled.has(path)) return route.continue();
        spoiled.add(path);
        if (spoiled.size === lists.length) allInFlight();
        await inFlight;
        await route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-token-the-server-signed' } });
      },
    );
    const seen = watchApi(page);
    const refreshes = refreshAnswers(page);
    const statuses: Record<string, number[]> = {};
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      statuses[path] = [...(statuses[path] ?? []), response.status()];
    });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    await page.locator('button[aria-label="Channel filter"]:not([disabled])').waitFor();
    await page.locator('button[aria-label="Role filter"]:not([disabled])').waitFor();

    // One refresh brings the reloaded page its token, one more answers all three 401s.
    expect(seen.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(2);
    const [restored, renewed] = refreshes;
    for (const path of lists) {
      const calls = seen.filter((call) => call.path === path).map((call) => call.authorization);
      expect(calls, path).toEqual([`Bearer ${restored}`, `Bearer ${renewed}`]);
      expect(statuses[path], path).toEqual([401, 200]);
    }
  });

  it('signs out and goes to the brand login when the refresh fails', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/sfc/login?returnUrl=${encodeURIComponent('/users')}`);
    await page.getByLabel('Email').fill('manager@ea-e2e.test');
    await page.getByLabel(/^Password/).fill('Str0ng-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${shell.url}/users`);
    // Signed out everywhere from another device: this browser's refresh cookie is revoked.
    const elsewhere = await shell.api.signIn('manager@ea-e2e.test', 'Str0ng-Passw0rd!');
    expect((await shell.api.call('POST', '/api/auth/logout', elsewhere.access_token, { email: 'manager@ea-e2e.test' })).status).toBe(200);
    const seen = watchApi(page);
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/sfc/login' && url.searchParams.get('returnUrl') === '/users', { timeout: 10_000 });
    expect((await logout).postDataJSON()).toEqual({ email: 'manager@ea-e2e.test' });
    expect(seen.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('userConfiguration');
    expect(names).not.toContain('ea_refresh');
  });
});
