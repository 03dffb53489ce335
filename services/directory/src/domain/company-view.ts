import type { Company } from '@ea/contracts';
import type { CompanyRow } from '../db/companies-repository.ts';

export function companyView(row: CompanyRow): Company {
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
