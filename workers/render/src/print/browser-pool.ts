import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';

export interface BrowserPoolOptions {
  /** The Chromium binary; CHROME_PATH or /usr/bin/chromium by default. */
  executablePath?: string;
  /** Pages printed before the browser is replaced (memory held by a long-lived renderer grows). */
  maxJobs?: number;
}

/** Removes a browser's profile folder; Chromium may still be writing its last files, so a failure is left for the OS's tmp cleaning. */
function removeProfile(profile: string): void {
  rm(profile, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
}

/**
 * One warm Chromium per worker process: launched on first use, replaced after `maxJobs` pages or
 * once it died (a crash fails the job that was printing, the next job gets a new browser), closed
 * with the process. Every page it gives aborts any request that is not data: or about:, so a
 * document can reference nothing outside itself while it prints.
 */
export class BrowserPool {
  readonly #executablePath: string;
  readonly #maxJobs: number;
  #browser: Promise<{ browser: Browser; profile: string }> | null = null;
  /** The browser the pool hands pages of, once launched. */
  #live: Browser | null = null;
  #jobs = 0;

  constructor(options: BrowserPoolOptions = {}) {
    this.#executablePath = options.executablePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
    this.#maxJobs = options.maxJobs ?? 50;
  }

  /** The pid of the running browser, if one is up (tests kill it). */
  async pid(): Promise<number | null> {
    const current = await this.#browser?.catch(() => null);
    return current?.browser.process()?.pid ?? null;
  }

  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const { browser } = await this.#current();
    this.#jobs++;
    const page = await browser.newPage();
    try {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('about:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
      return await work(page);
    } finally {
      await page.close().catch(() => {});
      if (this.#jobs >= this.#maxJobs) await this.#retire();
    }
  }

  async close(): Promise<void> {
    await this.#retire();
  }

  #current(): Promise<{ browser: Browser; profile: string }> {
    this.#browser ??= this.#launch();
    return this.#browser;
  }

  async #launch(): Promise<{ browser: Browser; profile: string }> {
    const profile = await mkdtemp(join(tmpdir(), 'render-chromium-'));
    try {
      const browser = await puppeteer.launch({
        executablePath: this.#executablePath,
        args: [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`],
        headless: true,
        // Over a pipe, Chromium ends when the pipe does: a worker killed outright leaves no browser behind.
        pipe: true,
        // The worker's own shutdown closes the pool; puppeteer's signal handlers would keep the process from exiting on SIGTERM.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: 180_000,
      });
      this.#jobs = 0;
      this.#live = browser;
      // A browser that died (killed, crashed) is forgotten: the next job launches a new one.
      browser.once('disconnected', () => {
        if (this.#live === browser) {
          this.#live = null;
          this.#browser = null;
        }
        removeProfile(profile);
      });
      return { browser, profile };
    } catch (error) {
      this.#browser = null;
      removeProfile(profile);
      throw error;
    }
  }

  async #retire(): Promise<void> {
    const current = this.#browser;
    this.#browser = null;
    this.#live = null;
    const launched = await current?.catch(() => null);
    if (!launched) return;
    // Closing fires 'disconnected', which removes the profile.
    await launched.browser.close().catch(() => {});
  }
}
