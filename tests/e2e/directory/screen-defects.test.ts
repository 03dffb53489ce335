import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Module, NETWORK_ERROR_MESSAGE, SuccessMessages } from '@ea/contracts';
import { CompanyBulkPaths, DirectoryErrors } from '@ea/contracts/directory';
import type { UserView } from '@ea/contracts/identity';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { field, fieldError, screenshotDir, signedInPage, toast } from './support/browser-steps.ts';

const CHANNEL = 'Polish Filings';
const COMPANY = 'Visible Delete Inc';
const STATES = ['Active', 'Locked', 'Deactivated', 'Suspended', 'Invitation pending', 'Deprovisioned'];

let shell: ProductShell;
let page: Page;
let companyId: number;
let activeUserId: number;

beforeAll(async () => {
  shell = await startProductShell();
  await mkdir(screenshotDir, { recursive: true });
  const channelId = await shell.api.createChannel(CHANNEL);
  companyId = (await shell.api.ok<{ id: number }>('POST', '/api/company', { name: COMPANY, ticker: 'VDEL', cid: 'VDEL1', channelId })).id;

  // One user in each state the old column showed as two contradictory badges.
  const deactivated = await shell.api.createActiveUser({ email: 'deactivated@ea-e2e.test', channelId });
  await shell.api.ok('PATCH', `/api/user/${deactivated.id}/status`, { active: false });
  const suspended = await shell.api.createActiveUser({ email: 'suspended@ea-e2e.test', channelId });
  await shell.api.ok('PATCH', `/api/user/${suspended.id}/status`, { status: 'SUSPENDED' });
  // Long values, as real filers have them: the tables must still fit with their actions in view.
  await shell.api.ok('POST', '/api/company', {
    name: 'Consolidated International Holdings and Subsidiaries of North America Incorporated',
    ticker: 'CIHSNA',
    cid: 'CIHSNA1',
    channelId,
  });
  await shell.api.createActiveUser({ email: 'compliance.reporting.department.manager@consolidated-holdings-example.test', channelId });
  activeUserId = (await shell.api.createActiveUser({ email: 'active@ea-e2e.test', channelId })).id;
  const roles = [await shell.api.roleId('Preparer')];
  await shell.api.ok<UserView>('POST', '/api/user', {
    email: 'pending@ea-e2e.test',
    userName: 'pending',
    firstName: 'Pending',
    lastName: 'User',
    channelId,
    roles,
    products: [Module.library],
    confirmed: true,
  });

  page = await signedInPage(shell, ADMIN.email, ADMIN.password, '/dashboard');
}, 120_000);

afterAll(async () => {
  await shell?.close();
});

