import type { BrowserPool } from './browser-pool.ts';

/** A print that did not finish within its time limit. */
export class PrintTimeout extends Error {}

/** Longest a document may take to load and print; a bigger document is chunked well before this. */
export const PRINT_TIMEOUT_MS = 120_000;

/**
 * Prints a print document to PDF with the page size and margins of its own stylesheet (@page).
 * Chromium's header and footer are not used: page numbers are stamped afterwards, the same way for
 * a one-pass PDF and a merged one.
 */
export async function renderPdf(pool: BrowserPool, html: string, timeoutMs = PRINT_TIMEOUT_MS): Promise<Uint8Array> {
  return pool.withPage(async (page) => {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: left() });
      return await page.pdf({ preferCSSPageSize: true, printBackground: true, timeout: left() });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new PrintTimeout(`printing took longer than ${timeoutMs} ms`);
      throw error;
    }
  });
}
