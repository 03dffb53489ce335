export { buildTemplate, XLSX_CONTENT_TYPE } from './build-template.ts';
export { buildErrorReport, type RowError } from './error-report.ts';
export type { ExportCell, ExportColumn } from './export-table.ts';
export { buildListExport, isoCell, type ListExportFile } from './list-export.ts';
export { type ListPage, readAllPages } from './read-all-pages.ts';
export { readSheet, type SheetRow } from './read-sheet.ts';
export type { SheetColumn, SheetLayout } from './sheet-columns.ts';
export { writeSheet } from './write-sheet.ts';
export { assertXlsx, looksLikeXlsx } from './xlsx-content.ts';
