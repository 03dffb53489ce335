import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  LevelFormat,
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

/** Column widths of the sample's table, in twentieths of a point (as `w:gridCol/@w:w` holds them). */
export const SAMPLE_TABLE_TWIPS = [3000, 1500, 1500] as const;

const NUMBERED = 'numbered-notes';

/**
 * A Word document holding what a filing holds: a cover line, then two Heading 1 sections; the
 * first with a Heading 2, a paragraph with a footnote, a bulleted and a numbered list, a table
 * (a repeated header row with a cell merged across two columns, a row label merged down two
 * rows, fixed column widths), an image and a page break.
 */
export async function sampleDocx(image: Buffer = samplePng()): Promise<Buffer> {
  const cell = (text: string, extra: object = {}) => new TableCell({ children: [new Paragraph(text)], ...extra });
  const table = new Table({
    columnWidths: [...SAMPLE_TABLE_TWIPS],
    width: { size: SAMPLE_TABLE_TWIPS.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    rows: [
      new TableRow({ tableHeader: true, children: [cell('(in millions)'), cell('Three months ended', { columnSpan: 2 })] }),
      new TableRow({ children: [cell('Products', { rowSpan: 2 }), cell('10.5'), cell('9.8')] }),
      new TableRow({ children: [cell('11.2'), cell('10.1')] }),
      new TableRow({ children: [cell('Services'), cell('4.0'), cell('3.9')] }),
    ],
  });
  const document = new Document({
    numbering: {
      config: [{ reference: NUMBERED, levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }],
    },
    footnotes: { 1: { children: [new Paragraph('Restated for the change in segments.')] } },
    sections: [
      {
        children: [
          new Paragraph('Quarterly report'),
          new Paragraph({ text: 'Financial statements', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Revenue', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new TextRun('Revenue grew in every segment.'), new FootnoteReferenceRun(1)] }),
          new Paragraph({ text: 'Products', bullet: { level: 0 } }),
          new Paragraph({ text: 'Services', bullet: { level: 0 } }),
          new Paragraph({ text: 'First note', numbering: { reference: NUMBERED, level: 0 } }),
          new Paragraph({ text: 'Second note', numbering: { reference: NUMBERED, level: 0 } }),
          table,
          new Paragraph({ children: [new ImageRun({ type: 'png', data: image, transformation: { width: 20, height: 10 } })] }),
          new Paragraph({ children: [new TextRun('End of statements'), new PageBreak()] }),
          new Paragraph({ text: 'Notes', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('The notes are part of the statements.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
