import type { CompanyFields, CompanySort, FilerCategory, FilerFields } from '@ea/contracts/directory';
import type { TenantScope } from '@ea/service-kit/use-case';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import { companyCountCache } from './company-count-cache.ts';
import { companyInScope } from './company-scope.ts';
import type { CompaniesTable, DirectoryExecutor } from './schema.ts';

export type CompanyRow = Selectable<CompaniesTable>;

/** What a person or an import sets: the checked fields (identifiers normalized, null when empty) and the channel. */
export type CompanyValues = CompanyFields & { channel_id: number };

/** The filer details as columns; a write that leaves them out (the companies import) keeps them. */
export type FilerColumns = Pick<
  CompaniesTable,
  | 'fiscal_year_end'
  | 'filer_category'
  | 'state_of_incorporation'
  | 'ein'
  | 'business_street1'
  | 'business_street2'
  | 'business_city'
  | 'business_state'
  | 'business_zip'
  | 'business_phone'
> & { smaller_reporting_company: boolean; emerging_growth_company: boolean };

export function filerColumns(fields: FilerFields): FilerColumns {
  return {
    fiscal_year_end: fields.fiscalYearEnd,
    filer_category: fields.filerCategory,
    smaller_reporting_company: fields.smallerReportingCompany,
    emerging_growth_company: fields.emergingGrowthCompany,
    state_of_incorporation: fields.stateOfIncorporation,
    ein: fields.ein,
    business_street1: fields.businessStreet1,
    business_street2: fields.businessStreet2,
    business_city: fields.businessCity,
    business_state: fields.businessState,
    business_zip: fields.businessZip,
    business_phone: fields.businessPhone,
  };
}

/** A company's filer details as the rules name them. */
export function filerFields(row: CompanyRow): FilerFields {
  return {
    fiscalYearEnd: row.fiscal_year_end,
    // Only the rule's categories are ever written (validateFilerDetails).
    filerCategory: row.filer_category as FilerCategory | null,
    smallerReportingCompany: row.smaller_reporting_company,
    emergingGrowthCompany: row.emerging_growth_company,
    stateOfIncorporation: row.state_of_incorporation,
    ein: row.ein,
    businessStreet1: row.business_street1,
    businessStreet2: row.business_street2,
    businessCity: row.business_city,
    businessState: row.business_state,
    businessZip: row.business_zip,
    businessPhone: row.business_phone,
  };
}

/** A company's fields as the rules name them. */
export function companyFields(row: CompanyRow): CompanyFields {
  return { name: row.name, ticker: row.ticker, cik: row.cik, cid: row.cid, sic: row.sic, cusip: row.cusip };
}

const COLUMNS = [
  'id',
  'channel_id',
  'name',
  'ticker',
  'cik',
  'cid',
  'sic',
  'cusip',
  'fiscal_year_end',
  'filer_category',
  'smaller_reporting_company',
  'emerging_growth_company',
  'state_of_incorporation',
  'ein',
  'business_street1',
  'business_street2',
  'business_city',
  'business_state',
  'business_zip',
  'business_phone',
  'created_by',
  'import_run_id',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
  'search_text',
] as const;

/** The ordering of each sort the list offers (COMPANY_SORTS of the contract). */
const SORT_ORDER: Record<CompanySort, RawBuilder<unknown>> = {
  name: sql`lower(name)`,
  ticker: sql`lower(ticker)`,
  cik: sql`cik`,
  cid: sql`cid`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
  deletedAt: sql`deleted_at`,
};

