import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPng } from '../directory/support/png-image.ts';
import { ADMIN, type ProductShell, startProductShell } from './support/product-fixture.ts';
import { signIn } from './support/sign-in-form.ts';

const CHANNEL = 'Policy Partners';
const COMPANY = 'Policy Holdings Inc';

let shell: ProductShell;

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel(CHANNEL, { mapped: false });
  await shell.api.ok('POST', '/api/company', { name: COMPANY, ticker: 'PLCY', cid: 'PL1', channelId });
  // A logo, so the channel list shows an image the SPA fetches and displays as a blob: URL.
  const form = new FormData();
  form.append('logo', new Blob([logoPng()], { type: 'image/png' }), 'logo.png');
  const upload = await fetch(`${shell.url}/api/client/${channelId}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await shell.api.adminToken()}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`logo upload answered ${upload.status} ${await upload.text()}`);
});

afterAll(async () => {
  await shell?.close();
});

/**
 * Everything the browser refused under the page's content security policy, across navigations:
 * `securitypolicyviolation` events and the console's "Content Security Policy" reports.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
    window.reportPolicyViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' on ' + location.pathname))`);
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('browser security headers', () => {
  it('serves the SPA under a strict policy that the login, dashboard, companies, users and channel screens never break', async () => {
    const page = await shell.newPage();
    const violations = await watchViolations(page);

    const login = await page.goto(`${shell.url}/login`);
    expect(login?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(login?.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${shell.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();

    await page.goto(`${shell.url}/companies`);
    await page.getByRole('cell', { name: COMPANY }).first().waitFor();

    await page.goto(`${shell.url}/users`);
    await page.getByRole('cell', { name: ADMIN.email }).first().waitFor();

    await page.goto(`${shell.url}/client`);
    const logo = page.getByRole('img', { name: `${CHANNEL} logo` });
    await logo.waitFor();
    await expect.poll(() => page.evaluate(`document.querySelector('img.channel-logo')?.naturalWidth ?? 0`)).toBeGreaterThan(0);

    expect(violations).toEqual([]);
  });

  it('keeps the pages out of frames on other sites', async () => {
    const page = await shell.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${shell.url}/login`);
    await page.setContent(`<iframe src="${shell.url}/login"></iframe>`);
    await expect.poll(() => violations.some((text) => /frame-ancestors 'none'/.test(text))).toBe(true);
  });

  it('shows the OpenAPI explorer under its own relaxed policy without a violation', async () => {
    const page = await shell.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${shell.url}/api/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(violations).toEqual([]);
  });
});
