import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Module } from '@ea/contracts';
import { ChannelArchiveMessages } from '@ea/contracts/directory';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { ADMIN, type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import { signedInPage, toast } from './support/browser-steps.ts';

let shell: ProductShell;

/** An active channel that stays listed while the channel of the test is archived. */
const NEIGHBOUR = 'Harbor Neighbours';

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  await shell.api.createChannel(NEIGHBOUR, { mapped: false });
}, 180_000);

afterAll(async () => {
  await shell?.close();
});

/** The value shown by one figure of the channel page. */
const figureValue = (page: Page, label: string) => page.locator(`[data-figure="${label}"] .channel-page__figure-value`).textContent();

/** Opens a dropdown of the content area and reads what it offers (left open, for a screenshot). */
async function offered(page: Page, dropdown: string): Promise<string[]> {
  await page.getByRole('main').getByRole('combobox', { name: dropdown, exact: true }).click();
  const list = page.getByRole('listbox', { name: dropdown });
  await list.getByRole('option').first().waitFor();
  return (await list.getByRole('option').allTextContents()).map((text) => text.trim());
}

describe.each([
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
])('the channel page at $width px', (viewport) => {
  // Each width archives its own channel, so the two runs do not see each other's changes.
  const CHANNEL = `Harbor Filings ${viewport.width}`;
  let page: Page;
  let channelId: number;
  let companyId: number;
  let userId: number;

  beforeAll(async () => {
    channelId = await shell.api.createChannel(CHANNEL);
    const cik = (n: number) => String(viewport.width * 1000 + n).padStart(10, '0');
    companyId = (
      await shell.api.ok<{ id: number }>('POST', '/api/company', {
        name: `Harbor Shipping ${viewport.width}`,
        ticker: 'HSHP',
        cik: cik(1),
        channelId,
      })
    ).id;
    await shell.api.ok('POST', '/api/company', { name: `Harbor Freight ${viewport.width}`, ticker: 'HFRT', cik: cik(2), channelId });
    const gone = await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name: `Harbor Gone ${viewport.width}`,
      ticker: 'HGON',
      cik: cik(3),
      channelId,
    });
    await shell.api.ok('DELETE', `/api/company/${gone.id}`);
    userId = (await shell.api.createActiveUser({ email: `harbor.${viewport.width}@ea-e2e.test`, channelId })).id;
    page = await signedInPage({ url: shell.url, newPage: () => shell.newPage(viewport) }, ADMIN.email, ADMIN.password, '/client');
  }, 120_000);

  afterAll(async () => {
    await page?.close();
  });

  it('opens from the channel list and shows the mapping, the counts and the lists they open', async () => {
    await page.goto(`${shell.url}/client`);
    await page.getByRole('main').getByRole('link', { name: CHANNEL, exact: true }).click();
    await page.waitForURL(`${shell.url}/client/${channelId}`);
    await page.getByRole('heading', { level: 1, name: CHANNEL }).waitFor();

    const summary = page.getByRole('region', { name: 'Channel summary' });
    await summary.getByText('Active', { exact: true }).waitFor();
    await summary.getByText(`acct-${channelId}`).waitFor();
    await expect.poll(() => figureValue(page, 'Companies')).toBe('2');
    await expect.poll(() => figureValue(page, 'Deleted companies')).toBe('1');
    await expect.poll(() => figureValue(page, 'Users')).toBe('1');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, `channel-page-${viewport.width}.png`), fullPage: true });

    await page.getByRole('link', { name: 'Open the company list: 2' }).click();
    await page.waitForURL(`${shell.url}/companies?client=${channelId}`);
    await page.getByRole('row', { name: new RegExp(`Harbor Shipping ${viewport.width}`) }).waitFor();
    await page.getByRole('row', { name: new RegExp(`Harbor Freight ${viewport.width}`) }).waitFor();

    await page.goto(`${shell.url}/client/${channelId}`);
    await page.getByRole('link', { name: 'Open the user list: 1' }).click();
    await page.waitForURL(`${shell.url}/users?clientfilter=${channelId}`);
    await page.getByRole('row', { name: new RegExp(`harbor.${viewport.width}@ea-e2e.test`) }).waitFor();
  });

  it('archives after a confirmation: hidden from the list, companies readable, no company added; then unarchives', async () => {
    await page.goto(`${shell.url}/client/${channelId}`);
    await page.getByRole('button', { name: 'Archive channel' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Archive ${CHANNEL}?` });
    await dialog.getByText(ChannelArchiveMessages.archiveQuestion).waitFor();
    // Focus starts on Cancel, so a stray Enter does not archive.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect((await shell.api.ok<{ archivedAt: string | null }>('GET', `/api/client/${channelId}`)).archivedAt).toBeNull();

    await page.getByRole('button', { name: 'Archive channel' }).click();
    await dialog.waitFor();
    await page.screenshot({ path: join(screenshotDir, `channel-archive-confirm-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Archive channel' }).click();
    const archivedToast = toast(page, ChannelArchiveMessages.archived);
    await archivedToast.waitFor();
    await page.getByRole('region', { name: 'Channel summary' }).locator('.badge', { hasText: 'Archived' }).waitFor();
    await page.getByText(/This channel is archived/).waitFor();
    expect((await shell.api.ok<{ archivedAt: string | null }>('GET', `/api/client/${channelId}`)).archivedAt).not.toBeNull();
    // The toast lies over the page: dismissed, as a user would, before axe reads the page.
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: ChannelArchiveMessages.archived })
      .getByRole('button', { name: 'Dismiss notification' })
      .click();
    await archivedToast.waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, `channel-page-archived-${viewport.width}.png`), fullPage: true });

    // Hidden from the channel list until the filter asks for archived channels.
    await page.goto(`${shell.url}/client`);
    await page.getByRole('main').getByRole('link', { name: NEIGHBOUR, exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: CHANNEL, exact: true }).count()).toBe(0);
    await page.getByLabel('Show', { exact: true }).selectOption('archived');
    await page.waitForURL(/status=archived/);
    const row = page.getByRole('row', { name: new RegExp(CHANNEL) });
    await row.getByText('Archived', { exact: true }).waitFor();
    await page.screenshot({ path: join(screenshotDir, `channel-list-archived-${viewport.width}.png`), fullPage: true });

    // Its companies stay readable.
    await page.goto(`${shell.url}/company/${companyId}`);
    await page.getByRole('heading', { level: 1, name: `Harbor Shipping ${viewport.width}` }).waitFor();

    // The company form offers it no more; a company sent to it anyway is refused.
    await page.goto(`${shell.url}/companies/add`);
    const companyChannels = await offered(page, 'Channel');
    expect(companyChannels).toContain(NEIGHBOUR);
    expect(companyChannels.filter((name) => name.startsWith(CHANNEL))).toEqual([]);
    await page.keyboard.press('Escape');
    const token = await shell.api.adminToken();
    const late = { name: `Harbor Late ${viewport.width}`, ticker: 'HLTE', cid: `HLTE${viewport.width}`, channelId };
    const refusedCompany = await shell.api.call<{ message: string }>('POST', '/api/company', token, late);
    expect(refusedCompany.status).toBe(422);
    expect(refusedCompany.body.message).toBe(ChannelArchiveMessages.channelArchived);
    const companies = await shell.api.ok<{ total: number }>('GET', `/api/company?client=${channelId}`);
    expect(companies.total).toBe(2);

    // Nor does the user form, and identity refuses a user sent to it anyway.
    await page.goto(`${shell.url}/users/add`);
    await expect.poll(() => offered(page, 'Channel').finally(() => page.keyboard.press('Escape'))).toContain(NEIGHBOUR);
    const userChannels = await offered(page, 'Channel');
    expect(userChannels.filter((name) => name.startsWith(CHANNEL))).toEqual([]);
    if (viewport.width === 1920)
      await page.screenshot({ path: join(screenshotDir, 'user-form-archived-channel-1920.png'), fullPage: true });
    await page.keyboard.press('Escape');
    const preparer = await shell.api.roleId('Preparer');
    const refusedUser = await shell.api.call<{ message: string; fields?: Record<string, string> }>('POST', '/api/user', token, {
      email: `harbor.late.${viewport.width}@ea-e2e.test`,
      userName: 'harborlate',
      firstName: 'Harbor',
      lastName: 'Late',
      channelId,
      roles: [preparer],
      products: [Module.library],
      confirmed: true,
    });
    expect(refusedUser.status).toBe(422);
    expect(refusedUser.body.fields).toEqual({ channelId: ChannelArchiveMessages.usersIntoArchived });

    // A user already in it shows the channel, marked; the user list's filter still offers it, marked.
    await page.goto(`${shell.url}/users/${userId}/edit`);
    await expect
      .poll(() => page.getByRole('main').getByRole('combobox', { name: 'Channel', exact: true }).textContent())
      .toContain(`${CHANNEL} (archived)`);
    await page.goto(`${shell.url}/users`);
    await expect
      .poll(() => offered(page, 'Channel filter').finally(() => page.keyboard.press('Escape')))
      .toContain(`${CHANNEL} (archived)`);

    // Unarchived, it is listed again and takes companies.
    await page.goto(`${shell.url}/client/${channelId}`);
    await page.getByRole('button', { name: 'Unarchive channel' }).click();
    await toast(page, ChannelArchiveMessages.unarchived).waitFor();
    await page.getByRole('region', { name: 'Channel summary' }).getByText('Active', { exact: true }).waitFor();
    await page.goto(`${shell.url}/client`);
    await page.getByRole('main').getByRole('link', { name: CHANNEL, exact: true }).waitFor();
    const added = await shell.api.call('POST', '/api/company', await shell.api.adminToken(), {
      name: `Harbor Late ${viewport.width}`,
      ticker: 'HLTE',
      cid: `HLTE${viewport.width}`,
      channelId,
    });
    expect(added.status).toBe(201);
  });
});
