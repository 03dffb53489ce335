import { NODE } from '@ea/document-model';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageImage, pdfPageTexts } from './page-texts.ts';
import { PopplerError } from './poppler.ts';
import { topicPages } from './topic-pages.ts';

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
  it('gives the text of every page, in order, and draws one page as a PNG of the asked resolution', async () => {
    const pdf = await pdfOf(['Balance sheet', 'Income statement', 'Cash flows']);
    const texts = await pdfPageTexts(pdf);
    expect(texts.map((t) => t.trim())).toEqual(['Balance sheet', 'Income statement', 'Cash flows']);
    const png = await pdfPageImage(pdf, 2, 96);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // 300 × 400 points at 96 dpi: 400 × 533.3 pixels, rounded up by poppler (IHDR width and height).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 534]);
  });

  it('refuses what is not a PDF with an error, and a page number that is not one', async () => {
    await expect(pdfPageTexts(Buffer.from('not a pdf at all'))).rejects.toBeInstanceOf(PopplerError);
    expect(() => pdfPageImage(Buffer.from('%PDF-1.7'), 0, 96)).toThrow(RangeError);
  });

  it('finds the page each topic starts on from its opening text, in document order, whatever the layout did to spaces and case', () => {
    const pages = [
      'NOTE 1 —  REVENUE\nThe company recognised revenue',
      'continued text\nNote 2 — Leases: the company leases offices',
      'Signatures',
    ];
    const topics = [
      topic('t1', 'Note 1 — Revenue. The company recognised revenue'),
      topic('t2', 'Note 2 — Leases: the company leases offices'),
      topic('t3', ''),
      topic('t4', 'Signatures'),
      topic('t5', 'A text that is nowhere'),
    ];
    expect(topicPages(topics, pages)).toEqual({ t1: 1, t2: 2, t3: 2, t4: 3, t5: 3 });
  });

  it('never places a topic before the one preceding it, even when its text also appears earlier (a table of contents)', () => {
    const pages = ['Contents\nRevenue\nLeases', 'Revenue\nrecognised when control passes', 'Leases\nare recognised on the balance sheet'];
    const topics = [
      topic('a', 'Contents Revenue Leases'),
      topic('b', 'Revenue recognised when control passes'),
      topic('c', 'Leases are recognised on the balance sheet'),
    ];
    expect(topicPages(topics, pages)).toEqual({ a: 1, b: 2, c: 3 });
  });
});
