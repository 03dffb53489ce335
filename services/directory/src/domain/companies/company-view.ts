import type { Company } from '@ea/contracts/directory';
import { type CompanyRow, companyFields } from '../../db/companies-repository.ts';

export function companyView(row: CompanyRow): Company {
  return {
    id: row.id,
    channelId: row.channel_id,
    ...companyFields(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
    deletedBy: row.deleted_by,
  };
}

/** The fields an audit entry keeps before and after a change. */
export function companyAuditValues(row: CompanyRow) {
  return { ...companyFields(row), channelId: row.channel_id, deletedAt: row.deleted_at?.toISOString() ?? null };
}
