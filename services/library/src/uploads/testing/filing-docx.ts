import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { samplePng } from './sample-png.ts';

const TEXT = 'The Company recognizes revenue when control of the promised goods or services is transferred to customers';
const COLUMNS = [2800, 1400, 1400, 1400, 1400];

/**
 * A Word filing of `pages` pages, shaped like a quarterly report: a Heading 1 every ten pages
 * (so the upload splits into topics), a Heading 2 every four, per page four paragraphs of body
 * text with bold runs, a financial table (two repeated header rows, a cell merged across two
 * columns, a row label merged down two rows, a fixed grid), a footnote every fourth page, an
 * image every tenth and a page break after each.
 */
export async function filingDocx(pages: number): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  for (let page = 1; page <= pages; page++) {
    if (page % 10 === 1)
      children.push(new Paragraph({ text: `Part ${(page + 9) / 10}. Financial information`, heading: HeadingLevel.HEADING_1 }));
    if (page % 4 === 1) children.push(new Paragraph({ text: `Note ${(page + 3) / 4}. Revenue`, heading: HeadingLevel.HEADING_2 }));
    for (let p = 0; p < 4; p++) {
      const runs = [new TextRun(`${TEXT} ${TEXT}. `), new TextRun({ text: 'Net sales ', bold: true }), new TextRun(`${TEXT}.`)];
      if (p === 2 && page % 4 === 0) {
        footnotes[page] = { children: [new Paragraph(`Footnote to page ${page}: ${TEXT}.`)] };
        runs.push(new FootnoteReferenceRun(page));
      }
      children.push(new Paragraph({ children: runs }));
    }
    if (page % 10 === 5) {
      const image = samplePng(40, 20, [page % 256, 60, 120]);
      children.push(new Paragraph({ children: [new ImageRun({ type: 'png', data: image, transformation: { width: 40, height: 20 } })] }));
    }
    children.push(financialTable(page));
    children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ footnotes, sections: [{ children }] }));
}

function financialTable(page: number): Table {
  const cell = (text: string, extra: object = {}) =>
    new TableCell({ children: [new Paragraph({ text, alignment: AlignmentType.RIGHT })], ...extra });
  const rows = [
    new TableRow({
      tableHeader: true,
      children: [
        cell('(in millions)', { rowSpan: 2 }),
        cell('Three months ended', { columnSpan: 2 }),
        cell('Nine months ended', { columnSpan: 2 }),
      ],
    }),
    new TableRow({ tableHeader: true, children: [cell('2025'), cell('2024'), cell('2025'), cell('2024')] }),
  ];
  for (let r = 0; r < 12; r++) {
    const label = r === 0 ? [cell(`Segment ${page}`, { rowSpan: 2 })] : r === 1 ? [] : [cell(`Line ${r}`)];
    rows.push(new TableRow({ children: [...label, ...[1, 2, 3, 4].map((c) => cell(`${(page * 131 + r * 17 + c) % 9000}.${c}`))] }));
  }
  return new Table({ rows, columnWidths: COLUMNS, width: { size: COLUMNS.reduce((a, b) => a + b, 0), type: WidthType.DXA } });
}
