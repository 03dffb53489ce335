export { companyWorkbook, goodRow } from './company-workbook.ts';
export { createDirectoryTestApp, type DirectoryTestApp, type OutboxRow, outboxEvents } from './directory-test-app.ts';
