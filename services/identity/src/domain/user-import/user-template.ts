import { buildTemplate } from '@ea/workbook';
import { USER_LAYOUT } from './user-sheet.ts';

/** The users import template: the header row only. */
export function buildUserTemplate(): Promise<Buffer> {
  return buildTemplate({ sheetName: 'Users', columns: USER_LAYOUT.columns, widths: { email: 32, roles: 24, products: 24 } });
}
