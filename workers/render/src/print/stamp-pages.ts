import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PageSetup } from './page-setup.ts';

const MM = 72 / 25.4;

/**
 * Writes "Page n of N" in the bottom margin of every page and the document's title in the top
 * margin, continuous over a PDF merged from chunks (a one-pass PDF has them drawn by Chromium,
 * pageFrame); returns the new PDF and its page count.
 */
export async function stampPages(pdf: Uint8Array, setup: PageSetup, title: string): Promise<{ bytes: Uint8Array; pages: number }> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = document.getPages();
  const size = 8;
  // The standard font has no glyphs beyond Latin-1: the header keeps what it can write.
  const header = title.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').slice(0, 120);
  pages.forEach((page, index) => {
    const { width, height } = page.getSize();
    if (setup.pageNumbers) {
      const text = `Page ${index + 1} of ${pages.length}`;
      const y = Math.max(6, (setup.margins.bottom * MM) / 2 - size / 2);
      page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(0.25, 0.25, 0.25) });
    }
    if (header) {
      const y = height - Math.max(10, (setup.margins.top * MM) / 2);
      page.drawText(header, { x: setup.margins.left * MM, y, size, font, color: rgb(0.4, 0.4, 0.4) });
    }
  });
  return { bytes: await document.save(), pages: pages.length };
}

/** The chunks' PDFs as one, in order. */
export async function mergePdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const copied = await merged.copyPages(source, source.getPageIndices());
    for (const page of copied) merged.addPage(page);
  }
  return merged.save();
}
