import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type RunningProduct, startProduct } from '../../../support/start-product.ts';
import { freshContext, launchChromium } from './chromium.ts';
import { IdentityApi } from './identity-api.ts';
import { MailBox } from './mail-box.ts';

export const screenshotDir = fileURLToPath(new URL('../../../../test-artifacts/screenshots/', import.meta.url));

export const ADMIN = { email: 'admin@ea-e2e.test', password: 'Adm1n-E2e-Passw0rd!' };

export interface ProductShell {
  url: string;
  product: RunningProduct;
  mail: MailBox;
  api: IdentityApi;
  /** A page in its own clean profile; closed by close(). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The product started as a user starts it (with a known first admin, its own mail directory, and
 * its own copy of the run's empty, migrated database) and a Chromium to drive it; close() stops
 * both and removes the mail and data directories.
 */
export async function startProductShell(env: Record<string, string> = {}): Promise<ProductShell> {
  const mailDir = await mkdtemp(join(tmpdir(), 'ea-mail-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'ea-product-'));
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    // The browser tests share one migrated database made by their global set-up; a benchmark runs
    // outside vitest, where the product makes its own database as on a first start.
    if (process.env.VITEST) await cp(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
    product = await startProduct({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_DIR: mailDir, ...env } });
    browser = await launchChromium();
    await mkdir(screenshotDir, { recursive: true });
  } catch (error) {
    await browser?.close();
    await product?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
    throw error;
  }
  const started = { product, browser };
  const mail = new MailBox(mailDir);
  const contexts: BrowserContext[] = [];
  return {
    url: started.product.baseUrl,
    product: started.product,
    mail,
    api: new IdentityApi(started.product.baseUrl, mail, ADMIN),
    newPage: async (viewport) => {
      const context = await freshContext(started.browser, viewport);
      contexts.push(context);
      return context.newPage();
    },
    close: async () => {
      for (const context of contexts) await context.close();
      await started.browser.close();
      await started.product.stop();
      await rm(started.product.dataDir, { recursive: true, force: true });
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
