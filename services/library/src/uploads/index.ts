export { ConversionPool, uploadConversions } from './conversion/conversion-pool.ts';
export { type Converted, type ConvertUploadOptions, convertUpload, type UploadedFile, XLSX_CONTENT_TYPE } from './convert-upload.ts';
export { ACCEPTED_FILES } from './file-kind.ts';
export type { StoreFile } from './images/pending-images.ts';
export { type ConvertedTopic, MAX_TOPIC_TITLE } from './split-topics.ts';
export { UPLOAD_LIMITS, type UploadLimits } from './upload-limits.ts';
