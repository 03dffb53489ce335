import type { ApiError } from '@ea/contracts';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { UploadRefusals } from '../upload-refusals.ts';

/** An image's size in CSS pixels, as the document lays it out. */
export interface ImageSize {
  width: number;
  height: number;
}

/** EMUs per CSS pixel: 914,400 per inch, 96 pixels per inch. */
const EMU_PER_PIXEL = 9525;
const MAX_PIXELS = 20000;

/** Namespaces by the prefix mammoth names them with, transitional and strict OOXML alike. */
const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
};

/** Elements whose children mammoth's body reader reads; it ignores any other element with all it holds. */
const READ_THROUGH: ReadonlySet<string> = new Set([
  'w:p',
  'w:r',
  'w:hyperlink',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:customXml',
  'w:ins',
  'w:moveTo',
  'w:object',
  'w:smartTag',
  'w:drawing',
  'w:pict',
  'v:roundrect',
  'v:shape',
  'v:textbox',
  'w:txbxContent',
  'v:group',
  'v:rect',
  'mc:AlternateContent',
  'w:sdt',
]);
/** Elements of which mammoth reads one child only: the body, the fallback of alternate content, a content control's content. */
const ONLY_CHILD: Readonly<Record<string, string>> = {
  'w:document': 'w:body',
  'mc:AlternateContent': 'mc:Fallback',
  'w:sdt': 'w:sdtContent',
};
const DRAWINGS: ReadonlySet<string> = new Set(['wp:inline', 'wp:anchor']);
const VML_PICTURE = 'v:imagedata';
/** Where mammoth finds a drawing's pictures: this path of children below `wp:inline`/`wp:anchor`. */
const BLIP_PATH = ['a:graphic', 'a:graphicData', 'pic:pic', 'pic:blipFill', 'a:blip'];

interface Open {
  name: string;
  /** Whether mammoth reads this element (and so may read its children). */
  read: boolean;
  /** A paragraph's images: its own, then those of its VML pictures, which mammoth moves after the paragraph's content. */
  own?: (ImageSize | null)[];
  extra?: (ImageSize | null)[];
  deletedMark?: boolean;
  /** A drawing's size, from its `wp:extent`. */
  extent?: ImageSize | null;
}

/**
 * The size of every image mammoth writes from `word/document.xml`, in the order of its document
 * tree (null for one without a size: a VML picture, an extent out of range). It follows mammoth's
 * body reader: only the elements it reads through, the fallback of alternate content, a drawing's
 * pictures at the path it looks at and only those with a relationship, VML pictures moved after
 * their paragraph, the content of a paragraph whose mark is deleted joined to the next paragraph.
 * Null when the order cannot be told for sure (a deleted paragraph mark holding a VML picture, a
 * VML picture outside any paragraph). A DOCTYPE is refused (422); XML that is not well-formed is
 * `unreadable`.
 */
export function readImageExtents(documentXml: string, unreadable: () => ApiError): (ImageSize | null)[] | null {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const open: Open[] = [];
  const images: (ImageSize | null)[] = [];
  let deletedParagraph: (ImageSize | null)[] = [];
  let certain = true;
  let declarations = false;

  /** Where an image (or a closed paragraph's images) goes: the nearest paragraph, after its content when inside a VML picture. */
  const sink = (): (ImageSize | null)[] | null => {
    let inPicture = false;
    for (let i = open.length - 1; i >= 0; i--) {
      const element = open[i]!;
      if (element.name === 'w:pict') inPicture = true;
      if (element.name === 'w:p') return inPicture ? element.extra! : element.own!;
    }
    return inPicture ? null : images;
  };
  const add = (...sizes: (ImageSize | null)[]) => {
    const target = sink();
    if (target) target.push(...sizes);
    else certain = false;
  };

  parser.on('doctype', () => {
    declarations = true;
    throw UploadRefusals.xmlDeclarations();
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = `${PREFIXES[tag.uri] ?? tag.uri}:${tag.local}`;
    const parent = open[open.length - 1];
    const read = parent
      ? parent.read &&
        (ONLY_CHILD[parent.name] ? ONLY_CHILD[parent.name] === name : READ_THROUGH.has(name) || DRAWINGS.has(name) || name === VML_PICTURE)
      : name === 'w:document';
    const element: Open = { name, read };
    if (read && name === 'w:p') {
      element.own = deletedParagraph;
      element.extra = [];
      deletedParagraph = [];
    } else if (read && name === VML_PICTURE) {
      if (attribute(tag, 'r', 'id')) add(null);
    } else if (name === 'wp:extent' && parent?.read && DRAWINGS.has(parent.name)) {
      parent.extent = sizeOf(attribute(tag, '', 'cx'), attribute(tag, '', 'cy'));
    } else if (name === 'w:del' && isParagraphMark(open)) {
      open[open.length - 3]!.deletedMark = true;
    } else if (name === 'a:blip' && (attribute(tag, 'r', 'embed') || attribute(tag, 'r', 'link'))) {
      const drawing = open[open.length - BLIP_PATH.length];
      const path = open.slice(open.length - BLIP_PATH.length + 1).map((o) => o.name);
      if (drawing?.read && DRAWINGS.has(drawing.name) && path.join() === BLIP_PATH.slice(0, -1).join()) add(drawing.extent ?? null);
    }
    open.push(element);
  });
  parser.on('closetag', () => {
    const element = open.pop()!;
    if (!element.read || element.name !== 'w:p') return;
    if (!element.deletedMark) add(...element.own!, ...element.extra!);
    else if (element.extra!.length > 0) certain = false;
    else deletedParagraph = element.own!;
  });
  try {
    parser.write(documentXml).close();
  } catch (error) {
    throw declarations ? error : unreadable();
  }
  return certain ? images : null;
}

/** `w:p/w:pPr/w:rPr/w:del`: the paragraph mark is deleted, and mammoth joins the paragraph's content to the next one. */
function isParagraphMark(open: readonly Open[]): boolean {
  const [paragraph, properties, runProperties] = open.slice(-3).map((o) => o.name);
  return paragraph === 'w:p' && properties === 'w:pPr' && runProperties === 'w:rPr' && open[open.length - 3]!.read;
}

function attribute(tag: SaxesTagNS, prefix: string, local: string): string | undefined {
  for (const a of Object.values(tag.attributes)) if ((PREFIXES[a.uri] ?? a.uri) === prefix && a.local === local) return a.value;
  return undefined;
}

/** Both sides in whole pixels within 1–20,000, or no size: an image is never given one side only. */
function sizeOf(cx: string | undefined, cy: string | undefined): ImageSize | null {
  const width = Math.round(Number(cx) / EMU_PER_PIXEL);
  const height = Math.round(Number(cy) / EMU_PER_PIXEL);
  const valid = (px: number) => Number.isInteger(px) && px >= 1 && px <= MAX_PIXELS;
  return cx && cy && valid(width) && valid(height) ? { width, height } : null;
}
