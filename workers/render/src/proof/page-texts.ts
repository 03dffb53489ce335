import { runPoppler } from './poppler.ts';

/** The text of each page of a PDF, in reading order (pdftotext ends every page with a form feed). */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const text = (
    await runPoppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf, { timeoutMs: 60_000, maxOutputBytes: 200 * 1024 * 1024 })
  ).toString('utf8');
  const pages = text.split('\f');
  // The text after the last form feed is empty: it is not a page.
  if (pages.at(-1) === '') pages.pop();
  return pages;
}

/** One page of a PDF as a PNG, `dpi` dots per inch (96: as on screen). */
export function pdfPageImage(pdf: Uint8Array, page: number, dpi: number): Promise<Buffer> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`not a page number: ${page}`);
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile', '-'];
  return runPoppler('pdftoppm', args, pdf, { timeoutMs: 30_000, maxOutputBytes: 50 * 1024 * 1024 });
}
