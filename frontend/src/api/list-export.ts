import type { ListExportFormat } from '@ea/contracts';

/** List parameters that page, and that an export (every matching row) leaves out. */
const PAGING = ['page', 'size', 'limit'];

/**
 * The export of a list: the address of the page it shows (its SWR key, with the filters and sort
 * from the URL) turned into `<path>/export?…&as=xlsx|csv` with the same parameters and no paging.
 */
export function listExportAddress(listAddress: string, format: ListExportFormat): string {
  const [path = '', search = ''] = listAddress.split('?');
  const query = new URLSearchParams(search);
  for (const name of PAGING) query.delete(name);
  query.set('as', format);
  return `${path}/export?${query}`;
}
