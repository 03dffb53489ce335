import { runPoppler } from './poppler.ts';

/** One page of a PDF as a PNG, `dpi` dots per inch (96: as on screen). */
export function pdfPageImage(pdf: Uint8Array, page: number, dpi: number): Promise<Buffer> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`not a page number: ${page}`);
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile', '-'];
  return runPoppler('pdftoppm', args, pdf, { timeoutMs: 30_000, maxOutputBytes: 50 * 1024 * 1024 });
}
