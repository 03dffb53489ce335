import { DocumentType, type DocumentTypeId } from '@ea/contracts';
import { htmlToModel, type ModelNode } from '@ea/document-model';
import { docxHtml } from '../docx/docx-html.ts';
import { baseName, type HtmlPage, htmlFilePage, htmlZipPages } from '../html/html-pages.ts';
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
      return modelOf([{ name: baseName(job.fileName), doc }], DocumentType.wordML, warnings, images);
    }
    case 'html': {
      const page = htmlFilePage(job.bytes, job.fileName, images);
      return modelOf([page], htmlTypeOf([page]), [], images);
    }
    case 'zip': {
      const { pages, warnings } = await htmlZipPages(job.bytes, job.limits, images);
      return modelOf(pages, htmlTypeOf(pages), warnings, images);
    }
  }
}

function htmlTypeOf(pages: readonly HtmlPage[]): DocumentTypeId {
  return pages.some((page) => page.inlineXbrl) ? DocumentType.ixbrl : DocumentType.html;
}

function modelOf(
  pages: readonly { name: string; doc: ModelNode }[],
  documentType: DocumentTypeId,
  warnings: string[],
  images: PendingImages,
): ModelConversion {
  const topics = pages.flatMap((page) => {
    images.removeForeign(page.doc);
    return splitTopics(page.doc, page.name);
  });
  return {
    documentType,
    topics,
    warnings: [...warnings, ...images.warnings()],
    images: images.usedBy(topics.map((topic) => topic.model)),
  };
}
