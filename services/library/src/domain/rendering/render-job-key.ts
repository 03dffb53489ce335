import { createHash } from 'node:crypto';
import type { ExportFormat } from '@ea/contracts';
import type { RenderOptions } from '@ea/contracts/library';

/** The filing defaults: US Letter, portrait, one inch margins, page numbers. */
export const DEFAULT_RENDER_OPTIONS: Required<RenderOptions> = {
  pageSize: 'Letter',
  orientation: 'portrait',
  margins: { top: 25.4, right: 25.4, bottom: 25.4, left: 25.4 },
  pageNumbers: true,
};

/** The options that change the output, defaults filled in: only a PDF has a page layout. */
export function effectiveOptions(format: ExportFormat, options: RenderOptions | undefined): RenderOptions {
  if (format !== 'pdf') return {};
  const merged = { ...DEFAULT_RENDER_OPTIONS, ...options };
  const { top, right, bottom, left } = merged.margins;
  return {
    pageSize: merged.pageSize,
    orientation: merged.orientation,
    margins: { top, right, bottom, left },
    pageNumbers: merged.pageNumbers,
  };
}

/**
 * Names the work: a version of a document in a format with its effective options. A second
 * request for the same work (a double click, another user) finds the first one's job.
 */
export function renderJobKey(documentId: string, versionId: string, format: ExportFormat, options: RenderOptions): string {
  const canonical = JSON.stringify([documentId, versionId, format, options]);
  return `${format}:${createHash('sha256').update(canonical).digest('hex')}`;
}
