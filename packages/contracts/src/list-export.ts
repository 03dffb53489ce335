import { type TObject, type TProperties, Type } from 'typebox';

/**
 * Exports of the lists and audit logs (GET <list path>/export?as=xlsx|csv): every row matching
 * the list's own filters and sort, without paging, as a spreadsheet or as CSV. The parameter is
 * `as` because `format` already names the library's render formats (pdf, word, …).
 */
export const LIST_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];

/**
 * The most rows one export holds. 100,000 rows are a few MB of xlsx built in a few seconds;
 * a list that matches more is refused (422) so the person narrows the filters instead.
 */
export const LIST_EXPORT_MAX_ROWS = 100_000;

/** The file's format; a spreadsheet unless CSV is asked for. */
export const ListExportFormatSchema = Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx' });

/** The list's query without its paging parameters, plus the file's format (`as`): what an export of that list accepts. */
export function exportQuerySchema<P extends TProperties, K extends keyof P & string>(list: TObject<P>, paging: readonly K[]) {
  const filters = Object.fromEntries(Object.entries(list.properties).filter(([name]) => !paging.includes(name as K))) as Omit<P, K>;
  return Type.Object({ ...filters, as: ListExportFormatSchema });
}

export const ExportMessages = {
  tooManyRows: (matching: number, max: number) =>
    `This export would hold ${matching.toLocaleString('en-US')} rows; at most ${max.toLocaleString('en-US')} can be exported. Narrow the filters and export again.`,
} as const;
