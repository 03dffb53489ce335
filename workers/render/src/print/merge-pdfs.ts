import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PageSetup } from './page-setup.ts';

const MM = 72 / 25.4;

/**
 * The chunks' PDFs as one, in order, with "Page n of N" in the bottom margin of every page and the
 * document's title in the top margin, numbered across the whole (a one-pass PDF has them drawn by
 * Chromium, pageFrame). One pdf-lib document written once: merging and numbering in one pass.
 */
export async function mergePdfs(
  parts: readonly Uint8Array[],
  setup: PageSetup,
  title: string,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const copied = await merged.copyPages(source, source.getPageIndices());
    for (const page of copied) merged.addPage(page);
  }
  const font = await merged.embedFont(StandardFonts.Helvetica);
  const pages = merged.getPages();
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
  return { bytes: await merged.save(), pages: pages.length };
}
