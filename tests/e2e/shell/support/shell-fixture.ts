import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type BuiltSpa, buildSpa } from './build-spa.ts';
import { freshContext, launchChromium } from './chromium.ts';
import { type StaticSpaServer, startStaticSpaServer } from './static-spa-server.ts';

export const screenshotDir = fileURLToPath(new URL('../../../../test-artifacts/screenshots/', import.meta.url));

export interface Shell {
  url: string;
  /** A page in its own clean profile; closed by close(). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** A built SPA served statically and a Chromium to drive it; close() stops all of it. */
export async function startShell(): Promise<Shell> {
  const spa: BuiltSpa = await buildSpa();
  let server: StaticSpaServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startStaticSpaServer(spa.dir);
    browser = await launchChromium();
    await mkdir(screenshotDir, { recursive: true });
  } catch (error) {
    await browser?.close();
    await server?.close();
    await spa.remove();
    throw error;
  }
  const started = { server, browser };
  const contexts: BrowserContext[] = [];
  return {
    url: started.server.url,
    newPage: async (viewport) => {
      const context = await freshContext(started.browser, viewport);
      contexts.push(context);
      return context.newPage();
    },
    close: async () => {
      for (const context of contexts) await context.close();
      await started.browser.close();
      await started.server.close();
      await spa.remove();
    },
  };
}
