export { pdfPageImage, pdfPageTexts } from './page-texts.ts';
export { PopplerError } from './poppler.ts';
export { topicPages } from './topic-pages.ts';
