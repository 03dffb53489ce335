import { buildTemplate, type SheetLayout } from '@ea/workbook';

export type UserImportField = 'email' | 'userName' | 'firstName' | 'lastName' | 'channel' | 'roles' | 'products';

/** The users sheet's columns, in template order. */
export const USER_IMPORT_LAYOUT: SheetLayout<UserImportField> = {
  columns: [
    { header: 'email', field: 'email' },
    { header: 'userName', field: 'userName' },
    { header: 'firstName', field: 'firstName' },
    { header: 'lastName', field: 'lastName' },
    { header: 'channel', field: 'channel' },
    { header: 'roles', field: 'roles' },
    { header: 'products', field: 'products' },
  ],
};

/** The users import template: the header row only. */
export function buildUserImportTemplate(): Promise<Buffer> {
  return buildTemplate({ sheetName: 'Users', columns: USER_IMPORT_LAYOUT.columns, widths: { email: 32, roles: 24, products: 24 } });
}
