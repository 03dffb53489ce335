export { modelToDocx } from './model-to-docx.ts';
