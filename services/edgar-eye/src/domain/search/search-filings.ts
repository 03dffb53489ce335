import { ApiError, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import {
  type DateRange,
  dateBounds,
  EdgarEyeErrors,
  edgarToday,
  FILING_COUNT_CAP,
  type FilingPage,
  type FilingSort,
  formTypesMatching,
} from '@ea/contracts/edgar-eye';
import { sql } from 'kysely';
import { cappedCount, FILING_COLUMNS, filingView } from '../../db/filings-repository.ts';
import type { EdgarEyeDeps } from '../../deps.ts';
import { companyMatches } from './company-matches.ts';

export interface FilingSearch {
  q?: string | undefined;
  cik?: number | undefined;
  ticker?: string | undefined;
  form?: string | undefined;
  range?: DateRange | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: FilingSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** A name search looks at this many companies: enough for any real prefix, bounded for a one-letter one. */
const NAME_MATCHES = 500;

const SORT_COLUMNS: Record<FilingSort, string> = {
  dateFiled: 'filings.date_filed',
  companyName: 'filings.company_name',
  formType: 'filings.form_type',
  cik: 'filings.cik',
};

/**
 * The filing search: by company (name prefix then similar names, CIK or ticker), form type with its
 * amendments, and filing dates (Day, Week, Month back from EDGAR's today, or a custom range),
 * sorted and paged. EDGAR's index is public: there is no tenant to scope by, only the module.
 */
export async function searchFilings(deps: EdgarEyeDeps, search: FilingSearch): Promise<FilingPage> {
  const page = search.page ?? DEFAULT_PAGE;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  let query = deps.db.selectFrom('filings');

  const ciks: number[] = [];
  let byCompany = false;
  if (search.cik !== undefined) {
    byCompany = true;
    ciks.push(search.cik);
  }
  if (search.ticker !== undefined) {
    byCompany = true;
    const rows = await deps.db
      .selectFrom('companies')
      .select('cik')
      .where(sql<boolean>`tickers @> array[${search.ticker.trim().toUpperCase()}]::text[]`)
      .execute();
    ciks.push(...rows.map((row) => Number(row.cik)));
  }
  if (search.q !== undefined && search.q.trim() !== '') {
    byCompany = true;
    ciks.push(...(await companyMatches(deps.db, search.q, NAME_MATCHES)).map((company) => company.cik));
  }
  if (byCompany) {
    if (ciks.length === 0) return { items: [], total: 0, more: false, page, size };
    query = query.where('filings.cik', 'in', [...new Set(ciks)].map(String));
  }
  if (search.form !== undefined && search.form.trim() !== '')
    query = query.where('filings.form_type', 'in', formTypesMatching(search.form));
  if (search.range !== undefined) {
    const bounds = dateBounds(search.range, edgarToday(deps.now()), { from: search.from, to: search.to });
    if (!bounds) throw new ApiError('validation', EdgarEyeErrors.rangeInvalid);
    query = query.where('filings.date_filed', '>=', bounds.from).where('filings.date_filed', '<=', bounds.to);
  }

  const direction = search.order ?? 'desc';
  const rows = await query
    .select(FILING_COLUMNS)
    .orderBy(sql.ref(SORT_COLUMNS[search.sort ?? 'dateFiled']), direction)
    .orderBy('filings.accession', direction)
    .orderBy('filings.cik')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const counted = await cappedCount(deps.db, query, FILING_COUNT_CAP);
  return { items: rows.map(filingView), total: Math.min(counted, FILING_COUNT_CAP), more: counted > FILING_COUNT_CAP, page, size };
}
