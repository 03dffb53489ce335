import { buildErrorReport as buildReport, type RowError } from '@ea/workbook';
import { COMPANY_COLUMNS } from './company-columns.ts';

/** The companies error report as CSV: each failed row with its values and its messages, in column order. */
export function buildErrorReport(errors: RowError[]): string {
  return buildReport(COMPANY_COLUMNS, errors);
}
