export { createUserImportProcessor, type UserImportProcessorDeps } from './user-import-processor.ts';
