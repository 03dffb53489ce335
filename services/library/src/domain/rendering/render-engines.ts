import type { ExportFormat } from '@ea/contracts';
import type { RenderOptions } from '@ea/contracts/library';
import type { RenderDocument } from '@ea/render';

/** A rendered output: one file (a zip when the output has several). */
export interface RenderedFile {
  bytes: Uint8Array;
  name: string;
  contentType: string;
  /** A PDF's pages and the page each topic starts on. */
  pages?: { count: number; topicPages: Record<string, number> };
}

/**
 * The outcome of a render: the file, or the spec's message with a log saying why not (EDGAR HTML
 * violations, missing Inline XBRL tagging); a log may come with a file too (warnings).
 */
export type RenderOutcome = { file: RenderedFile; log: string | null } | { file: null; message: string; log: string };

/**
 * What renders, as the library's jobs see it: the engines of `@ea/render` behind one interface,
 * so the job model is tested on its own terms and the engines load only in a worker.
 */
export interface RenderEngines {
  /** The whole output in one pass. */
  render(format: ExportFormat, doc: RenderDocument, options: RenderOptions): Promise<RenderOutcome>;
  /** How many chunks a PDF of the document is rendered in (1: one pass). A pure function of the document. */
  pdfChunkCount(doc: RenderDocument, options: RenderOptions): number;
  /** Chunk `index` of the PDF, without page numbers (they are stamped on the merged whole). */
  pdfChunk(doc: RenderDocument, options: RenderOptions, index: number): Promise<Uint8Array>;
  /** The chunks merged in order, with continuous page numbers. */
  mergePdf(doc: RenderDocument, options: RenderOptions, chunks: readonly Uint8Array[]): Promise<RenderedFile>;
  close(): Promise<void>;
}
