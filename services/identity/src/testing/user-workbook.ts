import { writeSheet } from '@ea/workbook';
import { USER_LAYOUT } from '../domain/user-import/user-sheet.ts';

/** An .xlsx with the template's header row (or the given one) and these rows. */
export function userWorkbook(rows: (string | number)[][], header: string[] = USER_LAYOUT.columns.map((c) => c.header)) {
  return writeSheet('Users', [header, ...rows]);
}

/** A valid users row: email, userName, firstName, lastName, channel, roles, products. */
export function userRow(email: string, channel: string | number, roles = 'Preparer', products = 'library, 3'): (string | number)[] {
  return [email, email.split('@')[0]!, 'Imported', 'User', channel, roles, products];
}
