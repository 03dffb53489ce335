import {
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** The phrase inside the merged table cell that search must find. */
export const TABLE_PHRASE = 'deferred subscription revenue';
export const FOOTNOTE_TEXT = 'Unaudited figures, restated for the new segment.';

const cell = (text: string, columnSpan = 1) =>
  new TableCell({ columnSpan, width: { size: 3000 * columnSpan, type: WidthType.DXA }, children: [new Paragraph(text)] });

/**
 * A real quarterly report as Word writes one: two Heading 1 sections (two topics), the first with
 * a table whose first row is one cell merged across two columns, a footnote and a page break; the
 * second with a sentence saying how revenue grew (`growth` changes between versions).
 */
export function quarterlyReport(growth: string): Promise<Buffer> {
  const document = new Document({
    footnotes: { 1: { children: [new Paragraph(FOOTNOTE_TEXT)] } },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Balance Sheet', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Assets at the end of the quarter'), new FootnoteReferenceRun(1)] }),
          new Table({
            columnWidths: [3000, 3000],
            rows: [
              new TableRow({ children: [cell(`Total ${TABLE_PHRASE} recognised`, 2)] }),
              new TableRow({ children: [cell('Cash'), cell('1,200')] }),
              new TableRow({ children: [cell('Receivables'), cell('3,400')] }),
            ],
          }),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph('Liabilities follow on the next page.'),
          new Paragraph({ text: 'Notes', heading: HeadingLevel.HEADING_1 }),
          new Paragraph(`Revenue grew ${growth} over the quarter.`),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A one-section document for a DITA map folder. */
export function mapPart(heading: string, text: string): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: [new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }), new Paragraph(text)] }],
  });
  return Packer.toBuffer(document);
}
