import type { CompanyRow } from '../db/companies-repository.ts';

/** A company as the API shows it (camelCase). */
export interface CompanyView {
  id: number;
  channelId: number;
  name: string;
  ticker: string;
  cik: string | null;
  cid: string | null;
  sic: string | null;
  cusip: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

export function companyView(row: CompanyRow): CompanyView {
  return {
    id: row.id,
    channelId: row.channel_id,
    name: row.name,
    ticker: row.ticker,
    cik: row.cik,
    cid: row.cid,
    sic: row.sic,
    cusip: row.cusip,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
    deletedBy: row.deleted_by,
  };
}

/** The fields an audit entry keeps before and after a change. */
export function companyAuditValues(row: CompanyRow) {
  return {
    name: row.name,
    ticker: row.ticker,
    cik: row.cik,
    cid: row.cid,
    sic: row.sic,
    cusip: row.cusip,
    channelId: row.channel_id,
    deletedAt: row.deleted_at?.toISOString() ?? null,
  };
}
