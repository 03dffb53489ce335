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

const storedTokens = async (page: Page) =>
  JSON.parse(((await page.evaluate('localStorage.getItem("ea.tokens")')) as string | null) ?? 'null') as {
    access_token: string;
    refresh_token: string;
    access_token_expiry: number;
  } | null;

/**
 * Replaces the stored tokens the way an expired or revoked session leaves them, with an expiry an
 * hour away so that no scheduled refresh runs: the next API calls alone decide what happens.
 */
async function spoilTokens(page: Page, tokens: { access_token?: string; refresh_token?: string }) {
  const current = await storedTokens(page);
  const next = { ...current, ...tokens, access_token_expiry: Math.floor(Date.now() / 1000) + 3600 };
  await page.evaluate(`localStorage.setItem("ea.tokens", ${JSON.stringify(JSON.stringify(next))})`);
}

describe('session (spec §4)', () => {
  it('on 401s runs one refresh while the other calls wait, then retries them with the new token', async () => {
    const page = await signedInAt(shell, 'manager@ea-e2e.test', '/users');
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    // The server refuses a token it did not sign, exactly as it refuses an expired one.
    await spoilTokens(page, { access_token: 'not-a-token-the-server-signed' });
    const seen = watchApi(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token'));
    await page.reload();
    const newToken = ((await (await refreshed).json()) as { access_token: string }).access_token;
    await page.getByRole('row').filter({ hasText: 'manager@ea-e2e.test' }).waitFor();
    await page.locator('button[aria-label="Channel filter"]:not([disabled])').waitFor();
    await page.locator('button[aria-label="Role filter"]:not([disabled])').waitFor();

    expect(seen.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
    for (const path of ['/api/client', '/api/role', '/api/user']) {
      const calls = seen.filter((call) => call.path === path).map((call) => call.authorization);
      expect(calls, path).toEqual(['Bearer not-a-token-the-server-signed', `Bearer ${newToken}`]);
    }
    expect((await storedTokens(page))?.access_token).toBe(newToken);
  });

  it('signs out and goes to the brand login when the refresh fails', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/sfc/login?returnUrl=${encodeURIComponent('/users')}`);
    await page.getByLabel('Email').fill('manager@ea-e2e.test');
    await page.getByLabel(/^Password/).fill('Str0ng-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${shell.url}/users`);
    await spoilTokens(page, { access_token: 'expired-access', refresh_token: 'revoked-refresh' });
    const seen = watchApi(page);
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
    await page.reload();
    await page.waitForURL(`${shell.url}/sfc/login`, { timeout: 10_000 });
    expect((await logout).postDataJSON()).toEqual({ email: 'manager@ea-e2e.test' });
    expect(seen.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(await storedTokens(page)).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('userConfiguration');
  });
});
