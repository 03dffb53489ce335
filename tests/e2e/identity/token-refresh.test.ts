import { Module, TOKEN_REFRESH_LEAD_MS } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

/** Access tokens that live five minutes (the refresh lead, spec §4) plus two seconds: the refresh is due two seconds after sign-in. */
const TTL_SECONDS = TOKEN_REFRESH_LEAD_MS / 1000 + 2;

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
  await shell.api.createActiveUser({ email: 'ana@ea-e2e.test', products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

interface TokenCall {
  /** When the browser sent the refresh. */
  sentAt: number;
  body: string | null;
  authorization: string | null;
  /** The refresh cookie the browser sent with it. */
  cookie: string | undefined;
  answer: Record<string, unknown> & { access_token: string; access_token_expiry: number };
  /** The refresh cookie the answer set. */
  setCookie: string | undefined;
}

const refreshCookieIn = (header: string | undefined) => /(?:^|;\s*)ea_refresh=([^;]*)/.exec(header ?? '')?.[1];

function watchTokens(page: Page) {
  const login: { at: number; answer?: TokenCall['answer']; setCookie?: string } = { at: 0 };
  const refreshes: TokenCall[] = [];
  const sent = new Map<unknown, number>();
  page.on('request', (request) => sent.set(request, Date.now()));
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/auth/login') {
      login.at = Date.now();
      login.setCookie = (await response.headerValue('set-cookie')) ?? undefined;
      login.answer = await response.json();
    } else if (path === '/api/auth/refresh-token') {
      const request = response.request();
      const headers = await request.allHeaders();
      refreshes.push({
        sentAt: sent.get(request) ?? 0,
        body: request.postData(),
        authorization: headers.authorization ?? null,
        cookie: refreshCookieIn(headers.cookie),
        answer: await response.json(),
        setCookie: (await response.headerValue('set-cookie')) ?? undefined,
      });
    }
  });
  return { login, refreshes };
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('token refresh before expiry (spec §4)', () => {
  it('refreshes about 5 minutes before the access token expires with the HttpOnly cookie, which rotates, and stays signed in', async () => {
    const page = await shell.newPage();
    const tokens = watchTokens(page);
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
    await waitUntil(() => tokens.login.answer !== undefined, 5000);
    const issued = tokens.login.answer!;
    expect(issued).not.toHaveProperty('refresh_token');
    expect(issued.access_token_expiry * 1000 - tokens.login.at).toBeLessThanOrEqual(TTL_SECONDS * 1000);
    const firstCookie = refreshCookieIn(tokens.login.setCookie);
    expect(firstCookie).toMatch(/^[\w-]{43}$/);

    // The browser holds the refresh token where no script can read it.
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'ea_refresh');
    expect(stored).toMatchObject({ value: firstCookie, httpOnly: true, sameSite: 'Strict', path: '/api/auth', secure: false });
    expect(await page.evaluate('document.cookie')).not.toContain('ea_refresh');

    await waitUntil(() => tokens.refreshes.length >= 2, 15_000);
    const [first, second] = tokens.refreshes;
    expect(first!).toMatchObject({ body: null, authorization: null, cookie: firstCookie });
    expect(Object.keys(first!.answer).sort()).toEqual(['access_token', 'access_token_expiry']);
    // Due 5 minutes before the expiry (whole seconds), which is one to two seconds after sign-in.
    const due = issued.access_token_expiry * 1000 - TOKEN_REFRESH_LEAD_MS;
    expect(first!.sentAt).toBeGreaterThanOrEqual(due - 250);
    expect(first!.sentAt).toBeLessThan(due + 2000);
    expect(first!.sentAt - tokens.login.at).toBeGreaterThan(500);
    // Each refresh sets a new refresh cookie, and the next refresh sends it.
    const rotated = refreshCookieIn(first!.setCookie);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(firstCookie);
    expect(second!.cookie).toBe(rotated);

    // Nothing of the session is in web storage: the access token lives in the page's memory.
    const storage = (await page.evaluate('JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])')) as string;
    for (const call of tokens.refreshes) expect(storage).not.toContain(call.answer.access_token);
    expect(storage).not.toContain(issued.access_token);
    const latest = tokens.refreshes.at(-1)!.answer.access_token;
    const mfa = await shell.api.call('GET', '/api/mfa', latest);
    expect(mfa.status).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
