export { BrowserPool, type BrowserPoolOptions } from './browser-pool.ts';
export { CHUNK_LINES, type Chunk, planChunks } from './chunk-plan.ts';
export { mergePdfs, type PdfPart } from './merge-pdfs.ts';
export { type PageFrame, pageFrame } from './page-frame.ts';
export { FILING_PAGE, type PageSetup, pageSetupOf } from './page-setup.ts';
export { printHtml, topicAnchor } from './print-html.ts';
export { PRINT_TIMEOUT_MS, PrintTimeout, type RenderPdfOptions, renderPdf } from './render-pdf.ts';
