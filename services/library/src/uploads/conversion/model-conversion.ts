import { DocumentType, type DocumentTypeId } from '@ea/contracts';
import type { XbrlMetadata } from '@ea/contracts/library';
import { htmlToModel, type ModelNode } from '@ea/document-model';
import { docxHtml } from '../docx/docx-html.ts';
import { baseName, type HtmlPage, htmlFilePage, htmlZipPages } from '../html/html-pages.ts';
import { mergedHeaders } from '../html/inline-xbrl-header.ts';
import { type PendingImage, PendingImages } from '../images/pending-images.ts';
import { type ConvertedTopic, splitTopics } from '../split-topics.ts';
import type { UploadLimits } from '../upload-limits.ts';

/** An upload to turn into topics: its kind was claimed by name and its first bytes agree. */
export interface ModelJob {
  kind: 'word' | 'html' | 'zip';
  fileName: string;
  bytes: Buffer;
  limits: UploadLimits;
}

/** An upload as topics, checked and normalised, with the images they hold, not yet stored. */
export interface ModelConversion {
  /** The document type the content shows. */
  documentType: DocumentTypeId;
  /** The XBRL metadata of an Inline XBRL upload (its header); null for any other. */
  xbrl: XbrlMetadata | null;
  topics: ConvertedTopic[];
  warnings: string[];
  images: PendingImage[];
}

/**
 * The CPU-heavy part of an upload (run in a conversion worker): the archive checks, mammoth's
 * HTML or the pages read into the model, split into topics and normalised. Every refusal is the
 * ApiError convertUpload answers.
 */
export async function convertToModel(job: ModelJob): Promise<ModelConversion> {
  const images = new PendingImages(job.limits.maxImageBytes);
  switch (job.kind) {
    case 'word': {
      const { html, warnings } = await docxHtml(job.bytes, job.limits, images);
      const doc = htmlToModel(html, { imageKey: (src) => src || null });
      return modelOf([{ name: baseName(job.fileName), doc }], { documentType: DocumentType.wordML, xbrl: null, warnings }, images);
    }
    case 'html': {
      const page = htmlFilePage(job.bytes, job.fileName, images);
      return modelOf([page], htmlKindOf([page], []), images);
    }
    case 'zip': {
      const { pages, warnings } = await htmlZipPages(job.bytes, job.limits, images);
      return modelOf(pages, htmlKindOf(pages, warnings), images);
    }
  }
}

/** HTML pages are an Inline XBRL document when one has a header; its metadata is what the headers read hold. */
function htmlKindOf(pages: readonly HtmlPage[], warnings: string[]): Pick<ModelConversion, 'documentType' | 'xbrl' | 'warnings'> {
  const headers = pages.filter((page) => page.header !== null);
  const read: XbrlMetadata[] = [];
  const unread: string[] = [];
  for (const { name, header } of headers) {
    if (header && 'metadata' in header) read.push(header.metadata);
    else if (header)
      unread.push(`The Inline XBRL header of ${name} is not well-formed XML (${header.unreadable}); its contexts and units were not kept`);
  }
  return {
    documentType: headers.length > 0 ? DocumentType.ixbrl : DocumentType.html,
    xbrl: mergedHeaders(read),
    warnings: [...warnings, ...unread],
  };
}

function modelOf(
  pages: readonly { name: string; doc: ModelNode }[],
  { documentType, xbrl, warnings }: Pick<ModelConversion, 'documentType' | 'xbrl' | 'warnings'>,
  images: PendingImages,
): ModelConversion {
  const topics = pages.flatMap((page) => {
    images.removeForeign(page.doc);
    return splitTopics(page.doc, page.name);
  });
  return {
    documentType,
    xbrl,
    topics,
    warnings: [...warnings, ...images.warnings()],
    images: images.usedBy(topics.map((topic) => topic.model)),
  };
}
