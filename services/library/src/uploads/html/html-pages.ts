import { htmlToModel, type ModelNode } from '@ea/document-model';
import { readArchive } from '@ea/workbook/read-archive';
import { notOfKind } from '../file-kind.ts';
import type { PendingImages } from '../images/pending-images.ts';
import { decodeText, looksLikeHtml } from '../text-decoding.ts';
import type { UploadLimits } from '../upload-limits.ts';
import { imageSource } from './image-sources.ts';
import { type InlineXbrlHeader, inlineXbrlHeader } from './inline-xbrl-header.ts';

/** One HTML page of an upload, read into the model (not yet split into topics or normalised). */
export interface HtmlPage {
  /** The page's file name without folder and extension: the title of its first topic when it has no Heading 1 before. */
  name: string;
  doc: ModelNode;
  /** An Inline XBRL document's header (its facts became marks); null for a page that is not one. */
  header: InlineXbrlHeader | null;
}

const HTML_NAME = /\.(?:html?|xhtml)$/i;
const IMAGE_NAME = /\.(?:png|jpe?g|gif)$/i;

/** An uploaded .htm/.html: HTML by content (else "Only document .zip or .html is allowed"), images only as `data:` URIs. */
export function htmlFilePage(bytes: Buffer, fileName: string, images: PendingImages): HtmlPage {
  const text = decodeText(bytes);
  if (text === null || !looksLikeHtml(text)) throw notOfKind('html');
  return page(text, baseName(fileName), imageSource(images, null));
}

/**
 * An uploaded zip of HTML pages and their images: the archive passes every check before a file
 * is inflated for use (else "Only zip file allowed" when it is no zip); each .htm/.html file that
 * is HTML by content is a page, in name order, with the images it names relatively; other files
 * (scripts, style sheets, anything else) are never read. No page: "Only document .zip or .html is allowed".
 */
export async function htmlZipPages(
  bytes: Buffer,
  limits: UploadLimits,
  images: PendingImages,
): Promise<{ pages: HtmlPage[]; warnings: string[] }> {
  const archive = await readArchive(bytes, {
    limits,
    unreadable: () => notOfKind('zip'),
    keep: (name) => HTML_NAME.test(name) || IMAGE_NAME.test(name),
  });
  const pages: HtmlPage[] = [];
  const warnings: string[] = [];
  for (const name of [...archive.files.keys()].filter((n) => HTML_NAME.test(n)).sort()) {
    const text = decodeText(archive.files.get(name)!);
    if (text === null || !looksLikeHtml(text)) {
      warnings.push(`${name} is not an HTML page; it was left out`);
      continue;
    }
    pages.push(page(text, baseName(name), imageSource(images, { path: name, files: archive.files })));
  }
  if (pages.length === 0) throw notOfKind('html');
  return { pages, warnings };
}

function page(text: string, name: string, imageKey: (src: string) => string | null): HtmlPage {
  return { name, doc: htmlToModel(text, { imageKey }), header: /<ix:header[\s>]/i.test(text) ? inlineXbrlHeader(text) : null };
}

/** A file's name without folders (either slash: some browsers send a Windows path) and extension. */
export function baseName(path: string): string {
  const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).trim() || 'Document';
}
