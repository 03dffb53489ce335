import type { Page } from 'playwright-core';
import { PASSWORD } from './identity-api.ts';

/** Fills the login form of the page that is showing and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh page signed in through the login carrying `path` as its return address, waiting until it is there. */
export async function signedInAt(
  shell: { url: string; newPage(viewport?: { width: number; height: number }): Promise<Page> },
  email: string,
  path: string,
  password = PASSWORD,
): Promise<Page> {
  const page = await shell.newPage();
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return page;
}
