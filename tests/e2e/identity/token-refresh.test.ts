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
  body: { refresh_token?: string };
  authorization: string | null;
  answer: { access_token: string; refresh_token: string; access_token_expiry: number };
}

function watchTokens(page: Page) {
  const login: { at: number; answer?: TokenCall['answer'] } = { at: 0 };
  const refreshes: TokenCall[] = [];
  const sent = new Map<unknown, number>();
  page.on('request', (request) => sent.set(request, Date.now()));
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/auth/login') {
      login.at = Date.now();
      login.answer = await response.json();
    } else if (path === '/api/auth/refresh-token') {
      const request = response.request();
      refreshes.push({
        sentAt: sent.get(request) ?? 0,
        body: request.postDataJSON(),
        authorization: request.headers().authorization ?? null,
        answer: await response.json(),
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
  it('refreshes about 5 minutes before the access token expires, rotating the refresh token, and stays signed in', async () => {
    const page = await shell.newPage();
    const tokens = watchTokens(page);
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
    await waitUntil(() => tokens.login.answer !== undefined, 5000);
    const issued = tokens.login.answer!;
    expect(issued.access_token_expiry * 1000 - tokens.login.at).toBeLessThanOrEqual(TTL_SECONDS * 1000);

    await waitUntil(() => tokens.refreshes.length >= 2, 15_000);
    const [first, second] = tokens.refreshes;
    expect(first!.body).toEqual({ refresh_token: issued.refresh_token });
    expect(first!.authorization).toBeNull();
    // Due 5 minutes before the expiry (whole seconds), which is one to two seconds after sign-in.
    const due = issued.access_token_expiry * 1000 - TOKEN_REFRESH_LEAD_MS;
    expect(first!.sentAt).toBeGreaterThanOrEqual(due - 250);
    expect(first!.sentAt).toBeLessThan(due + 2000);
    expect(first!.sentAt - tokens.login.at).toBeGreaterThan(500);
    // Each refresh hands out a new refresh token, and the next refresh uses it.
    expect(first!.answer.refresh_token).not.toBe(issued.refresh_token);
    expect(second!.body).toEqual({ refresh_token: first!.answer.refresh_token });

    const current = JSON.parse((await page.evaluate('localStorage.getItem("ea.tokens")')) as string) as { access_token: string };
    expect(tokens.refreshes.map((call) => call.answer.access_token)).toContain(current.access_token);
    const mfa = await shell.api.call('GET', '/api/mfa', current.access_token);
    expect(mfa.status).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
