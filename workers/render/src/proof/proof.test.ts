import { NODE } from '@ea/document-model';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageImage } from './page-image.ts';
import { pdfInfo, topicPages } from './pdf-info.ts';
import { PopplerError } from './poppler.ts';

async function pdfOf(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([300, 400]);
    for (const [i, line] of text.split('\n').entries()) page.drawText(line, { x: 20, y: 360 - i * 16, size: 11, font });
  }
  return pdf.save();
}

const topic = (id: string, text: string) => ({
  id,
  model: { type: NODE.doc, content: [{ type: NODE.paragraph, content: [{ type: NODE.text, text }] }] },
});

describe('reading a rendered PDF back for the proof', () => {
  it('counts the pages and draws one page as a PNG of the asked resolution', async () => {
    const pdf = await pdfOf(['Balance sheet', 'Income statement', 'Cash flows']);
    expect(await pdfInfo(pdf)).toEqual({ pages: 3, destinations: new Map() });
    const png = await pdfPageImage(pdf, 2, 96);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // 300 × 400 points at 96 dpi: 400 × 533.3 pixels, rounded up by poppler (IHDR width and height).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 534]);
  });

  it('refuses what is not a PDF with an error, and a page number that is not one', async () => {
    await expect(pdfInfo(Buffer.from('not a pdf at all'))).rejects.toBeInstanceOf(PopplerError);
    expect(() => pdfPageImage(Buffer.from('%PDF-1.7'), 0, 96)).toThrow(RangeError);
  });

  it('places each topic on the page of its destination, after the pages before its chunk, and one without a destination where the previous topic starts', () => {
    const info = {
      pages: 4,
      destinations: new Map([
        ['topic-t1', 1],
        ['topic-t2', 2],
        ['topic-t4', 4],
        ['other', 3],
      ]),
    };
    const topics = [topic('t1', 'a'), topic('t2', 'b'), topic('t3', ''), topic('t4', 'd')];
    expect(topicPages(topics, info)).toEqual({ t1: 1, t2: 2, t3: 2, t4: 4 });
    expect(topicPages(topics, info, 10)).toEqual({ t1: 11, t2: 12, t3: 12, t4: 14 });
  });
});
