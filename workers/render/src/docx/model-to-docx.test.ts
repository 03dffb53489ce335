import { type ModelNode, NODE } from '@ea/document-model';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { RenderDocument } from '../render-document.ts';
import { sampleDocument } from '../testing/sample-document.ts';
import { modelToDocx } from './model-to-docx.ts';

const IMAGE_KEY = `sha256/ab/cd/abcd${'1'.repeat(60)}`;
const text = (value: string, marks?: ModelNode['marks']): ModelNode => ({ type: NODE.text, text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: ModelNode[]): ModelNode => ({ type: NODE.paragraph, content });
const cell = (type: string, value: string, attrs: Record<string, unknown> = {}): ModelNode => ({
  type,
  attrs,
  content: [paragraph(text(value))],
});

function everyKind(): RenderDocument {
  const png = new PNG({ width: 10, height: 10 });
  png.data.fill(128);
  const model: ModelNode = {
    type: NODE.doc,
    content: [
      { type: NODE.heading, attrs: { level: 1 }, content: [text('Balance sheet')] },
      paragraph(
        text('Assets '),
        text('grew', [{ type: 'bold' }]),
        text(' this year'),
        { type: NODE.footnote, content: [text('Unaudited.')] },
        text('.'),
      ),
      {
        type: NODE.bulletList,
        content: [
          { type: NODE.listItem, content: [paragraph(text('Cash'))] },
          { type: NODE.listItem, content: [paragraph(text('Receivables'))] },
        ],
      },
      {
        type: NODE.table,
        attrs: { headerRows: 1 },
        content: [
          {
            type: NODE.tableRow,
            content: [cell(NODE.tableHeader, 'Item', { rowspan: 2 }), cell(NODE.tableHeader, 'Amounts', { colspan: 2 })],
          },
          { type: NODE.tableRow, content: [cell(NODE.tableCell, '2026'), cell(NODE.tableCell, '2025')] },
          { type: NODE.tableRow, content: [cell(NODE.tableCell, 'Cash'), cell(NODE.tableCell, '10'), cell(NODE.tableCell, '9')] },
        ],
      },
      { type: NODE.pageBreak },
      { type: NODE.heading, attrs: { level: 2 }, content: [text('Notes')] },
      paragraph({ type: NODE.image, attrs: { key: IMAGE_KEY, width: 10, height: 10, alt: 'logo' } }),
      paragraph({ type: NODE.image, attrs: { key: `sha256/ef/01/ef01${'2'.repeat(60)}`, alt: 'gone' } }),
    ],
  };
  return {
    id: 'd',
    title: 'Every kind',
    topics: [{ id: 't', model }],
    xbrl: null,
    image: async (key) => (key === IMAGE_KEY ? { bytes: PNG.sync.write(png), contentType: 'image/png' } : null),
  };
}

async function parts(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  return {
    zip,
    document: await zip.file('word/document.xml')!.async('string'),
    footer: await zip.file('word/footer1.xml')?.async('string'),
  };
}

describe('a document as Word', () => {
  it('writes every node kind: heading styles, runs, lists, a merged header table repeated on each page, a footnote, a page break, images, a numbered footer', async () => {
    const bytes = await modelToDocx(everyKind());
    const { zip, document, footer } = await parts(bytes);
    expect(document).toContain('w:val="Heading1"');
    expect(document).toContain('<w:b/>');
    expect(document.match(/<w:tblHeader\/>/g)).toHaveLength(1);
    expect(document).toContain('<w:gridSpan w:val="2"/>');
    expect(document).toContain('<w:vMerge w:val="restart"/>');
    expect(document).toContain('<w:vMerge w:val="continue"/>');
    expect(document).toContain('w:footnoteReference');
    expect(document).toContain('<w:br w:type="page"/>');
    expect(document).toContain('[image missing]');
    expect(Object.keys(zip.files).some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
    expect(await zip.file('word/footnotes.xml')!.async('string')).toContain('Unaudited.');
  });

  it('reads back through mammoth with the same headings, tables, rows, list items and text', async () => {
    const doc = sampleDocument(8);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(await modelToDocx(doc)) });
    const count = (pattern: RegExp, source: string) => (source.match(pattern) ?? []).length;
    const nodes = doc.topics.flatMap((topic) => topic.model.content ?? []);
    expect(count(/<table>/g, html)).toBe(nodes.filter((n) => n.type === NODE.table).length);
    expect(count(/<h2>/g, html)).toBe(nodes.filter((n) => n.type === NODE.heading).length);
    const rows = nodes.filter((n) => n.type === NODE.table).reduce((sum, table) => sum + (table.content ?? []).length, 0);
    expect(count(/<tr>/g, html)).toBe(rows);
    expect(html).toContain('Segment 4'); // the last table: each fixture page prints on two
  });

  it('writes an empty document and a table whose spans run past its edges without failing', async () => {
    const empty: RenderDocument = { id: 'e', title: 'Empty', topics: [], xbrl: null, image: async () => null };
    expect((await parts(await modelToDocx(empty))).document).toContain('<w:body>');
    const odd = everyKind();
    odd.topics[0]!.model.content!.push({
      type: NODE.table,
      content: [{ type: NODE.tableRow, content: [cell(NODE.tableCell, 'x', { rowspan: 99, colspan: 1_000_000 })] }],
    });
    expect((await modelToDocx(odd)).byteLength).toBeGreaterThan(0);
  });
});
