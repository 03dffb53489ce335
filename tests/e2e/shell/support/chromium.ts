import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS } from '@ea/render/chromium-flags';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Waits (bounded) for the system Chromium, which may still be installing on a fresh machine. */
async function chromiumPath(): Promise<string> {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  for (let waited = 0; !existsSync(path); waited += 1000) {
    if (waited >= 120_000) throw new Error(`Chromium not found at ${path}; install it (apt-get install -y chromium) or set CHROME_PATH`);
    await new Promise((done) => setTimeout(done, 1000));
  }
  return path;
}

/** The system Chromium; playwright gives it a fresh temporary profile. */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromiumPath().then((executablePath) =>
    chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] }),
  );
}

/** A clean browser profile (cookies, storage) at a desktop size. */
export function freshContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ viewport });
}
