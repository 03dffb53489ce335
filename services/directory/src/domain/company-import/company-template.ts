import { buildTemplate } from '@ea/workbook';
import { COMPANY_COLUMNS } from './company-sheet.ts';

/** The companies import template: the header row, with identifier columns formatted as text so Excel keeps leading zeros. */
export function buildCompanyTemplate(): Promise<Buffer> {
  return buildTemplate({ sheetName: 'Companies', columns: COMPANY_COLUMNS, widths: { name: 40 } });
}
