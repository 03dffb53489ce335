import ExcelJS from 'exceljs';
import { USER_IMPORT_LAYOUT } from '../domain/user-import/user-import-layout.ts';

/** An .xlsx with the template's header row (or the given one) and these rows. */
export async function userWorkbook(rows: (string | number)[][], header: string[] = USER_IMPORT_LAYOUT.columns.map((c) => c.header)) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid users row: email, userName, firstName, lastName, channel, roles, products. */
export function userRow(email: string, channel: string | number, roles = 'Preparer', products = 'library, 3'): (string | number)[] {
  return [email, email.split('@')[0]!, 'Imported', 'User', channel, roles, products];
}
