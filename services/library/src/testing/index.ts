export { createLibraryTestApp, type LibraryTestApp, type OutboxRow, outboxEvents, type TestCompany } from './library-test-app.ts';
export { paragraphs, type SeedTopic, seedDocument, table } from './seed-documents.ts';
export { type WordSection, wordDocument, zipBombDocx } from './word-files.ts';