export interface CompanyQuery {
  scope: TenantScope;
  deleted: boolean;
  /** Substring of name, ticker, CIK or CID (case-insensitive). */
  filter?: string | undefined;
  /** Only this channel's companies (still within the scope). */
  channelId?: number | undefined;
  sort: CompanySort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export async function insertCompany(
  ex: DirectoryExecutor,
  values: CompanyValues & Partial<FilerColumns>,
  createdBy: string,
): Promise<CompanyRow> {
  return ex
    .insertInto('companies')
    .values({ ...values, created_by: createdBy })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Inserts companies whose CIK/CID is not yet taken in their channel and returns only those
 * inserted: the rest already exist (an earlier run or another file) and are left as they are.
 */
export async function insertNewCompanies(
  ex: DirectoryExecutor,
  rows: (CompanyValues & { created_by: string; import_run_id: string })[],
): Promise<CompanyRow[]> {
  if (rows.length === 0) return [];
  return ex
    .insertInto('companies')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(COLUMNS)
    .execute();
}

/**
 * A company in the caller's scope, live or deleted as asked; null when absent or out of scope.
 * `lock` holds the row until the transaction ends, so concurrent changes apply one after another.
 */
export async function findCompany(
  ex: DirectoryExecutor,
  id: number,
  scope: TenantScope,
  options: { deleted: boolean; lock?: boolean },
): Promise<CompanyRow | null> {
  const { deleted } = options;
  const row = await ex
    .selectFrom('companies')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', deleted ? 'is not' : 'is', null)
    .where((eb) => companyInScope(eb, scope))
    .$if(options.lock === true, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The named companies in the caller's scope, live and deleted, in id order and locked until the
 * transaction ends; an id absent or out of scope is simply not among them.
 */
export async function lockCompanyRows(ex: DirectoryExecutor, ids: readonly number[], scope: TenantScope): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return ex
    .selectFrom('companies')
    .select(COLUMNS)
    .where('id', 'in', ids)
    .where((eb) => companyInScope(eb, scope))
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The company holding this CIK or CID in the channel (deleted ones included), other than `exceptId`. */
export async function findIdentifierHolder(
  ex: DirectoryExecutor,
  channelId: number,
  identifiers: { cik: string | null; cid: string | null },
  exceptId?: number,
): Promise<CompanyRow | null> {
  if (identifiers.cik === null && identifiers.cid === null) return null;
  const row = await ex
    .selectFrom('companies')
    .select(COLUMNS)
    .where('channel_id', '=', channelId)
    .where((eb) =>
      eb.or([
        ...(identifiers.cik !== null ? [eb('cik', '=', identifiers.cik)] : []),
        ...(identifiers.cid !== null ? [eb('cid', '=', identifiers.cid)] : []),
      ]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row ?? null;
}

const IDENTIFIER_CHUNK = 1_000;

/**
 * The companies of the channel (deleted ones included) holding any of these CIKs or CIDs, looked
 * up in chunks; `lock` holds them until the transaction ends.
 */
export async function findIdentifierHolders(
  ex: DirectoryExecutor,
  channelId: number,
  identifiers: { ciks: readonly string[]; cids: readonly string[] },
  options: { lock: boolean },
): Promise<CompanyRow[]> {
  const found = new Map<number, CompanyRow>();
  const lookups: ['cik' | 'cid', readonly string[]][] = [
    ['cik', identifiers.ciks],
    ['cid', identifiers.cids],
  ];
  for (const [column, values] of lookups) {
    for (let start = 0; start < values.length; start += IDENTIFIER_CHUNK) {
      const rows = await ex
        .selectFrom('companies')
        .select(COLUMNS)
        .where('channel_id', '=', channelId)
        .where(column, 'in', values.slice(start, start + IDENTIFIER_CHUNK))
        .$if(options.lock, (q) => q.forUpdate())
        .execute();
      for (const row of rows) found.set(row.id, row);
    }
  }
  return [...found.values()];
}

export async function updateCompany(ex: DirectoryExecutor, id: number, values: CompanyValues & Partial<FilerColumns>): Promise<CompanyRow> {
  return ex
    .updateTable('companies')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function markCompanyDeleted(ex: DirectoryExecutor, id: number, deletedBy: string): Promise<CompanyRow> {
  return ex
    .updateTable('companies')
    .set({ deleted_at: sql`now()`, deleted_by: deletedBy, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function markCompanyRestored(ex: DirectoryExecutor, id: number): Promise<CompanyRow> {
  return ex
    .updateTable('companies')
    .set({ deleted_at: null, deleted_by: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * One page of companies and the total matching, both within the caller's scope.
 *
 * The total comes from a count cache keyed by the data version of the listed channels (see
 * migration 0003 and `listedVersion`). It can never be older than the page: every change to the
 * companies raises the version of each channel it touches in its own transaction, so a snapshot
 * shows a change exactly when it shows the raised version. The page rows and the version are read
 * by one statement, hence from one snapshot; a later snapshot sees every commit an earlier one saw
 * and versions only grow, so two snapshots with the same version hold the same companies in those
 * channels and the same count. A total is cached only under the version its own count statement
 * read with it, and on a miss that count runs after the page and so sees that version or a newer
 * one. Inside a transaction the version may include the transaction's own uncommitted changes,
 * which may yet roll back, so the cache is not used there.
 */
export async function listCompanies(ex: DirectoryExecutor, query: CompanyQuery): Promise<{ rows: CompanyRow[]; total: number }> {
  const needle = query.filter?.trim().toLowerCase() || undefined;
  const matching = ex
    .selectFrom('companies')
    .where('deleted_at', query.deleted ? 'is not' : 'is', null)
    .where((eb) => companyInScope(eb, query.scope))
    .$if(query.channelId !== undefined, (q) => q.where('channel_id', '=', query.channelId!))
    .$if(needle !== undefined, (q) => q.where('search_text', 'like', `%${escapeLike(needle!)}%`));
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const version = listedVersion(ex, query);
  // The version rides on every page row as a scalar subquery, evaluated once per statement.
  const paged = await matching
    .select(COLUMNS)
    .select(version.as('version'))
    .orderBy(sql`${SORT_ORDER[query.sort]} ${direction} nulls last`)
    .orderBy('id', query.order)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  const rows = paged.map(({ version: _, ...row }) => row);
  // An empty first page is a count of zero read in the same snapshot; an empty later page carries
  // no version, so its total is counted below.
  if (paged.length === 0 && query.page === 1) return { rows, total: 0 };

  const cache = ex.isTransaction ? null : companyCountCache(ex);
  const key = JSON.stringify([scopeKey(query.scope), query.deleted, query.channelId ?? null, needle ?? null]);
  const cached = paged[0] && cache?.get(`${paged[0].version}:${key}`);
  if (cached !== undefined) return { rows, total: cached };
  const counted = await ex
    .selectNoFrom([version.as('version'), matching.select((eb) => eb.fn.countAll<number>().as('total')).as('total')])
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  cache?.set(`${counted.version}:${key}`, total);
  return { rows, total };
}

/**
 * The data version of the channels a list may show: the one channel it is confined to (a
 * reviewer's single company is seen only within the reviewer's channel), or the sum over all
 * channels (it grows whenever any channel's does) when it spans channels.
 */
function listedVersion(ex: DirectoryExecutor, query: CompanyQuery) {
  const channelId = query.scope.all ? query.channelId : query.scope.channelId;
  return ex
    .selectFrom('company_versions')
    .select(sql<number>`coalesce(sum(version), 0)::bigint`.as('version'))
    .$if(channelId !== undefined && channelId !== null, (q) => q.where('channel_id', '=', channelId!));
}

function scopeKey(scope: TenantScope): string {
  if (scope.all) return 'all';
  if (scope.channelId === null) return 'none';
  return scope.companyId === null ? `channel:${scope.channelId}` : `channel:${scope.channelId}:company:${scope.companyId}`;
}

/** Id and name of every live company in scope, for pickers. */
export async function listCompanyNames(
  ex: DirectoryExecutor,
  scope: TenantScope,
  channelId?: number,
): Promise<{ id: number; name: string; channel_id: number }[]> {
  return ex
    .selectFrom('companies')
    .select(['id', 'name', 'channel_id'])
    .where('deleted_at', 'is', null)
    .where((eb) => companyInScope(eb, scope))
    .$if(channelId !== undefined, (q) => q.where('channel_id', '=', channelId!))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function countCompanies(ex: DirectoryExecutor, scope: TenantScope, deleted: boolean): Promise<number> {
  const row = await ex
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('deleted_at', deleted ? 'is not' : 'is', null)
    .where((eb) => companyInScope(eb, scope))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
