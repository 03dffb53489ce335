import { join } from 'node:path';
import { Module } from '@ea/contracts';
import type { UserList } from '@ea/contracts/identity';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../frontend/src/ui/format/date-time.ts';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { DESKTOP_WIDTHS, expectFitsAt } from '../shell/support/screen-fit.ts';
import { signIn } from '../shell/support/sign-in-form.ts';

const ZONE = 'America/Los_Angeles';
const SEEN = 'bulk-seen@ea-e2e.test';
const ONE = 'bulk-one@ea-e2e.test';
const TWO = 'bulk-two@ea-e2e.test';
const INVITEE = 'bulk-invitee@ea-e2e.test';

let shell: ProductShell;
let page: Page;

const userNamed = async (email: string) =>
  (await shell.api.ok<UserList>('GET', `/api/user?filter=${encodeURIComponent(email)}`)).items.find((user) => user.email === email)!;

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Bulk Partners');
  for (const email of [SEEN, ONE, TWO]) await shell.api.createActiveUser({ email, channelId });
  await shell.api.signIn(SEEN, PASSWORD);
  // Added and invited, never activated.
  await shell.api.ok('POST', '/api/user', {
    email: INVITEE,
    userName: 'bulk-invitee',
    firstName: 'Ina',
    lastName: 'Vitee',
    channelId,
    roles: [await shell.api.roleId('Preparer')],
    products: [Module.library],
    confirmed: true,
  });
  await shell.mail.next('activation', INVITEE, 0);
  // The viewer reads times in a zone of their own choosing, not the browser's.
  await shell.api.ok('PUT', '/api/profile', { timeZone: ZONE });

  page = await shell.newPage({ width: 1280, height: 800 });
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent('/users?filter=bulk-')}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/users');
});

afterAll(async () => {
  await shell?.close();
});

const row = (email: string) => page.getByRole('row').filter({ hasText: email });
/** The text of a row's cell under the header named `header`. */
async function cellText(email: string, header: string): Promise<string> {
  // A sortable header carries its sort mark after the name.
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const column = headers.findIndex((text) => text.startsWith(header));
  expect(column, header).toBeGreaterThanOrEqual(0);
  return (
    (await row(email)
      .locator(`td:nth-child(${column + 1})`)
      .textContent()) ?? ''
  ).trim();
}

describe('users list: last sign-in, invitations and bulk actions at 1280 px', () => {
  it('shows each user’s last sign-in in the viewer’s time zone, "Never" before the first, and where an invitation stands', async () => {
    await row(SEEN).waitFor();
    const seen = await userNamed(SEEN);
    expect(seen.lastSignInAt).not.toBeNull();
    await expect.poll(() => row(SEEN).locator('time').first().textContent()).toBe(formatDateTime(seen.lastSignInAt!, ZONE));
    expect(await row(SEEN).locator('time').first().getAttribute('datetime')).toBe(seen.lastSignInAt);
    expect(await cellText(ONE, 'Last sign-in')).toBe('Never');

    const invitee = await userNamed(INVITEE);
    expect(invitee.invitation.state).toBe('pending');
    expect(await cellText(INVITEE, 'Last sign-in')).toBe(`NeverInvited ${formatDate(invitee.invitation.sentAt!, ZONE)}`);
    // The one Status column keeps its one state.
    expect(await cellText(INVITEE, 'Status')).toBe('Invitation pending');
    expect(
      await row(SEEN)
        .getByRole('button', { name: /Resend invite/ })
        .count(),
    ).toBe(0);

    // Nothing overflows at 1280 px: not the page, and not the table out of its card.
    const fits = await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth');
    expect(fits).toBe(true);
    const tableOverflow = await page.evaluate(
      '(() => { const card = document.querySelector(".data-table"); return card.querySelector("table").getBoundingClientRect().right - card.getBoundingClientRect().right; })()',
    );
    expect(tableOverflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshotDir, 'user-list-sign-in-1280.png') });
  });

  it('resends an invitation from its row: a new activation mail arrives', async () => {
    const before = await shell.mail.count('activation', INVITEE);
    await row(INVITEE)
      .getByRole('button', { name: `Resend invite to ${INVITEE}` })
      .click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(`Activation email sent to ${INVITEE}`).waitFor();
    const mail = await shell.mail.next('activation', INVITEE, before);
    expect(mail.text).toContain('/set-user-password?token=');
    expect(await shell.mail.count('activation', INVITEE)).toBe(before + 1);
  });

  it('deactivates two selected users after confirming, and sums up what it did', async () => {
    await page.getByRole('checkbox', { name: `Select ${ONE}` }).check();
    await page.getByRole('checkbox', { name: `Select ${TWO}` }).check();
    const bar = page.getByRole('region', { name: 'Selected users' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate users' });
    await dialog.waitFor();
    // Nothing happens before the answer.
    expect((await userNamed(ONE)).activeFlag).toBe('Active');
    await dialog.getByRole('button', { name: 'Deactivate 2' }).click();

    const outcome = page.getByRole('region', { name: 'Result of the last action' });
    await outcome.getByText('2 users deactivated', { exact: true }).waitFor();
    await expect.poll(() => cellText(ONE, 'Status')).toBe('Deactivated');
    await expect.poll(() => cellText(TWO, 'Status')).toBe('Deactivated');
    expect(await cellText(SEEN, 'Status')).toBe('Active');
    expect((await userNamed(ONE)).activeFlag).toBe('Inactive');
    expect((await userNamed(TWO)).activeFlag).toBe('Inactive');
    expect((await userNamed(SEEN)).activeFlag).toBe('Active');
    const refused = await shell.api.call('POST', '/api/auth/login', null, { email: ONE, password: PASSWORD });
    expect(refused.status).toBe(403);
    // The selection is done with: the bar gives way to the summary.
    expect(await page.getByRole('region', { name: 'Selected users' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: `Select ${ONE}` }).isChecked()).toBe(false);
    await page.screenshot({ path: join(screenshotDir, 'user-bulk-actions-1280.png') });
  });

  it.each(DESKTOP_WIDTHS)('shows the selection bar, its actions and the last result within %i px', async (width) => {
    await page.getByRole('checkbox', { name: `Select ${SEEN}` }).check();
    const bar = page.getByRole('region', { name: 'Selected users' });
    await expectFitsAt(page, width, 'user-bulk-bar', [
      bar.getByRole('button', { name: 'Deactivate' }),
      bar.getByRole('button', { name: 'Assign product…' }),
      page.getByRole('columnheader', { name: 'Actions' }),
    ]);
    await page.getByRole('checkbox', { name: `Select ${SEEN}` }).uncheck();
    await bar.waitFor({ state: 'detached' });
  });

  it('reaches change password and authenticator setup from the profile', async () => {
    await page.goto(`${shell.url}/profile`);
    const security = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Sign-in and security' }) });
    await security.waitFor();
    await security.getByRole('link', { name: 'Set up authenticator' }).waitFor();
    await security.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByRole('heading', { name: 'Change password' }).first().waitFor();
    await page.goBack();
    await security.getByRole('link', { name: 'Set up authenticator' }).click();
    await page.waitForURL((url) => url.pathname === '/setup-authenticator');
  });
});
