import { FEATURE_AUDIT_LOG, FEATURE_USER_MANAGEMENT, Module } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductShell, startProductShell } from './support/product-fixture.ts';
import { signIn } from './support/sign-in-form.ts';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  const { api } = shell;
  await api.ok('PUT', `/api/feature/mapping/${await api.roleId('Reviewer')}`, { features: [FEATURE_USER_MANAGEMENT] });
  // The users audit log is an audit log too: it needs Feature_AuditLog besides Feature_UserManagement.
  await api.createRole('User Manager', [FEATURE_USER_MANAGEMENT, FEATURE_AUDIT_LOG]);
  await api.createActiveUser({ email: 'ana@ea-e2e.test', products: [Module.library, Module.eaforms, Module.easyview] });
  await api.createActiveUser({ email: 'reviewer@ea-e2e.test', roles: ['Reviewer'], products: [Module.library] });
  await api.createActiveUser({ email: 'manager@ea-e2e.test', roles: ['User Manager'], products: [Module.library] });
});

afterAll(async () => {
  await shell?.close();
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('guards (spec §6)', () => {
  it('sends a signed-out visit to the login with the address encoded, and returns there after sign-in', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/library/recent-documents?page=2`);
    await page.waitForURL(/\/login\?/);
    expect(path(page)).toBe(`/login?returnUrl=${encodeURIComponent('/library/recent-documents?page=2')}`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/library/recent-documents?page=2`);
    await page.getByRole('heading', { name: 'Recent Documents' }).waitFor();
  });

  it('sends a module route without its number in MODULE_ACCESS to not-found', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.goto(`${shell.url}/edgar-eye/today`);
    await page.waitForURL(`${shell.url}/not-found`);
    await page.goto(`${shell.url}/users`);
    await page.waitForURL(`${shell.url}/not-found`);
    await page.goto(`${shell.url}/system/sql-query`);
    await page.waitForURL(`${shell.url}/not-found`);
    await page.goto(`${shell.url}/library`);
    await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
    expect(path(page)).toBe('/library');
  });

  it('opens Users with Feature_UserManagement, read back from the cookie after a reload', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/users/auditlog')}`);
    await signIn(page, 'manager@ea-e2e.test');
    await page.getByRole('heading', { name: 'User Audit Log' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'User Audit Log' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'userConfiguration');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      Feature_UserManagement: true,
      MODULE_ACCESS: [Module.library],
    });
  });

  it('keeps a reviewer-only user out of channel, company and user management, even when their role maps the user-management feature', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login`);
    await signIn(page, 'reviewer@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();
    expect(await page.locator('nav[aria-label="Main menu"] .left-menu__label').allTextContents()).toEqual(['Dashboard', 'Library']);
    for (const denied of ['/client', '/companies/add', '/users']) {
      await page.goto(`${shell.url}${denied}`);
      await page.waitForURL(`${shell.url}/not-found`);
    }
  });

  it('redirects an unknown path to the root and the root to the login', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/no/such/page`);
    await page.waitForURL(`${shell.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});

describe('brand redirects (spec §2)', () => {
  const cases = [
    { visit: '/easyview/12/projects/content', login: '/login' },
    { visit: '/EA-Forms?cname=acme', login: '/partner/login' },
    { visit: '/EA-Forms/file-counter?cname=SFC', login: '/sfc/login' },
    { visit: '/easyview/12/projects/content?cname=sfc', login: '/sfc/login' },
  ];

  for (const { visit, login } of cases) {
    it(`sends a signed-out ${visit} to ${login} with the address`, async () => {
      const page = await shell.newPage();
      await page.goto(`${shell.url}${visit}`);
      await page.waitForURL((url) => url.pathname === login);
      expect(path(page)).toBe(`${login}?returnUrl=${encodeURIComponent(visit)}`);
    });
  }

  it('signs in with the brand of the login page and comes back to the EA-Forms link', async () => {
    const page = await shell.newPage();
    const brands: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) brands.push((request.postDataJSON() as { brand?: string }).brand);
    });
    await page.goto(`${shell.url}/EA-Forms?cname=sfc`);
    await page.waitForURL((url) => url.pathname === '/sfc/login');
    await page.getByText('SFC Filing Center').waitFor();
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/EA-Forms?cname=sfc`);
    await page.getByRole('heading', { name: 'EA Forms' }).waitFor();
    expect(brands).toEqual(['sfc']);
    expect(await page.locator('.top-bar .brand-logo__name').textContent()).toBe('SFC Filing Center');
  });

  it('refuses a return address that leaves the site', async () => {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('//evil.example/steal')}`);
    await signIn(page, 'ana@ea-e2e.test');
    await page.waitForURL(`${shell.url}/dashboard`);
  });
});
