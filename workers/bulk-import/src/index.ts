export { type BulkImportProcessorDeps, createBulkImportProcessor } from './bulk-import-processor.ts';
