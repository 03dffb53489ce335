import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { type PageSetup, sheetMm } from './page-setup.ts';

const run = promisify(execFile);
const MM = 72 / 25.4;
/** Longest a merge may take: qpdf joins a 300-page filing in well under a second. */
const MERGE_TIMEOUT_MS = 120_000;

/** A chunk's PDF and its page count (pdfInfo). */
export interface PdfPart {
  bytes: Uint8Array;
  pages: number;
}

/**
 * The chunks' PDFs as one, in order, with "Page n of N" in the bottom margin of every page and the
 * document's title in the top margin, numbered across the whole (a one-pass PDF has them drawn by
 * Chromium, pageFrame). qpdf joins the chunks and lays over them a PDF of just the margins' text
 * (pdf-lib writes it: a few kilobytes); parsing and rewriting the chunks with pdf-lib instead took
 * three times as long.
 */
export async function mergePdfs(parts: readonly PdfPart[], setup: PageSetup, title: string): Promise<{ bytes: Uint8Array; pages: number }> {
  const pages = parts.reduce((sum, part) => sum + part.pages, 0);
  const dir = await mkdtemp(join(tmpdir(), 'ea-merge-'));
  try {
    const names = await Promise.all(
      parts.map(async (part, index) => {
        const name = join(dir, `part-${index}.pdf`);
        await writeFile(name, part.bytes);
        return name;
      }),
    );
    const overlay = join(dir, 'margins.pdf');
    await writeFile(overlay, await marginsPdf(pages, setup, title));
    const output = join(dir, 'merged.pdf');
    try {
      await run('qpdf', ['--empty', '--pages', ...names, '--', '--overlay', overlay, '--', output], { timeout: MERGE_TIMEOUT_MS });
    } catch (error) {
      // Exit code 3: written, with warnings about the input (qpdf repaired something): the output is good.
      if ((error as { code?: unknown }).code !== 3) throw error;
    }
    return { bytes: await readFile(output), pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pages` pages of the sheet's size holding only the title and the page numbers, where the margins are. */
async function marginsPdf(pages: number, setup: PageSetup, title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const [widthMm, heightMm] = sheetMm(setup);
  const [width, height] = [widthMm * MM, heightMm * MM];
  const size = 8;
  // The standard font has no glyphs beyond Latin-1: the header keeps what it can write.
  const header = title.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').slice(0, 120);
  for (let index = 0; index < pages; index++) {
    const page = document.addPage([width, height]);
    if (setup.pageNumbers) {
      const text = `Page ${index + 1} of ${pages}`;
      const y = Math.max(6, (setup.margins.bottom * MM) / 2 - size / 2);
      page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(0.25, 0.25, 0.25) });
    }
    if (header) {
      const y = height - Math.max(10, (setup.margins.top * MM) / 2);
      page.drawText(header, { x: setup.margins.left * MM, y, size, font, color: rgb(0.4, 0.4, 0.4) });
    }
  }
  return document.save();
}
