import { join } from 'node:path';
import type { AuditLogPage } from '@ea/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from '../shell/support/screen-fit.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

let shell: ProductShell;
let page: Page;

beforeAll(async () => {
  shell = await startProductShell();
  page = await shell.newPage();
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/users/auditlog')}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/users/auditlog');
});

afterAll(async () => {
  await shell?.close();
});

/** How the product writes a moment in Los Angeles: "Nov 28, 2026, 3:04 PM PST". */
const inLosAngeles = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(new Date(iso))
    .replace(/[\u202f\u2009]/g, ' ');

const zoneSelect = () => page.getByRole('listbox', { name: 'Time zone' });

describe('the user’s time zone', () => {
  it('is chosen on the profile page, reached from the user menu', async () => {
    await page.getByRole('button', { name: ADMIN.email }).click();
    await page.getByRole('menuitem', { name: 'Profile and time zone' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.locator('.profile-facts').getByText(ADMIN.email, { exact: true }).waitFor();
    // Nobody chose a zone yet: the browser's is chosen.
    expect(await zoneSelect().inputValue()).toBe('');

    await page.getByLabel('Search time zones').fill('los angeles');
    await expect
      .poll(() => zoneSelect().locator('option').allTextContents())
      .toEqual([expect.stringMatching(/^This browser’s time zone: /), expect.stringMatching(/^America\/Los Angeles \(GMT-0[78]:00\)$/)]);
    await zoneSelect().selectOption('America/Los_Angeles');
    await page.getByText(/^Times will read like: .* P[SD]T$/).waitFor();

    // An unsaved choice is not lost without asking.
    await page.locator('#app-menu').getByRole('link', { name: 'Dashboard', exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: 'Discard changes' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/profile');

    await page.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Your time zone was saved', { exact: true }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'profile-time-zone.png') });
    const profile = await shell.api.call<{ timeZone: string | null }>('GET', '/api/profile', await shell.api.adminToken());
    expect(profile.body.timeZone).toBe('America/Los_Angeles');
  });

  it('shows the users audit log’s times in that zone, with its abbreviation', async () => {
    const log = await shell.api.ok<AuditLogPage>('GET', '/api/user/auditlog?page=1&limit=10');
    const latest = log.items[0]!;
    await page.goto(`${shell.url}/users/auditlog`);
    await page.getByRole('heading', { name: 'User Audit Log' }).waitFor();
    const firstTime = page.locator('table.data-table__table tbody tr').first().locator('time');
    await expect.poll(() => firstTime.getAttribute('datetime')).toBe(latest.occurredAt);
    const shown = await firstTime.textContent();
    expect(shown).toBe(inLosAngeles(latest.occurredAt));
    expect(shown).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
  });

  it.each(DESKTOP_WIDTHS)('shows the zone choice and the zoned times of the audit log within %i px', async (width) => {
    await page.goto(`${shell.url}/users/auditlog`);
    const firstTime = page.locator('table.data-table__table tbody tr').first().locator('time');
    await expectFitsAt(page, width, 'users-audit-log-zoned', [firstTime, page.getByRole('columnheader', { name: 'Details' })]);
    expect(await firstTime.textContent()).toMatch(/ P[SD]T$/);
    await page.goto(`${shell.url}/profile`);
    await expectFitsAt(page, width, 'profile-time-zone', [zoneSelect(), page.getByRole('button', { name: 'Save time zone' })]);
  });

  it('refuses a zone it does not know with the field’s message', async () => {
    const answer = await shell.api.call('PUT', '/api/profile', await shell.api.adminToken(), { timeZone: 'Atlantis/Capital' });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'validation',
        message: 'Please choose a time zone from the list',
        fields: { timeZone: 'Please choose a time zone from the list' },
      },
    });
  });
});
