import type { BrowserPool } from './browser-pool.ts';
import type { PageFrame } from './page-frame.ts';

/** A print that did not finish within its time limit. */
export class PrintTimeout extends Error {}

/** Longest a document may take to load and print; a bigger document is chunked well before this. */
export const PRINT_TIMEOUT_MS = 120_000;

export interface RenderPdfOptions {
  /** The title and page numbers drawn in the margins (pageFrame); none for a chunk, numbered once merged. */
  frame?: PageFrame;
  timeoutMs?: number;
}

/** Prints a print document to PDF with the page size and margins of its own stylesheet (@page). */
export async function renderPdf(pool: BrowserPool, html: string, options: RenderPdfOptions = {}): Promise<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? PRINT_TIMEOUT_MS;
  const frame = options.frame ? { displayHeaderFooter: true, ...options.frame } : {};
  return pool.withPage(async (page) => {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: left() });
      return await page.pdf({ preferCSSPageSize: true, printBackground: true, ...frame, timeout: left() });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new PrintTimeout(`printing took longer than ${timeoutMs} ms`);
      throw error;
    }
  });
}
