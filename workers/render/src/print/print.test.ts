import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type ModelNode, modelToText, NODE } from '@ea/document-model';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfInfo, topicPages } from '../proof/pdf-info.ts';
import type { RenderDocument } from '../render-document.ts';
import { sampleDocument } from '../testing/sample-document.ts';
import { BrowserPool } from './browser-pool.ts';
import { planChunks } from './chunk-plan.ts';
import { mergePdfs } from './merge-pdfs.ts';
import { pageFrame } from './page-frame.ts';
import { FILING_PAGE, pageSetupOf } from './page-setup.ts';
import { printHtml } from './print-html.ts';
import { PrintTimeout, renderPdf } from './render-pdf.ts';

const pool = new BrowserPool();
afterAll(() => pool.close());

const pageTexts = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, maxBuffer: 256 * 1024 * 1024 })
    .toString()
    .split('\f')
    .slice(0, -1);
/**
 * A page as 50 dpi grey levels (PGM), as the stored image was made:
 * `pdftoppm -f 2 -l 2 -r 50 -gray -singlefile sample.pdf page && gzip -9 page.pgm`.
 */
const rasterise = (pdf: Uint8Array, page: number) =>
  execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '50', '-gray', '-singlefile', '-'], { input: pdf });

function grayPage(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('not an 8-bit PGM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

/** The share of pixels whose grey level differs by more than a fifth (anti-aliasing moves less). */
function difference(a: ReturnType<typeof grayPage>, b: ReturnType<typeof grayPage>): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++) if (Math.abs(a.pixels[i]! - b.pixels[i]!) > 51) differing++;
  return differing / a.pixels.length;
}

const squash = (text: string) => text.replace(/\s+/g, ' ');
const pageCount = (pdf: Uint8Array) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

/** A one-pass print, as a render job makes it: title and page numbers drawn by Chromium. */
async function printed(doc: RenderDocument): Promise<Uint8Array> {
  return renderPdf(pool, await printHtml(doc, doc.topics, FILING_PAGE), { frame: pageFrame(FILING_PAGE, doc.title) });
}

const text = (value: string): ModelNode => ({ type: NODE.text, text: value });
const cell = (type: string, value: string): ModelNode => ({ type, content: [{ type: NODE.paragraph, content: [text(value)] }] });

/** One table of `rows` rows under a header row, long enough to run over several pages. */
function longTable(rows: number): RenderDocument {
  const header: ModelNode = {
    type: NODE.tableRow,
    content: [cell(NODE.tableHeader, 'Line item'), cell(NODE.tableHeader, 'Amount in thousands')],
  };
  const body = Array.from(
    { length: rows },
    (_, i): ModelNode => ({
      type: NODE.tableRow,
      content: [cell(NODE.tableCell, `Row label ${i + 1}`), cell(NODE.tableCell, String((i + 1) * 1000))],
    }),
  );
  return {
    id: 'long',
    title: 'Long table',
    topics: [
      { id: 'one', model: { type: NODE.doc, content: [{ type: NODE.table, attrs: { headerRows: 1 }, content: [header, ...body] }] } },
    ],
    xbrl: null,
    image: async () => null,
  };
}

