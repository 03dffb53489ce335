import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import { edgarToday, formTypesMatching, type TodaysFilings } from '@ea/contracts/edgar-eye';
import { FILING_COLUMNS, filingView } from '../../db/filings-repository.ts';
import type { EdgarEyeDeps } from '../../deps.ts';

/** Filings dated today in EDGAR's time zone, the newest taken in first: the list grows as files arrive. */
export async function todaysFilings(
  deps: EdgarEyeDeps,
  input: { form?: string | undefined; page?: number | undefined; size?: number | undefined },
): Promise<TodaysFilings> {
  const page = input.page ?? DEFAULT_PAGE;
  const size = input.size ?? DEFAULT_PAGE_SIZE;
  const date = edgarToday(deps.now());
  let query = deps.db.selectFrom('filings').where('filings.date_filed', '=', date);
  if (input.form !== undefined && input.form.trim() !== '') query = query.where('filings.form_type', 'in', formTypesMatching(input.form));
  const [rows, count] = await Promise.all([
    query
      .select(FILING_COLUMNS)
      .orderBy('filings.ingested_at', 'desc')
      .orderBy('filings.accession', 'desc')
      .orderBy('filings.cik')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { date, items: rows.map(filingView), total: Number(count.n), page, size };
}
