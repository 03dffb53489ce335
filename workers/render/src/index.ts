export { modelToDocx } from './docx/index.ts';
export * from './edgar/index.ts';
export * from './ixbrl/index.ts';
export { type ZipEntry, zipFiles } from './package/zip-files.ts';
export * from './print/index.ts';
export type { RenderDocument, RenderImage, RenderTopic } from './render-document.ts';
