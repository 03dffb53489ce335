import type { RowError } from '../db/bulk-import-row-errors-repository.ts';
import { COMPANY_COLUMNS } from './company-columns.ts';

/**
 * The error report as CSV: each failed row with its values and its messages. Cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe.
 */
export function buildErrorReport(errors: RowError[]): string {
  const header = ['Row', ...COMPANY_COLUMNS.map((c) => c.header), 'Errors'];
  const lines = [header.map(csvCell).join(',')];
  for (const error of errors) {
    // In column order: the stored messages come back with their keys in no useful order.
    const messages = COMPANY_COLUMNS.filter((c) => error.messages[c.field] !== undefined)
      .map((c) => `${c.header}: ${error.messages[c.field]}`)
      .join('; ');
    lines.push([String(error.rowNumber), ...COMPANY_COLUMNS.map((c) => error.values[c.field] ?? ''), messages].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
