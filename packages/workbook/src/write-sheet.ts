import ExcelJS from 'exceljs';

/** An .xlsx of one sheet holding these rows as they are (the first row is usually the header). */
export async function writeSheet(sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
