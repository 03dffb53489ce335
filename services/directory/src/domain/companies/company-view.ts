import type { Company } from '@ea/contracts/directory';
import { type CompanyRow, companyFields, filerFields } from '../../db/companies-repository.ts';

export function companyView(row: CompanyRow): Company {
  return {
    id: row.id,
    channelId: row.channel_id,
    ...companyFields(row),
    ...filerFields(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
    deletedBy: row.deleted_by,
  };
}

/** The fields an audit entry keeps before and after a change, filer details included. */
export function companyAuditValues(row: CompanyRow) {
  return { ...companyFields(row), ...filerFields(row), channelId: row.channel_id, deletedAt: row.deleted_at?.toISOString() ?? null };
}
