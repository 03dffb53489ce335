export { sampleDocument } from './sample-document.ts';
