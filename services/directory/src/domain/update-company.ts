import { ApiError, type Company } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { findCompany, updateCompany as updateCompanyRow } from '../db/companies-repository.ts';
import { companyEvent } from '../events/directory-events.ts';
import { assertIdentifiersFree, identifierConflict, isIdentifierViolation } from './company-conflict.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';
import { targetChannel } from './target-channel.ts';
import { type CompanyFields, type CompanyInput, validateCompany } from './validate-company.ts';

export interface UpdateCompanyOptions {
  deps: DirectoryDeps;
  caller: Caller;
  id: number;
  input: CompanyInput & { channelId?: number | undefined };
}

/**
 * Changes a live company in the caller's scope (404 otherwise, and nothing changes). Only admins
 * move a company to another channel.
 */
export async function updateCompany({ deps, caller, id, input }: UpdateCompanyOptions): Promise<Company> {
  const scope = tenantScope(caller.claims);
  let fields: CompanyFields | undefined;
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      const before = await findCompany(trx, id, scope, { deleted: false, lock: true });
      if (!before) throw new ApiError('notFound', 'Company not found');
      const validation = validateCompany(input, before);
      const channelId =
        scope.all && input.channelId === undefined
          ? before.channel_id
          : await targetChannel(trx, scope, input.channelId, validation.ok ? {} : validation.messages);
      if (!validation.ok) throw new ApiError('validation', undefined, validation.messages);
      fields = validation.fields;
      await assertIdentifiersFree(trx, channelId, fields, id);
      const after = await updateCompanyRow(trx, id, { ...fields, channel_id: channelId });
      return {
        result: companyView(after),
        records: {
          audit: [
            {
              action: 'Update',
              targetType: 'company',
              targetId: id,
              channelId,
              companyId: id,
              before: companyAuditValues(before),
              after: companyAuditValues(after),
            },
          ],
          events: [companyEvent('company.updated', after)],
        },
      };
    });
  } catch (error) {
    if (fields && isIdentifierViolation(error)) throw identifierConflict(fields);
    throw error;
  }
}
