import { ApiError } from '@ea/contracts';
import {
  type Company,
  type CompanyBody,
  type CompanyFields,
  DirectoryErrors,
  validateCompany,
  validateFilerDetails,
} from '@ea/contracts/directory';
import { type ChangeRecords, commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import {
  type CompanyRow,
  type CompanyValues,
  type FilerColumns,
  filerColumns,
  filerFields,
  findCompany,
  updateCompany as updateCompanyRow,
} from '../../db/companies-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyEvent } from '../../events/company-events.ts';
import { assertChannelOpen } from '../channels/assert-channel-open.ts';
import { assertIdentifiersFree, identifierConflict, isIdentifierViolation } from './company-conflict.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import { targetChannel } from './target-channel.ts';

/**
 * Changes a live company in the caller's scope (404 otherwise, and nothing changes). Only admins
 * move a company to another channel. Filer details left out of the body keep their values.
 */
export async function updateCompany(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { id: number; company: CompanyBody },
): Promise<Company> {
  const { id, company } = input;
  const scope = tenantScope(caller.claims);
  let fields: CompanyFields | undefined;
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      const before = await findCompany(trx, id, scope, { deleted: false, lock: true });
      if (!before) throw new ApiError('notFound', DirectoryErrors.companyNotFound);
      const validation = validateCompany(company, before);
      const filer = validateFilerDetails(company, filerFields(before));
      const messages = { ...(validation.ok ? {} : validation.messages), ...(filer.ok ? {} : filer.messages) };
      const channelId =
        scope.all && company.channelId === undefined ? before.channel_id : await targetChannel(trx, scope, company.channelId, messages);
      if (!validation.ok || !filer.ok) throw new ApiError('validation', undefined, messages);
      // Moving a company into an archived channel adds a company to it.
      if (channelId !== before.channel_id) await assertChannelOpen(trx, channelId, true);
      fields = validation.fields;
      await assertIdentifiersFree(trx, channelId, fields, id);
      const { after, records } = await writeCompanyUpdate(trx, before, {
        ...fields,
        ...filerColumns(filer.fields),
        channel_id: channelId,
      });
      return { result: companyView(after), records };
    });
  } catch (error) {
    if (fields && isIdentifierViolation(error)) throw identifierConflict(fields);
    throw error;
  }
}

/**
 * Writes a company's new values (checked, its identifiers free) with what every company update
 * leaves behind: the audit entry of before and after, and company.updated. The edit form and the
 * companies import's update mode both change a company through it.
 */
export async function writeCompanyUpdate(
  trx: DirectoryExecutor,
  before: CompanyRow,
  values: CompanyValues & Partial<FilerColumns>,
): Promise<{ after: CompanyRow; records: ChangeRecords }> {
  const after = await updateCompanyRow(trx, before.id, values);
  return {
    after,
    records: {
      audit: [
        {
          action: 'Update',
          targetType: 'company',
          targetId: before.id,
          channelId: after.channel_id,
          companyId: before.id,
          before: companyAuditValues(before),
          after: companyAuditValues(after),
        },
      ],
      events: [companyEvent('company.updated', after)],
    },
  };
}
