import type { Page } from 'playwright-core';
import { PASSWORD } from './identity-api.ts';

/** Fills the login form of the page that is showing and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
