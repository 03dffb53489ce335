export { pdfPageImage } from './page-image.ts';
export { type PdfInfo, pdfInfo, topicPages } from './pdf-info.ts';
export { PopplerError } from './poppler.ts';
