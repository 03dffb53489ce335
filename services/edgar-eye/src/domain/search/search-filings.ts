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
import { cappedCount, FILING_COLUMNS, type FilingRow, filingView } from '../../db/filings-repository.ts';
import { edgarEyeTable } from '../../db/schema.ts';
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

/**
 * A name search looks at this many companies (in name order): every company of any specific
 * prefix, and a bound on what a one-word prefix costs (each company is one index probe).
 */
const NAME_MATCHES = 200;

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
  const companies = [...new Set(ciks)];
  if (byCompany) {
    if (companies.length === 0) return { items: [], total: 0, more: false, page, size };
    query = query.where('filings.cik', 'in', companies.map(String));
  }
  const forms = search.form !== undefined && search.form.trim() !== '' ? formTypesMatching(search.form) : null;
  if (forms) query = query.where('filings.form_type', 'in', forms);
  let bounds: { from: string; to: string } | null = null;
  if (search.range !== undefined) {
    bounds = dateBounds(search.range, edgarToday(deps.now()), { from: search.from, to: search.to });
    if (!bounds) throw new ApiError('validation', EdgarEyeErrors.rangeInvalid);
    query = query.where('filings.date_filed', '>=', bounds.from).where('filings.date_filed', '<=', bounds.to);
  }

  const direction = search.order ?? 'desc';
  const counted = cappedCount(deps.db, query, FILING_COUNT_CAP);
  const rows =
    byCompany && companies.length > 1 && (search.sort ?? 'dateFiled') === 'dateFiled'
      ? await newestOfCompanies(deps, { ciks: companies, forms, bounds, direction, page, size })
      : await query
          .select(FILING_COLUMNS)
          .orderBy(sql.ref(SORT_COLUMNS[search.sort ?? 'dateFiled']), direction)
          .orderBy('filings.accession', direction)
          .orderBy('filings.cik')
          .limit(size)
          .offset((page - 1) * size)
          .execute();
  const total = await counted;
  return { items: rows.map(filingView), total: Math.min(total, FILING_COUNT_CAP), more: total > FILING_COUNT_CAP, page, size };
}

/**
 * The page of a many-company search in date order, company by company: each company's newest
 * filings up to the page's end come from its own (cik, date) index range, and only those are
 * merged. One scan of every matching filing sorted by date would read all of a busy name's
 * history (hundreds of thousands of rows for "pacific") to show ten.
 */
async function newestOfCompanies(
  deps: EdgarEyeDeps,
  q: {
    ciks: number[];
    forms: string[] | null;
    bounds: { from: string; to: string } | null;
    direction: 'asc' | 'desc';
    page: number;
    size: number;
  },
): Promise<FilingRow[]> {
  const dir = sql.raw(q.direction);
  const formFilter = q.forms ? sql`and f.form_type in (${sql.join(q.forms)})` : sql``;
  const dateFilter = q.bounds ? sql`and f.date_filed between ${q.bounds.from}::date and ${q.bounds.to}::date` : sql``;
  const { rows } = await sql<FilingRow>`
    select n.accession, n.cik, n.company_name, n.form_type, to_char(n.date_filed, 'YYYY-MM-DD') as date_filed, n.file_name, n.ingested_at
    from unnest(${q.ciks}::bigint[]) as c(cik)
    cross join lateral (
      select f.accession, f.cik, f.company_name, f.form_type, f.date_filed, f.file_name, f.ingested_at
      from ${edgarEyeTable('filings')} f
      where f.cik = c.cik ${formFilter} ${dateFilter}
      order by f.date_filed ${dir}, f.accession ${dir}
      limit ${q.page * q.size}
    ) n
    order by n.date_filed ${dir}, n.accession ${dir}, n.cik
    limit ${q.size} offset ${(q.page - 1) * q.size}`.execute(deps.db);
  return rows;
}
