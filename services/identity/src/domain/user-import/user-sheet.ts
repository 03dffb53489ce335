import { assertXlsx, readSheet, type SheetLayout } from '@ea/workbook';

export type UserImportField = 'email' | 'userName' | 'firstName' | 'lastName' | 'channel' | 'roles' | 'products';

/** The users sheet's columns, in template order. */
export const USER_LAYOUT: SheetLayout<UserImportField> = {
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

/**
 * The checks at upload: an .xlsx by content (415 otherwise) whose first worksheet has the
 * template's header row (422 otherwise). The rows are read by the import's job.
 */
export async function checkUserWorkbook(bytes: Buffer, fileName: string): Promise<void> {
  assertXlsx(bytes, fileName);
  await readSheet(bytes, USER_LAYOUT, { headerOnly: true });
}
