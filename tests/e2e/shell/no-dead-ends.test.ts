import { Module } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type A11yViolation, seriousA11yViolations } from './support/axe.ts';
import { ADMIN, type ProductShell, startProductShell } from './support/product-fixture.ts';
import { signedInAt, signIn } from './support/sign-in-form.ts';

/** The screens whose controls are walked: every one links on to the rest. */
const START_SCREENS = ['/dashboard', '/client', '/companies', '/deleted-companies', '/users'];

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Dead End Filings');
  await shell.api.ok('POST', '/api/company', { name: 'Dead End Co', ticker: 'DEAD', cid: 'DEAD1', channelId });
  await shell.api.createActiveUser({ email: 'preparer@ea-e2e.test', channelId, products: [Module.library, Module.edgareye] });
  await shell.api.createActiveUser({ email: 'reviewer@ea-e2e.test', channelId, roles: ['Reviewer'], products: [Module.library] });
}, 120_000);

afterAll(async () => {
  await shell?.close();
});

/** Every address of the product the page links to, with the menu's closed sections opened. */
async function linksOn(page: Page): Promise<string[]> {
  const closed = page.getByRole('navigation', { name: 'Main menu' }).locator('button[aria-expanded="false"]');
  for (let open = await closed.count(); open > 0; open = await closed.count()) await closed.first().click();
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.startsWith('/api/'));
}

/**
 * Follows every link the user is shown from the start screens they can open; answers the ones that
 * dead-end, and what axe-core finds serious on each screen reached.
 */
async function walk(page: Page): Promise<{ dead: string[]; a11y: Record<string, A11yViolation[]> }> {
  const seen = new Set<string>();
  const dead: string[] = [];
  const a11y: Record<string, A11yViolation[]> = {};
  for (const start of START_SCREENS) {
    await page.goto(`${shell.url}${start}`);
    await page.getByRole('main').waitFor();
    if (new URL(page.url()).pathname === '/not-found') continue;
    await page.waitForLoadState('networkidle');
    for (const href of await linksOn(page)) {
      const path = href.split('#')[0]!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(`${shell.url}${path}`);
      await page.getByRole('main').waitFor();
      const notFound = await page.getByRole('heading', { name: 'Page not found' }).count();
      if (new URL(page.url()).pathname === '/not-found' || notFound > 0) dead.push(path);
      await page.waitForLoadState('networkidle');
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) a11y[path] = violations;
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
  return { dead, a11y };
}

describe('no control leads to a page the user cannot use, and axe-core finds nothing serious on any screen', () => {
  // The walk is long, so each role walks once; together they cover both desktop widths.
  it.each([
    ['an administrator', 1280, ADMIN.email, ADMIN.password],
    ['a preparer', 1920, 'preparer@ea-e2e.test', undefined],
    ['a reviewer', 1920, 'reviewer@ea-e2e.test', undefined],
  ])(
    'for %s at %i px, every link shown opens a page',
    async (_who, width, email, password) => {
      const page = await signedInAt(shell, email, '/dashboard', password);
      await page.setViewportSize({ width, height: 900 });
      const { dead, a11y } = await walk(page);
      expect(dead).toEqual([]);
      expect(a11y).toEqual({});
    },
    600_000,
  );

  it('"Set up authenticator" on the login signs in first and then opens the setup, which the user menu also reaches', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Set up authenticator' }).click();
    await page.getByText('Sign in first: the authenticator is set up for your account right after.').waitFor();
    expect(await page.getByRole('link', { name: 'Set up authenticator' }).count()).toBe(0);
    await signIn(page, 'preparer@ea-e2e.test');
    await page.waitForURL(`${shell.url}/setup-authenticator`);

    await page.goto(`${shell.url}/dashboard`);
    await page.getByRole('button', { name: 'preparer@ea-e2e.test' }).click();
    await page.getByRole('menuitem', { name: 'Sign-in security' }).click();
    await page.waitForURL(`${shell.url}/setup-authenticator`);
    await page.getByLabel('Ask for a code sent to my email at every sign-in').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
