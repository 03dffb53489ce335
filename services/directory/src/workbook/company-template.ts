import ExcelJS from 'exceljs';
import { COMPANY_COLUMNS } from './company-columns.ts';

/** The bulk-import template: the header row, with identifier columns formatted as text so Excel keeps leading zeros. */
export async function buildCompanyTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Companies');
  sheet.columns = COMPANY_COLUMNS.map((c) => ({
    header: c.header,
    key: c.field,
    width: c.field === 'name' ? 40 : 16,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
