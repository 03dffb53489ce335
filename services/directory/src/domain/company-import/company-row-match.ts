import { type CompanyFields, DirectoryErrors } from '@ea/contracts/directory';
import { type CompanyRow, companyFields } from '../../db/companies-repository.ts';

/** What a valid row is against the channel's companies as they stand. */
export type RowMatch =
  | { kind: 'new' }
  /** The company is there already: the same name (adding only), or nothing to change (updating). */
  | { kind: 'existing'; company: CompanyRow }
  | { kind: 'update'; company: CompanyRow; fields: CompanyFields }
  | { kind: 'conflict'; messages: Record<string, string> };

/** The channel's companies holding a batch's identifiers, by CIK and by CID. */
export class IdentifierHolders {
  private readonly byCik = new Map<string, CompanyRow>();
  private readonly byCid = new Map<string, CompanyRow>();

  constructor(rows: readonly CompanyRow[]) {
    for (const row of rows) this.put(row);
  }

  /** Takes a company's latest state (after an update within the batch). */
  put(row: CompanyRow): void {
    if (row.cik !== null) this.byCik.set(row.cik, row);
    if (row.cid !== null) this.byCid.set(row.cid, row);
  }

  holderOf(field: 'cik' | 'cid', value: string | null): CompanyRow | undefined {
    if (value === null) return undefined;
    return (field === 'cik' ? this.byCik : this.byCid).get(value);
  }
}

/** The identifiers of these rows, to look their holders up. */
export function identifiersOf(rows: readonly CompanyFields[]): { ciks: string[]; cids: string[] } {
  return {
    ciks: [...new Set(rows.flatMap((r) => (r.cik === null ? [] : [r.cik])))],
    cids: [...new Set(rows.flatMap((r) => (r.cid === null ? [] : [r.cid])))],
  };
}

/**
 * Matches a row by its CIK and CID to a company of the import's channel (only that channel: a
 * company of another client is neither found nor named, so its CIK is as free as the company form
 * finds it). Without the update mode a row is "already there" when its company has its name
 * (ignoring case and spacing) and a conflict otherwise; with it, the company takes the row's
 * fields, an empty cell keeping its value. Either way a row whose identifiers name two companies,
 * a deleted company, or contradict the company's own identifier is a conflict: the import never
 * changes or removes an identifier (other records and later imports find the company by it), it
 * only adds one the company lacks.
 */
export function matchRow(row: CompanyFields, holders: IdentifierHolders, updateExisting: boolean): RowMatch {
  const byCik = holders.holderOf('cik', row.cik);
  const byCid = holders.holderOf('cid', row.cid);
  if (!byCik && !byCid) return { kind: 'new' };
  if (byCik && byCid && byCik.id !== byCid.id) {
    return { kind: 'conflict', messages: { cik: taken('cik', row.cik!, byCik), cid: taken('cid', row.cid!, byCid) } };
  }
  const company = (byCik ?? byCid)!;
  const field = byCik ? 'cik' : 'cid';
  const value = row[field]!;
  if (company.deleted_at !== null) {
    return { kind: 'conflict', messages: { [field]: DirectoryErrors.importIdentifierDeleted(field, value, company.name) } };
  }
  const other = field === 'cik' ? 'cid' : 'cik';
  const given = row[other];
  const held = company[other];
  if (given !== null && held !== null && given !== held) {
    return { kind: 'conflict', messages: { [other]: DirectoryErrors.importIdentifierDiffers(other, given, company.name, held) } };
  }
  if (!updateExisting) {
    return sameName(row.name, company.name)
      ? { kind: 'existing', company }
      : { kind: 'conflict', messages: { [field]: taken(field, value, company) } };
  }
  const fields: CompanyFields = {
    name: row.name,
    ticker: row.ticker,
    cik: company.cik ?? row.cik,
    cid: company.cid ?? row.cid,
    sic: row.sic ?? company.sic,
    cusip: row.cusip ?? company.cusip,
  };
  const current = companyFields(company);
  const changed = (Object.keys(fields) as (keyof CompanyFields)[]).some((key) => fields[key] !== current[key]);
  return changed ? { kind: 'update', company, fields } : { kind: 'existing', company };
}

function taken(field: 'cik' | 'cid', value: string, holder: CompanyRow): string {
  return holder.deleted_at === null
    ? DirectoryErrors.importIdentifierTaken(field, value, holder.name)
    : DirectoryErrors.importIdentifierDeleted(field, value, holder.name);
}

/** Names compared as people read them: case, surrounding and repeated spaces do not count. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}
