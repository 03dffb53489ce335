import { ApiError, ExportMessages } from '@ea/contracts';

/** One page of a list as its query answers it: the page's items and how many match in all. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/** Rows read per statement: a few MB of rows, and id lists well under Postgres's 65,535 parameters. */
const PAGE_SIZE = 5_000;

/**
 * Every item a list's own query matches, read page by page: pages keep each statement and its
 * `in (…)` lists of ids small. More than `max` matching is refused (422) before the rest is
 * read. Run it in one repeatable-read transaction so every page comes from one snapshot.
 */
export async function readAllPages<Item>(
  readPage: (page: number, size: number) => Promise<ListPage<Item>>,
  max: number,
  pageSize = PAGE_SIZE,
): Promise<Item[]> {
  const first = await readPage(1, pageSize);
  if (first.total > max) throw new ApiError('unprocessable', ExportMessages.tooManyRows(first.total, max));
  const items = [...first.items];
  let last = first.items.length;
  for (let page = 2; last === pageSize && items.length < first.total; page += 1) {
    const next = await readPage(page, pageSize);
    items.push(...next.items);
    last = next.items.length;
  }
  return items;
}