describe('printing a document to PDF', () => {
  it('prints a 40-page filing with every topic, its title and page numbers on every page, every font embedded, and where each topic starts', async () => {
    const doc = sampleDocument(40);
    const pdf = await printed(doc);
    const pages = pageTexts(pdf);
    expect(pages.length).toBe(pageCount(pdf));
    expect(pages.length).toBeGreaterThanOrEqual(40);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(doc.title);
    });
    expect(pages.join('')).toContain('Segment 20'); // the last table: each fixture page prints on two
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString().split('\n').slice(2).filter(Boolean);
    // pdffonts' "emb" column: every font is embedded, the margins' too.
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\syes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
    // Each topic's destination is the page its first words are on.
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(pages.length);
    const starts = topicPages(doc.topics, info);
    expect(Object.keys(starts)).toEqual(doc.topics.map((topic) => topic.id));
    for (const topic of doc.topics) {
      const opening = modelToText(topic.model).trim().split(/\s+/).slice(0, 4).join(' ');
      expect(squash(pages[starts[topic.id]! - 1]!), topic.id).toContain(squash(opening));
    }
  });

  it('draws page 2 of the 40-page filing as the stored image: the table continued from page 1 under its two header rows repeated', async () => {
    const pdf = await printed(sampleDocument(40));
    // Drawn in the stylesheet's Liberation fonts, which the bootstrap and the image install.
    const reference = grayPage(gunzipSync(readFileSync(new URL('./fixtures/sample-40-page-2.pgm.gz', import.meta.url))));
    expect(difference(grayPage(rasterise(pdf, 2)), reference)).toBeLessThan(0.002);
    // The comparison tells pages apart: page 1 (text, then the table's start) is far from it.
    expect(difference(grayPage(rasterise(pdf, 1)), reference)).toBeGreaterThan(0.02);
  });

  it('repeats the table header row on every page and never splits a row', async () => {
    const pages = pageTexts(await printed(longTable(120)));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain('Amount in thousands');
    for (let i = 1; i <= 120; i++) {
      const holding = pages.filter((page) => new RegExp(`Row label ${i}\\s+${i * 1000}\\b`).test(page));
      expect(holding, `row ${i}`).toHaveLength(1);
    }
  });

  it('starts a new page at each page break of the model', async () => {
    const paragraph = (value: string): ModelNode => ({ type: NODE.paragraph, content: [text(value)] });
    const doc: RenderDocument = {
      id: 'breaks',
      title: 'Breaks',
      topics: [
        {
          id: 't',
          model: {
            type: NODE.doc,
            content: [
              paragraph('First part'),
              { type: NODE.pageBreak },
              paragraph('Second part'),
              { type: NODE.pageBreak },
              paragraph('Third part'),
            ],
          },
        },
      ],
      xbrl: null,
      image: async () => null,
    };
    const pages = pageTexts(await printed(doc));
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => /First|Second|Third/.exec(page)?.[0])).toEqual(['First', 'Second', 'Third']);
  });

  it('gives up a print past its time limit with PrintTimeout, and the next print works', async () => {
    const html = await printHtml(sampleDocument(30), sampleDocument(30).topics, FILING_PAGE);
    await expect(renderPdf(pool, html, { timeoutMs: 5 })).rejects.toBeInstanceOf(PrintTimeout);
    expect(pageCount(await renderPdf(pool, '<p>after</p>'))).toBe(1);
  });

  it('launches a new browser after its browser was killed', async () => {
    await renderPdf(pool, '<p>warm</p>');
    const pid = await pool.pid();
    expect(pid).not.toBeNull();
    process.kill(pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    expect(pageCount(await renderPdf(pool, '<p>again</p>'))).toBe(1);
    expect(await pool.pid()).not.toBe(pid);
  });

  it('refuses margins that leave nothing to print on', () => {
    expect(() => pageSetupOf({ margins: { top: 100, right: 100, bottom: 100, left: 100 } })).toThrow(RangeError);
    expect(pageSetupOf({ pageSize: 'A4', orientation: 'landscape' })).toMatchObject({
      pageSize: 'A4',
      orientation: 'landscape',
      pageNumbers: true,
    });
  });
});

describe('chunking a long document', () => {
  it('cuts only between topics and after page breaks, keeps tables whole, and numbers footnotes on', () => {
    const doc = sampleDocument(300);
    const chunks = planChunks(doc.topics);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const footnotes = (node: ModelNode): number =>
      (node.type === NODE.footnote ? 1 : 0) + (node.content ?? []).reduce((n, c) => n + footnotes(c), 0);
    let expected = 1;
    for (const chunk of chunks) {
      expect(chunk.footnoteStart).toBe(expected);
      for (const piece of chunk.topics) expected += footnotes(piece.model);
      // A piece ends where its topic ends or right after one of its page breaks; a chunk's last break is dropped.
      for (const piece of chunk.topics.slice(0, -1)) {
        const blocks = piece.model.content ?? [];
        const original = doc.topics.find((t) => t.id === piece.id)!.model.content ?? [];
        expect(blocks.at(-1)?.type === NODE.pageBreak || blocks.at(-1) === original.at(-1)).toBe(true);
      }
    }
    const tables = (list: readonly { model: ModelNode }[]) =>
      list.flatMap((t) => t.model.content ?? []).filter((b) => b.type === NODE.table).length;
    expect(chunks.reduce((n, c) => n + tables(c.topics), 0)).toBe(tables(doc.topics));
    expect(planChunks(sampleDocument(10).topics)).toHaveLength(1);
    expect(planChunks([])).toEqual([{ topics: [], footnoteStart: 1 }]);
  });

  it('renders a 300-page filing in chunks, merged with page numbers running on across them', async () => {
    const doc = sampleDocument(300);
    const chunks = planChunks(doc.topics);
    const parts = await Promise.all(
      chunks.map(async (chunk) => renderPdf(pool, await printHtml(doc, chunk.topics, FILING_PAGE, chunk.footnoteStart))),
    );
    const merged = await mergePdfs(
      parts.map((bytes) => ({ bytes, pages: pageCount(bytes) })),
      FILING_PAGE,
      doc.title,
    );
    const pages = pageTexts(merged.bytes);
    expect(pageCount(merged.bytes)).toBe(parts.reduce((n, part) => n + pageCount(part), 0));
    expect(merged.pages).toBe(pageCount(merged.bytes));
    expect(pages.length).toBe(merged.pages);
    expect(merged.pages).toBeGreaterThanOrEqual(300);
    for (const n of [1, Math.floor(merged.pages / 2), merged.pages]) {
      expect(pages[n - 1]).toContain(`Page ${n} of ${merged.pages}`);
      expect(pages[n - 1]).toContain(doc.title);
    }
    expect(pages.join('')).toContain('Segment 150');
  });
});
