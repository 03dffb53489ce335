import { footnoteCount, type ModelNode, modelToXhtml, NODE, storageKeyOf } from '@ea/document-model';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RenderDocument } from '../render-document.ts';
import { checkEdgarHtml, type EdgarViolation } from './check-edgar-html.ts';
import { EDGAR_ELEMENTS } from './efm-dtd.ts';
import { scanHtml } from './html-scanner.ts';

export interface EdgarFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface EdgarHtml {
  /** The .htm first, then its images. */
  files: EdgarFile[];
  /** What the checker finds in the generated .htm (none when the conversion did its job). */
  violations: EdgarViolation[];
}

/** Elements the model writes that EDGAR lacks, whose content stays (a table's body rows, a span's text). */
const UNWRAP = new Set([
  'thead',
  'tbody',
  'tfoot',
  'span',
  's',
  'del',
  'ins',
  'section',
  'article',
  'figure',
  'figcaption',
  'colgroup',
  'col',
]);
/** Elements dropped with everything in them. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'link',
]);

/** A base name EDGAR accepts (EFM 5.1.1): lower-case letters, digits and hyphens, room left for suffixes. */
export function edgarBaseName(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 20)
      .replace(/-+$/, '') || 'document'
  );
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/[^\x20-\x7e]/g, (c) => `&#${c.codePointAt(0)};`);

/** Text with every character outside printable ASCII (tabs and line ends kept) as a character reference. */
function asciiText(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!;
    out += code === 9 || code === 10 || code === 13 || (code >= 32 && code <= 126) ? c : `&#${code};`;
  }
  return out;
}

/** A JPEG or GIF EDGAR accepts: JPEG and GIF kept as they are (judged by their bytes), PNG drawn on white and written as JPEG. */
function edgarImage(bytes: Uint8Array): { bytes: Uint8Array; extension: 'jpg' | 'gif' } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { bytes, extension: 'jpg' };
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return { bytes, extension: 'gif' };
  if (bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  const png = PNG.sync.read(Buffer.from(bytes));
  const data = Buffer.alloc(png.width * png.height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = png.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(png.data[i + c]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { bytes: jpeg.encode({ data, width: png.width, height: png.height }, 90).data, extension: 'jpg' };
}

/**
 * Keeps what EDGAR accepts of generated XHTML: elements of the DTD with their allowed attributes,
 * others unwrapped or dropped; links outside the submission become plain text; images point at
 * their local files; everything ASCII (the model already writes character references).
 */
function edgarMarkup(xhtml: string, imageNames: Map<string, string>): string {
  const out: string[] = [];
  const openLinks: boolean[] = [];
  let dropping = 0;
  for (const token of scanHtml(xhtml)) {
    if (token.kind === 'open' || token.kind === 'close') {
      const tag = token.name;
      if (DROP.has(tag)) {
        if (token.kind === 'open' && !token.selfClosing) dropping++;
        else if (token.kind === 'close') dropping = Math.max(0, dropping - 1);
        continue;
      }
      if (dropping > 0 || UNWRAP.has(tag) || !EDGAR_ELEMENTS[tag]) continue;
      if (token.kind === 'close') {
        if (tag === 'a' && openLinks.pop() === false) continue;
        out.push(`</${tag}>`);
        continue;
      }
      const allowed = EDGAR_ELEMENTS[tag]!;
      const attributes: string[] = [];
      let keep = true;
      for (const { name, value } of token.attributes) {
        const attribute = name.toLowerCase();
        if (!allowed.includes(attribute) || attribute.startsWith('on') || value === null) continue;
        if (attribute === 'style' && /url\s*\(|expression\s*\(|@import/i.test(value)) continue;
        if (tag === 'a' && attribute === 'href' && !value.startsWith('#')) continue;
        if (tag === 'img' && attribute === 'src') {
          const local = imageNames.get(value);
          if (!local) keep = false;
          else attributes.push(`src="${local}"`);
          continue;
        }
        attributes.push(`${attribute}="${escapeAttribute(value)}"`);
      }
      if (tag === 'a') {
        // A link kept only when it still goes somewhere (an anchor in the document) or names a target.
        const live = attributes.some((a) => a.startsWith('href=') || a.startsWith('name=') || a.startsWith('id='));
        if (!token.selfClosing) openLinks.push(live);
        if (!live) continue;
      }
      if (!keep) continue;
      out.push(`<${tag}${attributes.length ? ` ${attributes.join(' ')}` : ''}>`);
    } else if (token.kind === 'text' && dropping === 0) {
      out.push(asciiText(token.text));
    }
  }
  return out.join('');
}

/**
 * A document as EDGAR HTML (EFM 5.2.2): one .htm made from the model's XHTML and the images it
 * shows as local .jpg/.gif files (a PNG converted), file names EDGAR accepts, checked by the
 * same checker uploads are checked with.
 */
export async function toEdgarHtml(doc: RenderDocument, baseName = edgarBaseName(doc.title)): Promise<EdgarHtml> {
  const images: EdgarFile[] = [];
  const imageNames = new Map<string, string>();
  const collect = async (node: ModelNode) => {
    if (node.type === NODE.image) {
      const key = storageKeyOf(node.attrs?.key as string | undefined);
      if (key && !imageNames.has(key)) {
        const stored = await doc.image(key);
        const converted = stored ? edgarImage(stored.bytes) : null;
        if (converted) {
          const name = `${baseName}-${images.length + 1}.${converted.extension}`;
          imageNames.set(key, name);
          images.push({ name, bytes: converted.bytes, contentType: converted.extension === 'jpg' ? 'image/jpeg' : 'image/gif' });
        }
      }
    }
    for (const child of node.content ?? []) await collect(child);
  };
  let footnoteStart = 1;
  const bodies: string[] = [];
  for (const topic of doc.topics) {
    await collect(topic.model);
    bodies.push(
      `<div>${modelToXhtml(topic.model, { modelAttributes: false, asciiOnly: true, imageSrc: (key) => key, footnoteStart })}</div>`,
    );
    footnoteStart += footnoteCount(topic.model);
  }
  const title = escapeAttribute(doc.title).replace(/>/g, '&gt;');
  const html = `<html>\n<head>\n<title>${title}</title>\n</head>\n<body>\n${edgarMarkup(bodies.join('\n'), imageNames)}\n</body>\n</html>\n`;
  const mainName = `${baseName}.htm`;
  const main: EdgarFile = { name: mainName, bytes: Buffer.from(html, 'latin1'), contentType: 'text/html; charset=us-ascii' };
  return { files: [main, ...images], violations: checkEdgarHtml(html, mainName) };
}
