import { readArchive } from '@ea/workbook/read-archive';
import mammoth from 'mammoth';
import { notOfKind } from '../file-kind.ts';
import type { PendingImages } from '../images/pending-images.ts';
import type { UploadLimits } from '../upload-limits.ts';
import { type MammothElement, pairColumnWidths, tableColumnCounts, withColumnWidths } from './column-widths.ts';
import { type ImageSize, readImageExtents } from './image-extents.ts';
import { mammothImages, pairImageSizes } from './image-sizes.ts';
import { checkParsedParts } from './parsed-parts.ts';
import { readTableGrids } from './table-grids.ts';

/**
 * How Word styles become HTML, on top of mammoth's defaults (headings 1–6, lists, footnotes,
 * tables with merged cells and `<thead>` header rows, bold, italic, strikethrough, super/subscript):
 * page breaks as a void element inside their paragraph (an `<hr>` there would split the paragraph
 * in two), underline (mammoth drops it unless asked), and the character styles that mean bold and
 * italic without saying so in the run.
 */
export const DOCX_STYLE_MAP = [
  "br[type='page'] => br.page-break",
  'u => u',
  "r[style-name='Strong'] => strong",
  "r[style-name='Emphasis'] => em",
];

const DOCUMENT_PART = 'word/document.xml';
const CONTENT_TYPES_PART = '[Content_Types].xml';
const RELATIONSHIPS_SUFFIX = '.rels';

export interface DocxHtml {
  html: string;
  warnings: string[];
}

/**
 * A .docx (or a .doc saved as one) as HTML, after its archive passed every check: a zip within
 * the limits holding `[Content_Types].xml` and `word/document.xml`, its XML parts together
 * within `maxWordXmlBytes` (refused by their declared sizes, before mammoth or anything else
 * reads them) and the only parts mammoth parses, no file declaring a DOCTYPE. Images go to
 * `images` (stored later, once the whole upload passed) with the size the document gives them;
 * tables get the column widths of the OOXML grid.
 */
export async function docxHtml(bytes: Buffer, limits: UploadLimits, images: PendingImages): Promise<DocxHtml> {
  const notWord = () => notOfKind('word');
  const archive = await readArchive(bytes, {
    limits,
    unreadable: notWord,
    keep: (name) => name === DOCUMENT_PART || name.endsWith(RELATIONSHIPS_SUFFIX),
    refuseDeclarations: true,
    maxXmlBytes: limits.maxWordXmlBytes,
  });
  if (!archive.files.has(DOCUMENT_PART) || !archive.names.includes(CONTENT_TYPES_PART)) throw notWord();
  checkParsedParts(
    [...archive.files].filter(([name]) => name.endsWith(RELATIONSHIPS_SUFFIX)).map(([, part]) => part),
    notWord,
  );
  const documentXml = archive.files.get(DOCUMENT_PART)!.toString('utf8');
  const grids = readTableGrids(documentXml, notWord);
  const extents = readImageExtents(documentXml, notWord);

  let columnCounts: number[] = [];
  let imageCount = 0;
  let sizes: WeakMap<object, ImageSize> | null = null;
  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        styleMap: DOCX_STYLE_MAP,
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          const size = sizes?.get(image);
          const src = images.add(await image.read()) ?? '';
          return size ? { src, width: String(size.width), height: String(size.height) } : { src };
        }),
        transformDocument: (document: MammothElement) => {
          columnCounts = tableColumnCounts(document);
          const found = mammothImages(document);
          imageCount = found.length;
          sizes = pairImageSizes(extents, found);
          return document;
        },
      },
    );
  } catch {
    throw notWord();
  }
  const widths = pairColumnWidths(grids, columnCounts);
  const warnings = result.messages.filter((m) => m.type === 'error').map((m) => m.message);
  if (!widths && grids.length > 0)
    warnings.push('The column widths of the tables could not be read; they take the widths of their content');
  if (!sizes && imageCount > 0) warnings.push('The sizes of the images could not be read; they show at their own size');
  return { html: widths ? withColumnWidths(result.value, widths) : result.value, warnings };
}
