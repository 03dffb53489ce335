import { type ModelNode, NODE, storageKeyOf } from '@ea/document-model';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalMergeType,
  WidthType,
} from 'docx';
import type { RenderDocument } from '../render-document.ts';
import { FootnoteRegistry, inlineRuns } from './docx-inlines.ts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];
const ALIGN: Record<string, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};
/** A Letter page's text width at one inch margins, in pixels (96 dpi): images wider are scaled to it. */
const TEXT_WIDTH_PX = 624;

type Block = Paragraph | Table;

/** Image bytes of the kinds Word shows, judged by their first bytes. */
function imageType(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'gif';
  return null;
}

class DocxWriter {
  readonly footnotes = new FootnoteRegistry((text) => new Paragraph({ children: [new TextRun(text)] }));
  constructor(private readonly images: Map<string, { bytes: Uint8Array; type: 'png' | 'jpg' | 'gif' } | null>) {}

  blocks(nodes: readonly ModelNode[] | undefined, list?: { reference: string; level: number }): Block[] {
    return (nodes ?? []).flatMap((node) => this.block(node, list));
  }

  block(node: ModelNode, list?: { reference: string; level: number }): Block[] {
    const alignment = ALIGN[String(node.attrs?.textAlign ?? '')];
    switch (node.type) {
      case NODE.heading:
        return [
          new Paragraph({
            heading: HEADINGS[Math.min(6, Math.max(1, Number(node.attrs?.level ?? 1))) - 1],
            alignment,
            children: this.inline(node),
          }),
        ];
      case NODE.paragraph:
        return [
          new Paragraph({
            alignment,
            children: this.inline(node),
            ...(list ? { numbering: { reference: list.reference, level: list.level } } : {}),
          }),
        ];
      case NODE.bulletList:
      case NODE.orderedList: {
        const reference = node.type === NODE.bulletList ? 'bullets' : 'numbers';
        const level = list ? Math.min(list.level + 1, 8) : 0;
        return (node.content ?? []).flatMap((item) => this.blocks(item.content, { reference, level }));
      }
      case NODE.pageBreak:
        return [new Paragraph({ children: [new PageBreak()] })];
      case NODE.table:
        return [this.table(node)];
      case NODE.image:
        return [new Paragraph({ alignment, children: this.image(node) })];
      case NODE.xbrlBlock:
        return this.blocks(node.content, list);
      default:
        return node.content ? this.blocks(node.content, list) : [];
    }
  }

  inline(node: ModelNode) {
    const children = node.content ?? [];
    return children.flatMap((child) => (child.type === NODE.image ? this.image(child) : inlineRuns([child], this.footnotes)));
  }

  image(node: ModelNode) {
    const key = storageKeyOf(node.attrs?.key as string | undefined);
    const image = key ? this.images.get(key) : null;
    if (!image) return [new TextRun({ text: '[image missing]', italics: true })];
    const width = Number(node.attrs?.width) || TEXT_WIDTH_PX;
    const height = Number(node.attrs?.height) || Math.round(width * 0.6);
    const scale = Math.min(1, TEXT_WIDTH_PX / width);
    return [
      new ImageRun({
        type: image.type,
        data: image.bytes,
        transformation: { width: Math.round(width * scale), height: Math.round(height * scale) },
      }),
    ];
  }

  /**
   * A table on its grid: a cell spanning rows starts a vertical merge that the cells it covers
   * continue (Word writes a covered cell where HTML writes none); header rows repeat on each page.
   */
  table(node: ModelNode): Table {
    const rows = node.content ?? [];
    const headerRows = Number(node.attrs?.headerRows ?? 0);
    const covering: { until: number; span: number }[] = [];
    // Word repeats only header rows at the top of the table: those the table names, or its leading rows of header cells.
    let leading = true;
    const tableRows = rows.map((row, r) => {
      const cells: TableCell[] = [];
      let column = 0;
      const continueMerges = () => {
        while ((covering[column]?.until ?? -1) >= r) {
          const span = covering[column]!.span;
          cells.push(new TableCell({ children: [new Paragraph('')], columnSpan: span, verticalMerge: VerticalMergeType.CONTINUE }));
          column += span;
        }
      };
      for (const cell of row.content ?? []) {
        continueMerges();
        const colspan = Math.max(1, Math.min(63, Number(cell.attrs?.colspan ?? 1)));
        const rowspan = Math.max(1, Math.min(rows.length - r, Number(cell.attrs?.rowspan ?? 1)));
        if (rowspan > 1) covering[column] = { until: r + rowspan - 1, span: colspan };
        const content = this.blocks(cell.content);
        cells.push(
          new TableCell({
            children: content.length > 0 ? content : [new Paragraph('')],
            columnSpan: colspan,
            ...(rowspan > 1 ? { verticalMerge: VerticalMergeType.RESTART } : {}),
          }),
        );
        column += colspan;
      }
      continueMerges();
      leading = leading && (row.content ?? []).length > 0 && (row.content ?? []).every((cell) => cell.type === NODE.tableHeader);
      return new TableRow({ children: cells, tableHeader: r < headerRows || leading, cantSplit: true });
    });
    return new Table({ rows: tableRows, width: { size: 100, type: WidthType.PERCENTAGE } });
  }
}

/**
 * A .docx of the document, from the model (not through HTML): headings as Word's heading styles
 * (which the library's upload reads back as headings), lists with Word numbering, tables with
 * merged cells and repeated header rows, footnotes numbered through the document, page breaks,
 * images, and a "Page X of Y" footer.
 */
export async function modelToDocx(doc: RenderDocument): Promise<Uint8Array> {
  const keys = new Set<string>();
  const collect = (node: ModelNode) => {
    if (node.type === NODE.image) {
      const key = storageKeyOf(node.attrs?.key as string | undefined);
      if (key) keys.add(key);
    }
    for (const child of node.content ?? []) collect(child);
  };
  for (const topic of doc.topics) collect(topic.model);
  const images = new Map<string, { bytes: Uint8Array; type: 'png' | 'jpg' | 'gif' } | null>();
  for (const key of keys) {
    const image = await doc.image(key);
    const type = image ? imageType(image.bytes) : null;
    images.set(key, image && type ? { bytes: image.bytes, type } : null);
  }
  const writer = new DocxWriter(images);
  const children = doc.topics.flatMap((topic) => writer.blocks(topic.model.content));
  const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string) =>
    Array.from({ length: 9 }, (_, level) => ({
      level,
      format,
      text: text(level),
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
    }));
  const document = new Document({
    title: doc.title,
    numbering: {
      config: [
        { reference: 'bullets', levels: levels(LevelFormat.BULLET, () => '•') },
        { reference: 'numbers', levels: levels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`) },
      ],
    },
    footnotes: writer.footnotes.notes,
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
        children: children.length > 0 ? children : [new Paragraph('')],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
