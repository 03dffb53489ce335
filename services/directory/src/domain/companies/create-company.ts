import { ApiError } from '@ea/contracts';
import { type Company, type CompanyBody, validateCompany, validateFilerDetails } from '@ea/contracts/directory';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { filerColumns, insertCompany } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyEvent } from '../../events/company-events.ts';
import { assertChannelOpen } from '../channels/assert-channel-open.ts';
import { assertIdentifiersFree, identifierConflict, isIdentifierViolation } from './company-conflict.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import { targetChannel } from './target-channel.ts';

/** Adds a company to the caller's channel (admins: the channel named) unless it is archived, audited and announced. */
export async function createCompany({ deps, caller }: UseCaseContext<DirectoryDeps>, input: CompanyBody): Promise<Company> {
  const scope = tenantScope(caller.claims);
  const validation = validateCompany(input);
  const filer = validateFilerDetails(input);
  const messages = { ...(validation.ok ? {} : validation.messages), ...(filer.ok ? {} : filer.messages) };
  const channelId = await targetChannel(deps.db, scope, input.channelId, messages);
  if (!validation.ok || !filer.ok) throw new ApiError('validation', undefined, messages);
  const fields = validation.fields;
  const filerValues = filerColumns(filer.fields);
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      await assertChannelOpen(trx, channelId, scope.all);
      await assertIdentifiersFree(trx, channelId, fields);
      const row = await insertCompany(trx, { ...fields, ...filerValues, channel_id: channelId }, caller.claims.sub);
      return {
        result: companyView(row),
        records: {
          audit: [
            {
              action: 'Create',
              targetType: 'company',
              targetId: row.id,
              channelId,
              companyId: row.id,
              after: companyAuditValues(row),
            },
          ],
          events: [companyEvent('company.created', row)],
        },
      };
    });
  } catch (error) {
    if (isIdentifierViolation(error)) throw identifierConflict(fields);
    throw error;
  }
}