/** Relative luminance and contrast ratio of two "rgb(r, g, b)" colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const WHITE = 'rgb(255, 255, 255)';

describe.each([1280, 1366, 1920])('list tables at %i px', (width) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height: 900 });
  });

  it.each(['/companies', '/deleted-companies', '/users', '/client'])(
    'fit %s in the window with its last column (the actions) visible',
    async (path) => {
      await page.goto(`${shell.url}${path}`);
      await page.locator('tbody tr').first().waitFor();
      const fit = await page.evaluate(() => {
        const doc = (
          globalThis as unknown as {
            document: {
              documentElement: { scrollWidth: number; clientWidth: number };
              querySelectorAll(
                s: string,
              ): ArrayLike<{ getBoundingClientRect(): { right: number; left: number }; textContent: string | null }>;
            };
          }
        ).document;
        const heads = Array.from(doc.querySelectorAll('thead th'));
        const cells = Array.from(doc.querySelectorAll('tbody tr:first-child td'));
        return {
          pageScroll: doc.documentElement.scrollWidth - doc.documentElement.clientWidth,
          viewport: doc.documentElement.clientWidth,
          lastHead: heads.at(-1)?.textContent?.trim() ?? '',
          rightmost: Math.max(...[...heads, ...cells].map((el) => el.getBoundingClientRect().right)),
        };
      });
      expect(fit.pageScroll).toBe(0);
      expect(fit.rightmost).toBeLessThanOrEqual(fit.viewport);
      await page.screenshot({ path: join(screenshotDir, `list-fit${path.replace(/\//g, '-')}-${width}.png`) });
    },
  );
});

describe.each([1280, 1920])('screen polish at %i px', (width) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height: 900 });
  });

  it('shows the company list Delete button at rest: danger text with at least 4.5:1 contrast on what is behind it', async () => {
    await page.goto(`${shell.url}/companies`);
    const remove = page.getByRole('button', { name: `Delete ${COMPANY}` });
    await remove.waitFor();
    await page.mouse.move(0, 0);
    const look = await remove.evaluate((button) => {
      // The test compiles without the DOM library; these are the browser's own objects.
      type Node = { parentElement: Node | null };
      const style = (el: Node) =>
        (globalThis as unknown as { getComputedStyle(el: Node): { color: string; backgroundColor: string } }).getComputedStyle(el);
      // What shows behind the text: the first ancestor (or the button) with a painted background.
      let behind: Node | null = button as unknown as Node;
      while (behind && /rgba\(0, 0, 0, 0\)|transparent/.test(style(behind).backgroundColor)) behind = behind.parentElement;
      return {
        color: style(button as unknown as Node).color,
        ownBackground: style(button as unknown as Node).backgroundColor,
        behind: behind ? style(behind).backgroundColor : 'rgb(255, 255, 255)',
      };
    });
    expect(look.color).not.toBe(WHITE);
    expect(look.color).not.toBe(look.behind);
    expect(look.color).not.toBe(look.ownBackground);
    expect(contrast(look.color, look.behind)).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: join(screenshotDir, `company-list-delete-${width}.png`) });
  });

  it('shows one state per user in the status column, with both raw values in its title', async () => {
    await page.goto(`${shell.url}/users?size=100`);
    await page.getByRole('row').filter({ hasText: 'pending@ea-e2e.test' }).waitFor();
    const headers = await page.locator('thead th').allTextContents();
    const column = headers.findIndex((text) => text.trim().startsWith('Status'));
    expect(column).toBeGreaterThanOrEqual(0);
    const cells = await page.locator(`tbody tr td:nth-child(${column + 1})`).evaluateAll((tds) =>
      tds.map((td) => ({
        text: (td.textContent ?? '').trim(),
        badges: td.querySelectorAll('.badge').length,
        title: td.querySelector('.badge')?.getAttribute('title') ?? '',
      })),
    );
    expect(cells.length).toBeGreaterThanOrEqual(5);
    for (const cell of cells) {
      expect(cell.badges).toBe(1);
      expect(STATES).toContain(cell.text);
      expect(cell.title).toMatch(/^Identity status: [A-Z]+ · Flag: (Active|Inactive)/);
    }
    const stateOf = async (email: string) =>
      (
        await page
          .getByRole('row')
          .filter({ hasText: email })
          .locator(`td:nth-child(${column + 1})`)
          .textContent()
      )?.trim();
    expect(await stateOf('active@ea-e2e.test')).toBe('Active');
    expect(await stateOf('deactivated@ea-e2e.test')).toBe('Deactivated');
    expect(await stateOf('suspended@ea-e2e.test')).toBe('Suspended');
    expect(await stateOf('pending@ea-e2e.test')).toBe('Invitation pending');
    await page.screenshot({ path: join(screenshotDir, `users-status-${width}.png`) });
  });

  it('refuses a channel name that differs from another only in case and spaces, at the name field', async () => {
    await page.goto(`${shell.url}/client/add`);
    await field(page, 'Client name').fill(`  ${CHANNEL.toUpperCase()} `);
    await page.getByRole('button', { name: 'Add Channel' }).click();
    await expect.poll(() => fieldError(page, 'Client name').textContent()).toBe(DirectoryErrors.channelNameTaken);
    await toast(page, 'Unable to Add/Update Client').waitFor();
    expect(new URL(page.url()).pathname).toBe('/client/add');
    const channels = await shell.api.ok<{ items: { name: string }[] }>('GET', '/api/client');
    expect(channels.items.filter((c) => c.name.trim().toLowerCase() === CHANNEL.toLowerCase()).map((c) => c.name)).toEqual([CHANNEL]);
    await page.screenshot({ path: join(screenshotDir, `channel-duplicate-name-${width}.png`) });
  });

  it('says so when a save gets no answer, keeps what was typed, and saves it on retry (channel, company, user)', async () => {
    /** Cuts the network for this form's save, checks the error and the kept input, then retries with the network back. */
    const saveOffline = async (api: RegExp, input: Locator, value: string, button: string, saved: string) => {
      await input.fill(value);
      const drop = (route: Route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected'));
      await page.route(api, drop);
      await page.getByRole('button', { name: button }).click();
      await toast(page, NETWORK_ERROR_MESSAGE).waitFor();
      expect(await input.inputValue()).toBe(value);
      await page.unroute(api, drop);
      await page.screenshot({ path: join(screenshotDir, `save-offline-${button.replace(/\W+/g, '-').toLowerCase()}-${width}.png`) });
      await page.getByRole('button', { name: button }).click();
      await toast(page, saved).waitFor();
    };

    const channel = `Offline Channel ${width}`;
    await page.goto(`${shell.url}/client/add`);
    await saveOffline(/\/api\/client(\/|$)/, field(page, 'Client name'), channel, 'Add Channel', SuccessMessages.channelSaved);
    const channels = await shell.api.ok<{ items: { name: string }[] }>('GET', '/api/client');
    expect(channels.items.filter((c) => c.name === channel)).toHaveLength(1);

    await page.goto(`${shell.url}/companies/${companyId}/edit`);
    await saveOffline(/\/api\/company\//, field(page, 'Ticker'), `VD${width}`.slice(0, 6), 'Update Company', SuccessMessages.companySaved);
    expect((await shell.api.ok<{ ticker: string }>('GET', `/api/company/${companyId}`)).ticker).toBe(`VD${width}`.slice(0, 6));

    await page.goto(`${shell.url}/users/${activeUserId}/edit`);
    await saveOffline(/\/api\/user\//, page.getByLabel(/^Last name/), `Offline${width}`, 'Save changes', SuccessMessages.userSaved);
    expect((await shell.api.ok<UserView>('GET', `/api/user/${activeUserId}`)).lastName).toBe(`Offline${width}`);
  });

  it('keeps the dashboard donut a ring with its total in the hole, and one colour per action in the chart and the activity list', async () => {
    await page.goto(`${shell.url}/dashboard`);
    const donut = page.locator('.donut-chart__svg');
    await donut.waitFor();
    const box = (await donut.boundingBox())!;
    // A point of the hole below the caption (radius 30 of the 38 the hole has, in 120 units): the ring must not cover it.
    const hit = await page.evaluate(
      ([x, y]) =>
        (
          globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } }
        ).document.elementFromPoint(x!, y!)?.tagName,
      [box.x + box.width / 2, box.y + box.height / 2 + (box.height * 30) / 120],
    );
    expect(hit).toBe('svg');
    const total = await page
      .locator('.donut-chart__value')
      .evaluate((text) => (text as unknown as { getBBox(): { width: number } }).getBBox().width);
    expect(total).toBeLessThan(76);

    const bar = page.locator('.bar-chart__bar[data-label="Create"]').first();
    await bar.waitFor();
    const barColor = await bar.evaluate(
      (rect) => (globalThis as unknown as { getComputedStyle(el: unknown): { fill: string } }).getComputedStyle(rect).fill,
    );
    const createdDot = page.locator('.activity-list__item', { hasText: 'Create ·' }).first().locator('.activity-list__dot');
    const dotColor = await createdDot.evaluate(
      (dot) =>
        (globalThis as unknown as { getComputedStyle(el: unknown): { backgroundColor: string } }).getComputedStyle(dot).backgroundColor,
    );
    expect(barColor).toBe(dotColor);
    await page.screenshot({ path: join(screenshotDir, `dashboard-charts-${width}.png`) });
  });

  it('shows the Admin role holding every feature, locked, and a holder of the role is an administrator', async () => {
    await page.goto(`${shell.url}/role-management/feature-mapping`);
    const adminBoxes = page.getByRole('checkbox', { name: /^Admin: / });
    await adminBoxes.first().waitFor();
    const states = await adminBoxes.evaluateAll((boxes) =>
      boxes.map((box) => ({
        checked: (box as unknown as { checked: boolean }).checked,
        disabled: (box as unknown as { disabled: boolean }).disabled,
      })),
    );
    expect(states.length).toBeGreaterThan(2);
    expect(states.every((state) => state.checked && state.disabled)).toBe(true);
    await page.screenshot({ path: join(screenshotDir, `feature-mapping-admin-${width}.png`) });

    const email = `role-admin-${width}@ea-e2e.test`;
    const holder = await shell.api.createActiveUser({ email, roles: ['Admin'] });
    expect(holder.admin).toBe(true);
  });

  it('maps a channel to its identity-provider account on the channel screen', async () => {
    const channelId = await shell.api.createChannel(`Unmapped Filings ${width}`, { mapped: false });
    await page.goto(`${shell.url}/client/${channelId}/edit`);
    const card = page.getByRole('form', { name: 'Identity-provider account' });
    await card.getByText("Not mapped: this channel's users are not mirrored, and saving one asks for confirmation.").waitFor();
    await card.getByLabel(/^Account id/).fill(`acct-ui-${width}`);
    await card.getByRole('button', { name: 'Save account' }).click();
    await toast(page, 'Identity-provider account saved').waitFor();
    await card.getByText(`Mapped to acct-ui-${width}: this channel's users are mirrored to the identity provider.`).waitFor();
    expect(await shell.api.ok('GET', `/api/sso/channel-account/${channelId}`)).toEqual({ channelId, account: `acct-ui-${width}` });
    await page.screenshot({ path: join(screenshotDir, `channel-account-${width}.png`) });
  });

  it('offers sign-in and password events in the users audit log filter, with readable actions and names, not ids', async () => {
    await page.goto(`${shell.url}/users/auditlog`);
    await page.getByRole('combobox', { name: 'Action filter', exact: true }).click();
    await page.getByRole('option', { name: 'Password change', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Sign-in', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('actionfilter')).toBe('SignIn');
    await expect
      .poll(async () => (await page.locator('tbody tr td:nth-child(3)').allTextContents()).map((text) => text.trim()))
      .toContain('Sign-in');
    const actions = (await page.locator('tbody tr td:nth-child(3)').allTextContents()).map((text) => text.trim());
    expect(new Set(actions)).toEqual(new Set(['Sign-in']));
    const details = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(details.some((text) => text.includes(ADMIN.email))).toBe(true);
    expect(details.join('\n')).not.toMatch(/#\d/);
    await page.screenshot({ path: join(screenshotDir, `users-audit-sign-ins-${width}.png`) });
  });

  it('narrows the company audit log to a date range, and reads each change by its field’s label with readable values', async () => {
    const name = `Audit Range ${width} Inc`;
    const from = await shell.api.createChannel(`Audit From ${width}`);
    const to = await shell.api.createChannel(`Audit To ${width}`);
    const { id } = await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name,
      ticker: 'ARNG',
      cid: `ARNG${width}`,
      channelId: from,
    });
    const identifiers = { name, ticker: 'ARNG', cik: '', cid: `ARNG${width}`, sic: '', cusip: '' };
    await shell.api.ok('PUT', `/api/company/${id}`, { ...identifiers, fiscalYearEnd: '09-27', smallerReportingCompany: true });
    await shell.api.ok('POST', CompanyBulkPaths.move, { companyIds: [id], channelId: to });

    await page.goto(`${shell.url}/companies/auditlog?type=company&search=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Company Audit Log' });
    const range = page.getByRole('combobox', { name: 'Date' });
    await range.selectOption('Day');
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('Day');
    const today = new URL(page.url()).searchParams;
    expect(today.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.get('to')).toBe(today.get('from'));
    await table.getByRole('row', { name: new RegExp(`Audit To ${width}`) }).waitFor();
    expect(await table.locator('.audit-action').allTextContents()).toEqual(['Update', 'Update', 'Create']);

    // The move and the filer edit, field by field as people read them: labels, Yes/No, channel names.
    const fields = await table.locator('.audit-changes__row dt').allTextContents();
    const values = (await table.locator('.audit-changes__row dd').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    const changes = fields.map((label, index) => `${label}: ${values[index]}`);
    expect(changes).toContain(`Channel: Audit From ${width} changed to → Audit To ${width}`);
    expect(changes).toContain('Fiscal year end: — changed to → September 27');
    expect(changes).toContain('Smaller reporting company: No changed to → Yes');
    const shown = await table.textContent();
    for (const raw of ['fiscalYearEnd', 'smallerReportingCompany', 'channelId', 'true', 'false']) expect(shown).not.toContain(raw);
    expect(shown).not.toMatch(/#\d/);
    await page.screenshot({ path: join(screenshotDir, `company-audit-log-range-${width}.png`) });

    // Days long before the company was added hold none of its entries; the dates stay in the address.
    await range.selectOption('Custom Range');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByText('No audit entries').waitFor();
    await page.reload();
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('2020-01-31');
    await page.getByText('No audit entries').waitFor();
  });

  it('lets File Counter keep "Custom Range" and its dates, in the address', async () => {
    await page.goto(`${shell.url}/EA-Forms/file-counter`);
    const range = page.getByRole('combobox', { name: 'Date' });
    await range.selectOption('Custom Range');
    await page.getByLabel('From', { exact: true }).fill('2026-01-05');
    await page.getByLabel('To', { exact: true }).fill('2026-03-31');
    await expect.poll(() => new URL(page.url()).searchParams.get('endDate')).toBe('2026-03-31');
    expect(await range.inputValue()).toBe('Custom Range');
    const address = new URL(page.url()).searchParams;
    expect([address.get('filterdate'), address.get('startDate')]).toEqual(['Custom Range', '2026-01-05']);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Date' }).inputValue()).toBe('Custom Range');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2026-01-05');
    await page.screenshot({ path: join(screenshotDir, `file-counter-custom-range-${width}.png`) });
  });
});
